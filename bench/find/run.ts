/**
 * Filters, facets, suggestions and corrected searches at 100 000 products, on SQLite and (when
 * it answers) PostgreSQL, one request at a time, on an instance that remembers no answer
 * (ANSWER_MEMORY_MB=0: every request a miss), p50/p95 in ms:
 *   npm run bench:find [-- --products 100000 --runs 300 --dialects sqlite,postgres --keep]
 * With --keep it uses bench:catalog's kept databases. It also times, once, the first requests,
 * which wait for the catalogue index (catalogue-index.service.ts) the server began building as it started
 * listening, and the first after a catalogue write, which large catalogues answer from the index
 * before it while the new one is built.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/server/app.js';
import { parseConfig } from '../../src/server/config.js';
import type { Db, Dialect } from '../../src/server/db/database.js';
import { rng } from '../../src/server/demo/prng.js';
import { percentiles } from '../lib/stats.js';
import { latencies } from '../lib/load.js';
import { openSeeded, postgresAnswers } from '../lib/fresh-db.js';
import { itemAt } from '../../src/shared/item-at.js';
import { setTimeout as delay } from 'node:timers/promises';
import { readModelOf } from '../../src/server/modules/catalog/read-model/index.js';
import { DEMO_SYNONYMS } from '../../src/server/demo/seed.js';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '300' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    dialects: { type: 'string', default: 'sqlite,postgres' },
    keep: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'shop-bench-catalog') },
    schema: { type: 'string', default: 'bench_catalog_kept' },
  },
});
const RUNS = Number(args.runs);
const SORTS = ['default', 'price_asc', 'price_desc', 'newest', 'rating'] as const;

/** What shoppers type for words the catalogue writes otherwise: joined, split, a synonym. */
const WRITTEN_OTHERWISE = ['t shirt', 'tshirt', 't-shirt', 'tee', 'crew tshirt', 'boxy t shirt', 'wool tee', 'tshirts'];

const url = (route: string, q: Record<string, string | number>) =>
  `/api/${route}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

/** A word with one typo: a letter dropped, doubled or two neighbours swapped. */
function typo(word: string, r: ReturnType<typeof rng>) {
  const i = 1 + r.int(0, word.length - 3);
  const kind = r.int(0, 2);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word.charAt(i) + word.slice(i);
  return word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
}

async function benchDialect(dialect: Dialect) {
  console.log(
    `\n## ${dialect}  (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const { db, cleanup } = await openSeeded(dialect, args.pg!, {
    products: Number(args.products),
    keep: args.keep ? { dataDir: args['data-dir']!, schema: args.schema! } : undefined,
    freshSchema: 'bench_find',
  });
  try {
    await run(db);
  } finally {
    await cleanup();
  }
}

/** Until the catalogue index has caught up with the catalogue (at most 60 s). */
async function indexRebuilt(db: Db) {
  const version = await db.catalogVersion();
  for (let tries = 0; tries < 600 && readModelOf(db).indexedVersion() !== version; tries++) await delay(100);
}

