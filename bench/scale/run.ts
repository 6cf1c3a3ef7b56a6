/**
 * The cost curve of the catalogue: how the shop's memory and answer times grow with the number
 * of products, on SQLite and PostgreSQL:
 *   npm run bench:scale [-- --sizes 10000,100000,1000000 --db sqlite,postgres --runs 300 --keep]
 * For each size and database: a catalogue written in bulk (bulk-seed.ts), the built server
 * started as `npm start` runs it, and then
 * - start-up: from spawning the server to its first answer to a search, and until its index is
 *   ready (a filtered list answers: until then it is told to try again);
 * - the index build (reading every product into the catalogue index), timed in this process on
 *   the same database;
 * - one product's price saved through the console API until a search shows it;
 * - p95 of category pages, searches, filtered pages and suggestions, every one a different URL
 *   (deep pages, every sort, many words), so the answer memory serves none of them;
 * - the sitemap index and a product sitemap file (first asks: misses);
 * - the server's resident memory after all that, and its peak: its own (anonymous) memory apart
 *   from the database file's pages that SQLite's read connection maps (the kernel's page cache,
 *   shared and given back under pressure, which RSS counts too).
 * Targets at 1 000 000 products: under 1.5 GB of its own memory, every p95 under 50 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openMigratedDb, type Db, type Dialect } from '../../src/server/db/database.js';
import { rng } from '../../src/server/demo/prng.js';
import { setOperator } from '../../src/server/modules/console/operator-role.js';
import { newSignIn } from '../../src/server/test/users.js';
import { AccessTokens } from '../../src/server/lib/auth.js';
import { itemAt } from '../../src/shared/item-at.js';
import { listProducts } from '../../src/shared/contract/catalog.js';
import { getConsoleProduct, updateProduct } from '../../src/shared/contract/console-products.js';
import { callApi } from '../lib/api.js';
import { startBuiltServer } from '../lib/built-server.js';
import { postgresAnswers } from '../lib/fresh-db.js';
import { latencies } from '../lib/load.js';
import { percentiles } from '../lib/stats.js';
import { shopCorpus } from '../engines/corpus.js';
import { bulkSeed } from './bulk-seed.js';
import { timeIndexBuild } from './index-build.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    db: { type: 'string', default: 'sqlite,postgres' },
    runs: { type: 'string', default: '300' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    /** Keep the seeded databases (SQLite files in --data-dir, PostgreSQL schemas bench_scale_<size>) and reuse them. */
    keep: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'shop-bench-scale') },
  },
});
const RUNS = Number(args.runs);
const SORTS = ['default', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
const PAGE = 24;
const JWT_SECRET = 'bench-scale-secret-of-at-least-thirty-two-chars';
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Row {
  db: Dialect;
  products: number;
  seedS: number;
  firstSearchS: number;
  indexReadyS: number;
  cutWhileBuilding: number;
  indexS: number | null;
  updateVisibleMs: number;
  categoryP95: number;
  searchP95: number;
  filteredP95: number;
  suggestP95: number;
  sitemapMs: number;
  sitemapFileMs: number;
  rssMb: number;
  peakMb: number;
  ownMb: number;
  ownPeakMb: number;
  mappedMb: number;
  load: string;
}

/** A migrated, empty database for `products` (or the kept one, when it holds them already). */
async function database(dialect: Dialect, products: number) {
  if (dialect === 'sqlite') {
    const dir = args.keep
      ? path.join(args['data-dir']!, String(products))
      : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-scale-'));
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'shop.db');
    const db = await openMigratedDb({ url: file });
    return {
      db,
      url: file,
      target: { sqliteFile: file },
      drop: async () => {
        await db.close();
        if (!args.keep) fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = args.keep ? `bench_scale_${products}` : `bench_scale_${process.pid}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: args.pg });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  await admin(`create schema if not exists ${schema}`);
  const db = await openMigratedDb({ url: args.pg!, schema, poolSize: 4 });
  const url = new URL(args.pg!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    url: url.toString(),
    target: { pgUrl: args.pg!, schema },
    drop: async () => {
      await db.close();
      if (!args.keep) await admin(`drop schema ${schema} cascade`);
    },
  };
}

const productCount = async (db: Db) =>
  Number(
    (
      await db.kysely
        .selectFrom('inventory')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const url = (route: string, q: Record<string, string | number>) =>
  `/api/${route}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

/** `count` different paths from `make` (each asked once: none is answered from the answer memory). */
function distinct(count: number, make: () => string) {
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < count * 100; tries++) out.add(make());
  return [...out];
}

const rssOf = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    rss: kb('VmRSS') / 1024,
    peak: kb('VmHWM') / 1024,
    own: kb('RssAnon') / 1024,
    mapped: (kb('RssFile') + kb('RssShmem')) / 1024,
  };
};

/** The highest own (anonymous) memory of `pid` seen every 50 ms until `stop()` (the kernel keeps no such peak). */
function ownPeakOf(pid: number) {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, rssOf(pid).own);
    } catch {
      // the process has ended
    }
  };
  const timer = setInterval(sample, 50);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

