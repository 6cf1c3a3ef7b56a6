import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openMigratedDb, type Db, type Dialect } from '../../src/server/db/database.js';

export async function postgresAnswers(url: string) {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** An empty, migrated database: a SQLite file in a temp dir, or a PostgreSQL schema made anew. */
export async function openFresh(
  dialect: Dialect,
  pgUrl: string,
  schema: string,
): Promise<{ db: Db; dir: string; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    const db = await openMigratedDb({ url: path.join(dir, 'shop.db') });
    return {
      db,
      dir,
      cleanup: async () => {
        await db.close();
        removeDir();
      },
    };
  }
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = await openMigratedDb({ url: pgUrl, schema, poolSize: 10 });
  return {
    db,
    dir,
    cleanup: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
      removeDir();
    },
  };
}
