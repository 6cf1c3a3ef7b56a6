/**
 * Catalogue speed at 100 000 products, as browsing causes it, on SQLite and (when it answers)
 * PostgreSQL:
 *   npm run bench:catalog [-- --products 100000 --seconds 10 --rounds 3 --dialects sqlite,postgres]
 *   npm run bench:catalog -- --quick --keep        # a quick check on a kept, seeded database
 *
 * 1. Search latency per sort, one connection, every URL distinct (nothing answered from memory):
 *    a rare word, a common word, two words and a prefix, p50/p95 under each of the five sorts.
 * 2. Throughput (autocannon, 100 connections) beside a bare Fastify route answering a constant
 *    body of the same size, in interleaved rounds, as ratios to it: one remembered URL (the
 *    memory), then misses only (category pages × every sort × pages, product pages, searches,
 *    suggestions as typed:
 *    thousands of distinct URLs walked in turn on an instance that remembers nothing), then a
 *    mixed browsing load on an instance with the default memory, and its hit rate.
 * 3. Deep pages (SQLite): category misses through the built server as `npm start` runs it,
 *    pages 1–10 and pages 1–200 of every category, every sort, 12 and 16 a page, as ratios to
 *    the bare route (deep-pages.ts). `--deep-only` runs this part alone. The server takes no
 *    PostgreSQL schema, so the bench's PostgreSQL schema cannot be served this way.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { parseConfig } from '../../src/server/config.js';
import type { Db, Dialect } from '../../src/server/db/database.js';
import { rng } from '../../src/server/demo/prng.js';
import { percentiles, ms } from '../lib/stats.js';
import { latencies, load, LOADED_SERVER_ENV, printNon2xx } from '../lib/load.js';
import { openSeeded, postgresAnswers } from '../lib/fresh-db.js';
import { itemAt } from '../../src/shared/item-at.js';
import { deepPagesThroughStart } from './deep-pages.js';
import { readModelOf } from '../../src/server/modules/catalog/read-model/index.js';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string' },
    runs: { type: 'string' },
    rounds: { type: 'string' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    dialects: { type: 'string', default: 'sqlite,postgres' },
    /** Shorter: 3 s loads, one round, 60 searches per case. */
    quick: { type: 'boolean', default: false },
    /** Keep the seeded databases for the next run (SQLite in --data-dir, PostgreSQL in --schema). */
    keep: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'shop-bench-catalog') },
    schema: { type: 'string', default: 'bench_catalog_kept' },
    /** With --keep: seed again even when the kept database already holds --products products. */
    reset: { type: 'boolean', default: false },
    /** Only part 3: deep category pages through the built server. */
    'deep-only': { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(args.products);
const SECONDS = Number(args.seconds ?? (args.quick ? 3 : 10));
const RUNS = Number(args.runs ?? (args.quick ? 60 : 300));
const ROUNDS = Number(args.rounds ?? (args.quick ? 1 : 3));
const SORTS = ['default', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
const NUM = 12;

/**
 * Real words of the seeded catalogue, from a sample of 5 000 products: how many of them each
 * word is found in (names, descriptions and category names: what a search reads), and which
 * words are in product names (what shoppers type), most often found first.
 */
async function catalogWords(db: Db) {
  const sample = 5000;
  const rows = await db.kysely
    .selectFrom('inventory')
    .select(['search_name', 'search_body'])
    .where('inventory_id', '<=', sample)
    .execute();
  const found = new Map<string, number>();
  const named = new Set<string>();
  for (const r of rows) {
    for (const w of r.search_name.split(' ')) if (w.length >= 4) named.add(w);
    for (const w of new Set(`${r.search_name} ${r.search_body}`.split(' ')))
      if (w.length >= 4) found.set(w, (found.get(w) ?? 0) + 1);
  }
  const share = (w: string) => found.get(w)! / sample;
  const byCount = (list: Iterable<string>) =>
    [...list].sort((a, b) => found.get(b)! - found.get(a)! || a.localeCompare(b));
  return { named: byCount(named), all: byCount(found.keys()), share };
}

/**
 * `runs` distinct searches of each kind (words × pages where the words alone are too few), so
 * that none is answered from memory even by a build that remembers answers. A common word is
 * a name word found in 2–8 % of products (thousands at 100 000, like "dress": 4 488); a rare
 * word is one of the least found anywhere.
 */
function searchCases(words: Awaited<ReturnType<typeof catalogWords>>, runs: number) {
  const common = words.named
    .filter((w) => words.share(w) >= 0.02 && words.share(w) <= 0.08)
    .sort((a, b) => Math.abs(words.share(a) - 0.045) - Math.abs(words.share(b) - 0.045))
    .slice(0, 20);
  const rare = words.all.slice(-Math.max(runs, 20)).reverse();
  const pairs = common.flatMap((a, i) => common.slice(i + 1).map((b) => `${b} ${a}`));
  const prefixes = [...new Set(common.map((w) => w.slice(0, 3)))];
  const distinct = (qs: string[]) =>
    Array.from({ length: runs }, (_, i) => ({ q: itemAt(qs, i % qs.length), page: 1 + Math.floor(i / qs.length) }));
  return {
    [`rare word ("${rare[0]}"…)`]: distinct(rare),
    [`common word ("${common[0]}"…)`]: distinct(common),
    [`two words ("${pairs[0]}"…)`]: distinct(pairs),
    [`prefix ("${prefixes[0]}"…)`]: distinct(prefixes),
  };
}

const productPath = (q: Record<string, string | number>) =>
  `/api/product/inventory?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

/**
 * One request at a time over one kept-alive connection, from a process of its own; answers
 * p50/p95/max in ms (the first few warm up and are not counted).
 */
async function timeRequests(origin: string, paths: string[]) {
  return percentiles((await latencies(origin, paths)).slice(5));
}

/**
 * A browsing session's requests, drawn with fixed seeds: half category pages (categories by a
 * 1/rank law, the default sort 70 % of the time, page k with probability ∝ 2^-k), 30 % product
 * pages (product n with probability ∝ 1/n over the whole catalogue), 20 % searches (name words
 * by a 1/rank law, mostly the default sort and page 1).
 */
function browsingPaths(seed: number, count: number, categories: number[], products: number, words: string[]) {
  const r = rng(seed);
  const byRank = (n: number) => Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const categoryWeights = byRank(categories.length);
  const wordWeights = byRank(words.length);
  const sortWeights = [70, 7.5, 7.5, 7.5, 7.5];
  const page = () => {
    let p = 1;
    while (p < 20 && r.chance(0.5)) p++;
    return p;
  };
  return Array.from({ length: count }, () => {
    const kind = r.next();
    if (kind < 0.5)
      return productPath({
        categoryId: itemAt(categories, r.weighted(categoryWeights)),
        page: page(),
        num: NUM,
        sort: itemAt(SORTS, r.weighted(sortWeights)),
      });
    if (kind < 0.8) return `/api/product/inventory/${Math.floor(Math.exp(r.next() * Math.log(products))) || 1}`;
    return productPath({
      search: itemAt(words, r.weighted(wordWeights)),
      page: r.chance(0.8) ? 1 : 2,
      num: NUM,
      sort: r.chance(0.8) ? 'default' : itemAt(SORTS, r.weighted(sortWeights)),
    });
  });
}

async function listen(db: Db, memoryMb?: number) {
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: os.tmpdir(),
    NODE_ENV: 'production',
    ...LOADED_SERVER_ENV,
    ...(memoryMb === undefined ? {} : { ANSWER_MEMORY_MB: String(memoryMb) }),
  });
  const app = await buildApp(config, { db, webDir: '/nonexistent' });
  return { app, origin: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** Hits and misses of an app's answer memory (undefined on builds before it counted them). */
const memoryStats = (app: FastifyInstance) =>
  (app.publicAnswers as { stats?: { hits: number; misses: number; entries: number; bytes: number } }).stats;

async function benchDialect(dialect: Dialect) {
  console.log(
    `\n## ${dialect}  (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const { db, cleanup, sqliteFile } = await openSeeded(dialect, args.pg!, {
    products: PRODUCTS,
    keep: args.keep ? { dataDir: args['data-dir']!, schema: args.schema! } : undefined,
    reset: args.reset,
    freshSchema: 'bench_catalog',
  });
  const servers: { close(): Promise<unknown> }[] = [];
  try {
    const categories = await db.kysely.selectFrom('category').select(['category_id', 'parent_id']).execute();
    const categoryIds = categories.map((c) => c.category_id);
    if (args['deep-only']) {
      if (sqliteFile) await deepPages(db, sqliteFile, categoryIds, servers);
      else console.log('deep pages through npm start: SQLite only');
      return;
    }
    const words = await catalogWords(db);

    // An instance that remembers nothing: every request below is a miss, answered from its
    // catalogue index (built first: until then searches are answered from the database).
    const misses = await listen(db, 0);
    servers.push(misses.app);
    await readModelOf(db).index();

    console.log(`\nsearch, one connection, ${RUNS} distinct URLs per case, every one a miss (p50 / p95)`);
    console.log(`  ${''.padEnd(28)}${SORTS.map((s) => s.padStart(20)).join('')}`);
    for (const [label, cases] of Object.entries(searchCases(words, RUNS))) {
      const cells: string[] = [];
      for (const sort of SORTS) {
        const r = await timeRequests(
          misses.origin,
          cases.map(({ q, page }) => productPath({ search: q, page, num: NUM, sort })),
        );
        cells.push(`${r.p50.toFixed(2)} / ${r.p95.toFixed(2)}`.padStart(20));
      }
      console.log(`  ${label.padEnd(28)}${cells.join('')}`);
    }
    const categoryMisses = categoryIds.flatMap((categoryId) =>
      SORTS.flatMap((sort) =>
        Array.from({ length: 10 }, (_, i) => productPath({ categoryId, page: i + 1, num: NUM, sort })),
      ),
    );
    const productMisses = rng(1).shuffle(Array.from({ length: PRODUCTS }, (_, i) => `/api/product/inventory/${i + 1}`));
    for (const [label, paths] of [
      ['category page, every sort', categoryMisses],
      ['product page', productMisses],
    ] as const) {
      const r = await timeRequests(misses.origin, rng(2).sample(paths, RUNS));
      console.log(`  ${label.padEnd(28)}p50 ${ms(r.p50)}  p95 ${ms(r.p95)}`);
    }

    const remembering = await listen(db);
    servers.push(remembering.app);
    const categoryPath = productPath({ categoryId: itemAt(categoryIds, 0), page: 1, num: NUM });
    const body = await (await fetch(remembering.origin + categoryPath)).text();
    const bare = Fastify({ logger: false });
    bare.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
    const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });
    servers.push(bare);

    const searchMisses = Object.values(searchCases(words, 400)).flatMap((cases) =>
      SORTS.flatMap((sort) => cases.map(({ q, page }) => productPath({ search: q, page, num: NUM, sort }))),
    );
    // What the search box asks as a shopper types: 2–5 letters of name words, then a word with
    // a typo (corrected as a beginning), each a distinct URL.
    const suggestionMisses = rng(5).shuffle(
      words.named.flatMap((w) => [
        ...[2, 3, 4, 5].filter((n) => n < w.length).map((n) => `/api/search/suggest?q=${w.slice(0, n)}`),
        `/api/search/suggest?q=${w.slice(0, 1)}${w.slice(2)}`,
      ]),
    );
    // Walking a list of URLs costs the load generator more per request than repeating one, and
    // it shares the machine's two cores with the server: each load is compared with the bare
    // route loaded the same way (one URL, or distinct URLs in turn), so the ratio is the server's.
    const targets: {
      label: string;
      origin: string;
      paths: string[] | ((round: number) => string[]);
      bare?: number;
    }[] = [
      { label: 'bare Fastify, constant body', origin: bareOrigin, paths: ['/bare'] },
      {
        label: 'bare Fastify, distinct URLs',
        origin: bareOrigin,
        paths: Array.from({ length: 10_000 }, (_, i) => `/bare?page=${i + 1}`),
        bare: 0,
      },
      { label: 'one category URL (memory)', origin: remembering.origin, paths: [categoryPath], bare: 0 },
      { label: 'category pages, misses', origin: misses.origin, paths: rng(3).shuffle(categoryMisses), bare: 1 },
      { label: 'product pages, misses', origin: misses.origin, paths: productMisses, bare: 1 },
      { label: 'searches, misses', origin: misses.origin, paths: rng(4).shuffle(searchMisses), bare: 1 },
      { label: 'suggestions, misses', origin: misses.origin, paths: [...new Set(suggestionMisses)], bare: 1 },
      {
        label: 'browsing mix, 32 MB memory',
        bare: 1,
        origin: remembering.origin,
        // A new session each round, so a round does not replay what the last one remembered.
        paths: (round) => browsingPaths(100 + round, 300_000, categoryIds, PRODUCTS, words.named),
      },
    ];
    console.log(
      `\nHTTP, autocannon -c 100 -d ${SECONDS}, ${ROUNDS} interleaved round(s), median (body ${body.length} bytes)`,
    );
    // Interleaved rounds: the load generator shares the machine, so a slow moment hits all alike.
    const runs = targets.map(() => [] as Awaited<ReturnType<typeof load>>[]);
    const hitRates: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, t] of targets.entries()) {
        const paths = typeof t.paths === 'function' ? t.paths(round) : t.paths;
        const before = t.origin === remembering.origin ? memoryStats(remembering.app) : undefined;
        itemAt(runs, i).push(await load(t.origin + itemAt(paths, 0), { seconds: SECONDS, paths }));
        const after = memoryStats(remembering.app);
        if (typeof t.paths === 'function' && before && after) {
          const hits = after.hits - before.hits;
          const asked = hits + after.misses - before.misses;
          hitRates.push(
            `round ${round + 1}: ${((hits / asked) * 100).toFixed(1)} % of ${asked} (${after.entries} answers, ${(after.bytes / 1024 / 1024).toFixed(1)} MB held)`,
          );
        }
      }
    }
    const median = (rs: Awaited<ReturnType<typeof load>>[]) =>
      itemAt(
        [...rs].sort((a, b) => a.rps - b.rps),
        Math.floor(rs.length / 2),
      );
    for (const [i, { label, bare }] of targets.entries()) {
      const r = median(itemAt(runs, i));
      const ratio =
        bare === undefined
          ? ''
          : `  ${((r.rps / median(itemAt(runs, bare)).rps) * 100).toFixed(1)}% of ${itemAt(targets, bare).label.replace('bare Fastify, ', 'bare, ')}`;
      console.log(
        `  ${label.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}${ratio}`,
      );
    }
    for (const [i, { label }] of targets.entries()) printNon2xx(label, itemAt(runs, i));
    console.log(`  memory hit rate, browsing mix: ${hitRates.join('; ') || 'not counted by this build'}`);
    if (sqliteFile) await deepPages(db, sqliteFile, categoryIds, servers);
    console.log(
      `  (load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
  } finally {
    for (const s of servers) await s.close();
    await cleanup();
  }
}

/** Part 3, beside a bare route answering a category page's bytes. */
async function deepPages(db: Db, sqliteFile: string, categoryIds: number[], servers: { close(): Promise<unknown> }[]) {
  const { app, origin } = await listen(db);
  servers.push(app);
  const body = await (
    await fetch(origin + productPath({ categoryId: itemAt(categoryIds, 0), page: 1, num: NUM }))
  ).text();
  const bare = Fastify({ logger: false });
  bare.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });
  servers.push(bare);
  await deepPagesThroughStart({ databaseUrl: sqliteFile, categoryIds, bareOrigin, seconds: SECONDS, rounds: ROUNDS });
}

const dialects = args.dialects!.split(',') as Dialect[];
if (dialects.includes('postgres') && !(await postgresAnswers(args.pg!))) {
  console.log(`PostgreSQL at ${args.pg} does not answer: SQLite only`);
  dialects.splice(dialects.indexOf('postgres'), 1);
}
console.log(`# catalogue benchmark: ${PRODUCTS} products, node ${process.version}, ${os.cpus().length} cores`);
for (const d of dialects) await benchDialect(d);
