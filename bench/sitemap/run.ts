/**
 * Sitemap speed at 100 000 products, on SQLite and (when it answers) PostgreSQL:
 *   npm run bench:sitemap [-- --products 100000 --runs 30 --dialects sqlite,postgres --keep]
 *
 * Over HTTP on the built app, as a crawler asks (gzip accepted, the whole body read):
 * - a whole product sitemap file (50 000 URLs) on a miss: the catalogue version moved before each
 *   request, so the file is read from the database and written out as it is read;
 * - the same file remembered at the current version;
 * - the sitemap index on a miss and remembered.
 * Budgets: a whole file p95 < 300 ms on a miss, the index < 20 ms.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/server/app.js';
import { parseConfig } from '../../src/server/config.js';
import type { Db, Dialect } from '../../src/server/db/database.js';
import { ms, percentiles } from '../lib/stats.js';
import { openSeeded, postgresAnswers } from '../lib/fresh-db.js';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    dialects: { type: 'string', default: 'sqlite,postgres' },
    /** Keep the seeded databases for the next run (SQLite in --data-dir, PostgreSQL in --schema). */
    keep: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'shop-bench-sitemap') },
    schema: { type: 'string', default: 'bench_sitemap_kept' },
    reset: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const FILE_BUDGET_MS = 300;
const INDEX_BUDGET_MS = 20;

/** A catalogue write that changes nothing shown, and then until this instance knows its version. */
async function newCatalogVersion(db: Db) {
  const before = await db.catalogVersion();
  await db.kysely
    .updateTable('category')
    .set((eb) => ({ description: eb.ref('description') }))
    .where('category_id', '=', 1)
    .execute();
  // PostgreSQL announces the version by NOTIFY a moment after the commit.
  const deadline = Date.now() + 10_000;
  while ((await db.catalogVersion()) <= before) {
    if (Date.now() > deadline) throw new Error('the new catalogue version was never heard');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** Time to the last byte of one answer, as a crawler reads it (gzip, decompressed by fetch). */
async function fetchTime(url: string): Promise<{ ms: number; bytes: number; urls: number }> {
  const start = process.hrtime.bigint();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = await res.text();
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return { ms: elapsed, bytes: body.length, urls: body.split('<loc>').length - 1 };
}

async function measure(runs: number, before: () => Promise<void>, url: string) {
  const samples: number[] = [];
  let last = { bytes: 0, urls: 0 };
  for (let i = 0; i < runs + 3; i++) {
    await before();
    const { ms: took, ...rest } = await fetchTime(url);
    last = rest;
    if (i >= 3) samples.push(took); // the first few warm the process up
  }
  return { ...percentiles(samples), ...last };
}

async function benchDialect(dialect: Dialect) {
  const { db, cleanup } = await openSeeded(dialect, args.pg!, {
    products: Number(args.products),
    keep: args.keep ? { dataDir: args['data-dir']!, schema: args.schema! } : undefined,
    reset: args.reset,
    freshSchema: 'bench_sitemap',
  });
  const config = parseConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), NODE_ENV: 'production' });
  const app = await buildApp(config, { db, webDir: '/nonexistent' });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const miss = () => newCatalogVersion(db);
    const hit = async () => {};
    const file = `${origin}/sitemaps/products-1.xml`;
    const index = `${origin}/sitemap.xml`;
    const rows = [
      ['products-1.xml, miss', await measure(RUNS, miss, file), FILE_BUDGET_MS],
      ['products-1.xml, remembered', await measure(RUNS, hit, file), undefined],
      ['sitemap.xml, miss', await measure(RUNS, miss, index), INDEX_BUDGET_MS],
      ['sitemap.xml, remembered', await measure(RUNS, hit, index), INDEX_BUDGET_MS],
    ] as const;
    console.log(`\n${dialect}, ${args.products} products, ${RUNS} runs each`);
    let failed = false;
    for (const [name, r, budget] of rows) {
      const over = budget !== undefined && r.p95 >= budget;
      failed ||= over;
      console.log(
        `  ${name.padEnd(28)} p50 ${ms(r.p50).padStart(10)}  p95 ${ms(r.p95).padStart(10)}  max ${ms(r.max).padStart(10)}` +
          `  ${r.urls} URLs, ${(r.bytes / 1e6).toFixed(2)} MB` +
          (budget === undefined ? '' : `  budget p95 < ${budget} ms ${over ? 'OVER' : 'ok'}`),
      );
    }
    return !failed;
  } finally {
    await app.close();
    await cleanup();
  }
}

const dialects = args.dialects!.split(',') as Dialect[];
let ok = true;
for (const dialect of dialects) {
  if (dialect === 'postgres' && !(await postgresAnswers(args.pg!))) {
    console.log(`\npostgres: ${args.pg} does not answer; skipped`);
    continue;
  }
  ok = (await benchDialect(dialect)) && ok;
}
process.exitCode = ok ? 0 : 1;
