import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Db } from '@server/db/database';
import { migrateUpTo } from '@server/db/migrator';

/**
 * A fresh database migrated up to `migration` and no further (a SQLite file of its own, or a
 * PostgreSQL schema of its own at TEST_DATABASE_URL), so a migration's test can write rows as they
 * were before it and then run it. `close` removes the file or the schema.
 */
export async function databaseAtMigration(
  dialect: 'sqlite' | 'postgres',
  migration: string,
): Promise<{ db: Db; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migration-'));
  let db: Db;
  let schema: string | null = null;
  if (dialect === 'sqlite') {
    db = openDb({ url: path.join(dir, 'shop.db') });
  } else {
    const url = process.env.TEST_DATABASE_URL!;
    schema = `m_${randomBytes(6).toString('hex')}`;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    db = openDb({ url, schema, poolSize: 2 });
  }
  await migrateUpTo(db, migration);
  return {
    db,
    async close() {
      await db.close();
      if (schema) {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
