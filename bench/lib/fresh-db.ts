import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openMigratedDb, type Db, type Dialect } from '../../src/server/db/database.js';
import { isCatalogEmpty, resetCatalog, seedCatalog } from '../../src/server/demo/seed.js';

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

/**
 * A database holding `products` seeded products: fresh (dropped afterwards) unless `keep` names
 * where to keep it (a SQLite DATA_DIR, a PostgreSQL schema) for the next run, which then reuses
 * it as it is when it holds that many products (seeding 100 000 takes a minute or two), or
 * seeds it anew when `reset` is set or the count differs.
 */
export async function openSeeded(
  dialect: Dialect,
  pgUrl: string,
  options: { products: number; keep?: { dataDir: string; schema: string }; reset?: boolean; freshSchema: string },
): Promise<{ db: Db; cleanup: () => Promise<void>; sqliteFile?: string }> {
  const { products, keep, reset } = options;
  let opened: { db: Db; cleanup: () => Promise<void>; sqliteFile?: string };
  if (!keep) {
    const fresh = await openFresh(dialect, pgUrl, options.freshSchema);
    opened = { ...fresh, sqliteFile: dialect === 'sqlite' ? path.join(fresh.dir, 'shop.db') : undefined };
  } else if (dialect === 'sqlite') {
    fs.mkdirSync(keep.dataDir, { recursive: true });
    const sqliteFile = path.join(keep.dataDir, 'shop.db');
    const db = await openMigratedDb({ url: sqliteFile });
    opened = { db, cleanup: () => db.close(), sqliteFile };
  } else {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema if not exists ${keep.schema}`);
    await admin.end();
    const db = await openMigratedDb({ url: pgUrl, schema: keep.schema, poolSize: 10 });
    opened = { db, cleanup: () => db.close() };
  }
  const { db } = opened;
  const held = Number(
    (
      await db.kysely
        .selectFrom('inventory')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (held === products && !reset) {
    console.log(`reusing ${held} seeded products`);
    return opened;
  }
  if (!(await isCatalogEmpty(db.kysely))) await resetCatalog(db);
  const started = Date.now();
  await seedCatalog(db, { products, shopName: 'Bench Shop' });
  // As autovacuum leaves a table in production: statistics fresh, visibility map set.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
  console.log(`seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return opened;
}