async function measure(dialect: Dialect, products: number, words: { name: string[]; body: string[] }): Promise<Row> {
  const { db, url: databaseUrl, target, drop } = await database(dialect, products);
  try {
    let seedS = 0;
    if ((await productCount(db)) !== products) {
      if ((await productCount(db)) > 0) throw new Error(`${databaseUrl} holds another catalogue: remove it`);
      const t = performance.now();
      await bulkSeed(db, target, products, corpus);
      seedS = (performance.now() - t) / 1000;
    }
    console.log(`  ${dialect} ${products}: seeded in ${seedS.toFixed(0)} s (load ${load()})`);

    // An owner of the shop's staff, signed in just now, for the console's price change.
    const email = `bench-${Date.now()}@example.com`;
    const { user_id } = await db.kysely
      .insertInto('app_user')
      .values({ email, screen_name: `bench${Date.now()}`, role: 'operator', created_at: new Date().toISOString() })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await setOperator(db.kysely, email, 'grant');
    const family = await newSignIn(db.kysely, user_id);
    const tokens = new AccessTokens(new TextEncoder().encode(JWT_SECRET));

    const r = rng(products);
    let ownPeak: ReturnType<typeof ownPeakOf> | undefined;
    const word = (list: string[]) => itemAt(list, r.int(0, list.length - 1));
    const firstSearch = url('product/inventory', { search: word(words.name) });
    const server = await startBuiltServer(databaseUrl, {
      firstPath: firstSearch,
      pollMs: 20,
      env: { JWT_SECRET },
      withinMs: 900_000,
      onSpawn: (pid) => (ownPeak = ownPeakOf(pid)),
    });
    try {
      const ready = await untilIndexReady(server.origin, Date.now() - server.firstAnswerMs);
      const categories = await db.kysely.selectFrom('category').select(['category_id', 'parent_id']).execute();
      const perSub = products / categories.filter((c) => c.parent_id !== null).length;
      const category = () => {
        const c = itemAt(categories, r.int(0, categories.length - 1));
        return {
          id: c.category_id,
          pages: Math.max(1, Math.floor((c.parent_id === null ? perSub * 5 : perSub) / PAGE)),
        };
      };
      const sort = () => itemAt(SORTS, r.int(0, SORTS.length - 1));
      const cases = {
        category: distinct(RUNS, () => {
          const c = category();
          return url('product/inventory', { categoryId: c.id, sort: sort(), page: r.int(1, Math.min(c.pages, 200)) });
        }),
        search: distinct(RUNS, () =>
          url('product/inventory', {
            search: r.chance(0.5) ? word(words.name) : `${word(words.name)} ${word(words.body)}`,
            sort: sort(),
            page: r.int(1, 5),
          }),
        ),
        filtered: distinct(RUNS, () => {
          const c = category();
          return url('product/inventory', {
            categoryId: c.id,
            minPrice: r.int(900, 30000),
            inStock: 1,
            ...(r.chance(0.3) ? { color: 'Sage' } : { minRating: r.int(3, 4) }),
            sort: sort(),
            page: r.int(1, 10),
          });
        }),
        suggestion: distinct(RUNS, () => {
          const w = word(words.name);
          const prefix = w.slice(0, r.int(2, Math.min(5, w.length)));
          return url('search/suggest', { q: r.chance(0.5) ? prefix : `${word(words.name)} ${prefix}` });
        }),
      };
      const p95 = async (paths: string[]) => percentiles(await latencies(server.origin, paths)).p95;
      await latencies(server.origin, [...cases.category.slice(0, 5), ...cases.search.slice(0, 5)]); // warm-up
      const categoryP95 = await p95(cases.category);
      const searchP95 = await p95(cases.search);
      const filteredP95 = await p95(cases.filtered);
      const suggestP95 = await p95(cases.suggestion);
      const timeGet = async (p: string) => {
        const t = performance.now();
        const res = await fetch(server.origin + p, { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${p}: ${res.status}`);
        return performance.now() - t;
      };
      const sitemapMs = await timeGet('/sitemap.xml');
      const sitemapFileMs = await timeGet('/sitemaps/products-1.xml');
      const updateVisibleMs = await priceUntilSeen(server.origin, await tokens.sign(user_id, family), products);
      const { rss, peak, own, mapped } = rssOf(server.pid);
      const ownPeakMb = ownPeak?.stop() ?? own;
      const row: Row = {
        db: dialect,
        products,
        seedS,
        firstSearchS: server.firstAnswerMs / 1000,
        indexReadyS: ready.ms / 1000,
        cutWhileBuilding: ready.cut,
        indexS: null,
        updateVisibleMs,
        categoryP95,
        searchP95,
        filteredP95,
        suggestP95,
        sitemapMs,
        sitemapFileMs,
        rssMb: rss,
        peakMb: peak,
        ownMb: own,
        ownPeakMb,
        mappedMb: mapped,
        load: load(),
      };
      await server.stop();
      row.indexS = await timeIndexBuild(db);
      return row;
    } catch (error) {
      await server.stop();
      throw error;
    }
  } finally {
    await drop();
  }
}

/**
 * Milliseconds from `spawnedAt` until a filtered list (read from the index alone) answers, and
 * how many of the asks meanwhile lost their connection (a build's long synchronous steps hold the
 * event loop past the server's header timeout on a busy machine).
 */
async function untilIndexReady(origin: string, spawnedAt: number) {
  let cut = 0;
  for (;;) {
    try {
      const res = await fetch(`${origin}/api/product/inventory?minPrice=1&num=1`);
      await res.arrayBuffer();
      if (res.ok) return { ms: Date.now() - spawnedAt, cut };
      if (res.status !== 503) throw new Error(`a filtered list answered ${res.status}`);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error; // fetch's own failure: the connection was cut
      cut++;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One product's price saved through the console (as its editor saves it) until a search for
 * its model code shows the new price: the milliseconds from sending the save.
 */
async function priceUntilSeen(origin: string, token: string, products: number) {
  const id = Math.max(1, Math.floor(products / 3));
  const authorization = `Bearer ${token}`;
  const saved = await callApi(origin, getConsoleProduct, { params: { productId: id } }, authorization);
  const { productId: _id, stock: _stock, updatedAt: _at, ...body } = saved;
  const price = saved.price + 100;
  const search = { query: { search: `m${(id * 7919) % 50000}`, num: 100 } };
  const t = performance.now();
  await callApi(origin, updateProduct, { params: { productId: id }, body: { ...body, price } }, authorization);
  for (;;) {
    const { list } = await callApi(origin, listProducts, search);
    if (list.find((c) => c.productId === id)?.price === price) return performance.now() - t;
    if (performance.now() - t > 120_000) throw new Error('the new price did not show within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sizes = args.sizes!.split(',').map(Number);
const dialects = args.db!.split(',') as Dialect[];
if (dialects.includes('postgres') && !(await postgresAnswers(args.pg!))) {
  console.log('PostgreSQL does not answer: skipped');
  dialects.splice(dialects.indexOf('postgres'), 1);
}
if (!fs.existsSync('dist/server/main.js')) throw new Error('Build the shop first: npm run build');
const corpus = shopCorpus(5000).docs;
const words = {
  name: [...new Set(corpus.flatMap((d) => d.name.split(' ')).filter((w) => /^[a-z]{4,}$/.test(w)))],
  body: [...new Set(corpus.flatMap((d) => d.text.split(' ')).filter((w) => /^[a-z]{5,}$/.test(w)))],
};
console.log(`# The catalogue's cost curve (load average at start ${load()}, ${os.cpus().length} cores)`);
const rows: Row[] = [];
for (const products of sizes)
  for (const dialect of dialects) {
    rows.push(await measure(dialect, products, words));
    print(rows);
  }

function print(all: Row[]) {
  const cols: [string, (r: Row) => string][] = [
    ['db', (r) => r.db],
    ['products', (r) => String(r.products)],
    ['own MB', (r) => r.ownMb.toFixed(0)],
    ['own peak MB', (r) => r.ownPeakMb.toFixed(0)],
    ['mapped file MB', (r) => r.mappedMb.toFixed(0)],
    ['RSS MB', (r) => r.rssMb.toFixed(0)],
    ['RSS peak MB', (r) => r.peakMb.toFixed(0)],
    ['1st search s', (r) => r.firstSearchS.toFixed(2)],
    ['index ready s', (r) => r.indexReadyS.toFixed(1)],
    ['cut while building', (r) => String(r.cutWhileBuilding)],
    ['index s', (r) => (r.indexS === null ? '–' : r.indexS.toFixed(2))],
    ['price→seen ms', (r) => r.updateVisibleMs.toFixed(0)],
    ['category p95', (r) => r.categoryP95.toFixed(1)],
    ['search p95', (r) => r.searchP95.toFixed(1)],
    ['filtered p95', (r) => r.filteredP95.toFixed(1)],
    ['suggest p95', (r) => r.suggestP95.toFixed(1)],
    ['sitemap.xml ms', (r) => r.sitemapMs.toFixed(0)],
    ['products-1.xml ms', (r) => r.sitemapFileMs.toFixed(0)],
    ['seed s', (r) => (r.seedS ? r.seedS.toFixed(0) : 'kept')],
    ['load avg', (r) => r.load],
  ];
  console.log(`\n| ${cols.map(([h]) => h).join(' | ')} |`);
  console.log(`| ${cols.map(() => '---').join(' | ')} |`);
  for (const r of all) console.log(`| ${cols.map(([, f]) => f(r)).join(' | ')} |`);
}
