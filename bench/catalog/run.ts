/**
 * Catalogue speed at 100 000 products, on SQLite and (when it answers) PostgreSQL:
 *   npm run bench:catalog [-- --products 100000 --seconds 10 --dialects sqlite,postgres]
 * Prints repository-level p50/p95 of category pages and searches, then HTTP throughput of a
 * category page and a search beside a bare Fastify route answering a constant body of the same
 * size (autocannon, 100 connections), with the ratio.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.js';
import { parseConfig } from '../../src/server/config.js';
import type { Db, Dialect } from '../../src/server/db/database.js';
import { seedCatalog } from '../../src/server/demo/seed.js';
import { listInventory } from '../../src/server/modules/catalog/catalog.service.js';
import { timeIt, ms } from '../lib/stats.js';
import { load } from '../lib/load.js';
import { openFresh, postgresAnswers } from '../lib/fresh-db.js';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    dialects: { type: 'string', default: 'sqlite,postgres' },
  },
});
const PRODUCTS = Number(args.products);
const SECONDS = Number(args.seconds);
const RUNS = Number(args.runs);
const ROUNDS = Number(args.rounds);

/** Picks real words of the seeded catalogue: the rarest and the most common name words. */
async function pickSearchWords(db: Db) {
  const rows = await db.kysely
    .selectFrom('inventory')
    .select('search_name')
    .where('inventory_id', '<=', 2000)
    .execute();
  const counts = new Map<string, number>();
  for (const r of rows)
    for (const w of new Set(r.search_name.split(' '))) if (w.length >= 4) counts.set(w, (counts.get(w) ?? 0) + 1);
  const sorted = [...counts.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  const rare = sorted[0][0];
  const common = sorted[sorted.length - 1][0];
  const second = sorted[sorted.length - 2][0];
  return { rare, common, twoWords: `${second} ${common}`, prefix: common.slice(0, 3) };
}

async function benchDialect(dialect: Dialect) {
  console.log(`\n## ${dialect}`);
  const { db, cleanup } = await openFresh(dialect, args.pg!, 'bench_catalog');
  try {
    const started = Date.now();
    await seedCatalog(db, { products: PRODUCTS, shopName: 'Bench Shop' });
    console.log(`seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // As autovacuum leaves a table in production: statistics fresh, visibility map set.
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);

    const categories = await db.kysely.selectFrom('category').select(['category_id', 'parent_id']).execute();
    const roots = categories.filter((c) => c.parent_id === null).map((c) => c.category_id);
    const subs = categories.filter((c) => c.parent_id !== null).map((c) => c.category_id);
    const sorts = ['default', 'price_asc', 'price_desc', 'newest', 'rating'] as const;

    console.log(`\nrepository level (${RUNS} runs each, page of 12 cards with badges and total)`);
    const rows: [string, { p50: number; p95: number; max: number }][] = [];
    rows.push([
      'category page (root, sorts rotate)',
      await timeIt(RUNS, (i) =>
        listInventory(db, { categoryId: roots[i % roots.length], page: 1 + (i % 5), num: 12, sort: sorts[i % 5] }),
      ),
    ]);
    rows.push([
      'category page (sub, sorts rotate)',
      await timeIt(RUNS, (i) =>
        listInventory(db, { categoryId: subs[i % subs.length], page: 1 + (i % 5), num: 12, sort: sorts[i % 5] }),
      ),
    ]);
    const words = await pickSearchWords(db);
    for (const [label, q] of Object.entries({
      'rare word': words.rare,
      'common word': words.common,
      'two words': words.twoWords,
      prefix: words.prefix,
    })) {
      rows.push([
        `search ${label} "${q}"`,
        await timeIt(RUNS, () => listInventory(db, { search: q, page: 1, num: 12, sort: 'default' })),
      ]);
    }
    for (const [label, r] of rows)
      console.log(
        `  ${label.padEnd(42)} p50 ${ms(r.p50).padStart(9)}  p95 ${ms(r.p95).padStart(9)}  max ${ms(r.max).padStart(9)}`,
      );

    const config = parseConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), NODE_ENV: 'production' });
    const app = await buildApp(config, { db, webDir: '/nonexistent' });
    const shopUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const categoryPath = `/api/product/inventory?categoryId=${roots[0]}&page=1&num=12`;
    const searchPath = `/api/product/inventory?search=${encodeURIComponent(words.common)}&page=1&num=12`;
    const body = await (await fetch(shopUrl + categoryPath)).text();

    const bare = Fastify({ logger: false });
    bare.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    console.log(
      `\nHTTP, autocannon -c 100 -d ${SECONDS}, ${ROUNDS} interleaved rounds, median (body ${body.length} bytes)`,
    );
    const targets = [
      ['bare Fastify, constant body', `${bareUrl}/bare`],
      ['GET category page', shopUrl + categoryPath],
      [`GET search "${words.common}"`, shopUrl + searchPath],
    ] as const;
    // Interleaved rounds: the load generator shares the machine, so a slow moment hits all alike.
    const runs = targets.map(() => [] as Awaited<ReturnType<typeof load>>[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [, url]] of targets.entries()) runs[i].push(await load(url, { seconds: SECONDS }));
    }
    const median = (rs: Awaited<ReturnType<typeof load>>[]) =>
      [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)];
    const bareRps = median(runs[0]).rps;
    for (const [i, [label]] of targets.entries()) {
      const r = median(runs[i]);
      const ratio = ((r.rps / bareRps) * 100).toFixed(0);
      console.log(
        `  ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}  ${ratio}% of bare`,
      );
    }
    await bare.close();
    await app.close();
  } finally {
    await cleanup();
  }
}

const dialects = args.dialects!.split(',') as Dialect[];
if (dialects.includes('postgres') && !(await postgresAnswers(args.pg!))) {
  console.log(`PostgreSQL at ${args.pg} does not answer: SQLite only`);
  dialects.splice(dialects.indexOf('postgres'), 1);
}
console.log(`# catalogue benchmark: ${PRODUCTS} products, node ${process.version}, ${os.cpus().length} cores`);
for (const d of dialects) await benchDialect(d);