async function run(db: Db) {
  const categories = await db.kysely.selectFrom('category').select(['category_id', 'parent_id']).execute();
  const counts = await db.kysely
    .selectFrom('inventory')
    .select(['root_category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_active', '=', 1)
    .groupBy('root_category_id')
    .execute();
  const roots = categories.filter((c) => c.parent_id === null).map((c) => c.category_id);
  const biggest = [...counts].sort((a, b) => Number(b.n) - Number(a.n))[0]!.root_category_id;
  const names = await db.kysely
    .selectFrom('inventory')
    .select('search_name')
    .where('inventory_id', '<=', 5000)
    .execute();
  const nameWords = [...new Set(names.flatMap((n) => n.search_name.split(' ')).filter((w) => /^[a-z]{5,}$/.test(w)))];

  // The demo shop's synonym group, as a shop that starts from the demo has it (a kept database
  // keeps it): suggestions expand what is typed by it.
  if (!(await db.kysely.selectFrom('search_synonym').select('position').executeTakeFirst()))
    await db.kysely.insertInto('search_synonym').values({ position: 1, entries: DEMO_SYNONYMS }).execute();

  const config = parseConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: os.tmpdir(),
    NODE_ENV: 'production',
    ANSWER_MEMORY_MB: '0',
  });
  const app = await buildApp(config, { db, webDir: '/nonexistent' });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const first = await latencies(origin, [
      url('product/facets', { categoryId: biggest }),
      url('search/suggest', { q: 'dre' }),
    ]);
    console.log(`first facets (waits for the index begun at start-up): ${itemAt(first, 0).toFixed(0)} ms`);
    console.log(`first suggestion (the same index): ${itemAt(first, 1).toFixed(1)} ms`);
    // A catalogue write (a price saved as it was: still a new version), then the next shopper.
    await db.kysely
      .updateTable('inventory')
      .set((eb) => ({ price: eb.ref('price') }))
      .where('inventory_id', '=', 1)
      .execute();
    await db.catchUp();
    const afterWrite = await latencies(origin, [
      url('product/facets', { categoryId: biggest, minPrice: 1 }),
      url('search/suggest', { q: 'dres' }),
      url('product/inventory', { search: 'lamp' }),
    ]);
    console.log(
      `after a catalogue write (the index rebuilt behind them): first facets ${itemAt(afterWrite, 0).toFixed(1)} ms, ` +
        `suggestion ${itemAt(afterWrite, 1).toFixed(1)} ms, search ${itemAt(afterWrite, 2).toFixed(1)} ms`,
    );
    // The rebuild the write began runs beside the timings below unless it is waited for.
    await indexRebuilt(db);

    const r = rng(29);
    const cases: Record<string, string[]> = {
      [`facets, largest root category (${counts.find((c) => c.root_category_id === biggest)?.n} products)`]: Array.from(
        { length: RUNS },
        () => url('product/facets', { categoryId: biggest, minPrice: r.int(0, 5000) }),
      ),
      'facets, every root category, filtered': Array.from({ length: RUNS }, () =>
        url('product/facets', {
          categoryId: itemAt(roots, r.int(0, roots.length - 1)),
          inStock: 1,
          minRating: r.int(1, 4),
        }),
      ),
      'facets, common word "dress"': Array.from({ length: RUNS }, () =>
        url('product/facets', { search: 'dress', minPrice: r.int(0, 5000) }),
      ),
      'filtered page, root category, any sort, pages 1-20': Array.from({ length: RUNS }, () =>
        url('product/inventory', {
          categoryId: itemAt(roots, r.int(0, roots.length - 1)),
          inStock: 1,
          minRating: 4,
          minPrice: r.int(0, 3000),
          sort: itemAt(SORTS, r.int(0, SORTS.length - 1)),
          page: r.int(1, 20),
        }),
      ),
      'filtered search "dress", any sort': Array.from({ length: RUNS }, () =>
        url('product/inventory', {
          search: 'dress',
          inStock: 1,
          maxPrice: r.int(3000, 30000),
          sort: itemAt(SORTS, r.int(0, 4)),
        }),
      ),
      'suggestions, 2-5 letters of a name word': Array.from({ length: RUNS }, () => {
        const w = itemAt(nameWords, r.int(0, nameWords.length - 1));
        return url('search/suggest', { q: w.slice(0, r.int(2, 5)) });
      }),
      'suggestions, with a typo': Array.from({ length: RUNS }, () =>
        url('search/suggest', { q: typo(itemAt(nameWords, r.int(0, nameWords.length - 1)), r) }),
      ),
      'suggestions, written another way or a synonym': Array.from({ length: RUNS }, () =>
        url('search/suggest', { q: itemAt(WRITTEN_OTHERWISE, r.int(0, WRITTEN_OTHERWISE.length - 1)) }),
      ),
      'corrected search (a name word with a typo)': Array.from({ length: RUNS }, () =>
        url('product/inventory', { search: typo(itemAt(nameWords, r.int(0, nameWords.length - 1)), r) }),
      ),
    };
    console.log(`\none connection, ${RUNS} requests per case, every one a miss (ms)`);
    console.log(`  ${''.padEnd(58)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}`);
    for (const [label, paths] of Object.entries(cases)) {
      const p = percentiles((await latencies(origin, paths)).slice(5));
      console.log(
        `  ${label.padEnd(58)}${p.p50.toFixed(2).padStart(8)}${p.p95.toFixed(2).padStart(8)}${p.max.toFixed(2).padStart(8)}`,
      );
    }
    const corrected = await app.inject({ method: 'GET', url: url('product/inventory', { search: 'hedphones' }) });
    console.log(
      `\n"hedphones": ${JSON.stringify((corrected.json() as { data: { total: number; correctedSearch?: string } }).data.correctedSearch)}`,
    );
  } finally {
    await app.close();
  }
}

for (const dialect of args.dialects!.split(',') as Dialect[]) {
  if (dialect === 'postgres' && !(await postgresAnswers(args.pg!))) {
    console.log('\nPostgreSQL does not answer: skipped');
    continue;
  }
  await benchDialect(dialect);
}
