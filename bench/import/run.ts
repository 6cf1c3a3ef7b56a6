/**
 * The catalogue import at scale, on SQLite and (when it answers) PostgreSQL:
 *   npm run bench:import [-- --products 20000 --dialects sqlite,postgres]
 * Writes a product file of `products` products × 5 sizes (100 000 rows by default), starts the
 * shop listening on an empty database, posts the file to the import API as the console does and
 * polls the job to the end. Meanwhile a shopper asks the storefront for product pages and
 * category lists one after the other. Prints the import's time, the server's memory growth (its
 * resident size at the peak less before the upload) and the storefront's p50/p95 during the import.
 * The import runs in the server's own process, so its memory and the storefront's times are the
 * server's. Targets: under 2 minutes, under 300 MB.
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app.js';
import { parseConfig } from '../../src/server/config.js';
import type { Dialect } from '../../src/server/db/database.js';
import { generatedCatalogue } from '../../src/server/modules/console/imports/generated-catalogue.js';
import { readModelOf } from '../../src/server/modules/catalog/read-model/index.js';
import { setOperator } from '../../src/server/modules/console/operator-role.js';
import { newSignIn } from '../../src/server/test/users.js';
import { openFresh, postgresAnswers } from '../lib/fresh-db.js';
import { percentiles } from '../lib/stats.js';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    dialects: { type: 'string', default: 'sqlite,postgres' },
  },
});
const PRODUCTS = Number(args.products);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function benchDialect(dialect: Dialect, file: string) {
  console.log(`\n## ${dialect}`);
  const { db, dir, cleanup } = await openFresh(dialect, args.pg!, 'bench_import');
  const config = parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dir, SEED_DEMO: 'false' });
  const app = await buildApp(config, { db, webDir: path.join(dir, 'no-web') });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { user_id } = await db.kysely
      .insertInto('app_user')
      .values({
        email: 'bench@example.com',
        screen_name: 'bench',
        role: 'operator',
        created_at: new Date().toISOString(),
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    // As `npm run operator -- grant` does: role=operator alone opens no scope of the console.
    await setOperator(db.kysely, 'bench@example.com', 'grant');
    const family = await newSignIn(db.kysely, user_id);
    // A fresh token for each call: an access token lives minutes, an import at this scale longer.
    const auth = async () => ({ authorization: `Bearer ${await app.accessTokens.sign(user_id, family)}` });

    const buildsBefore = readModelOf(db).stats.builds;
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let atPeak = process.memoryUsage();
    const anonBefore = anonymousRss();
    let anonPeak = anonBefore;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      if (now.rss > rssPeak) [rssPeak, atPeak] = [now.rss, now];
      anonPeak = Math.max(anonPeak, anonymousRss());
    }, 200);

    const form = new FormData();
    form.append('createCategories', 'true');
    form.append('file', new Blob([await readFile(file)], { type: 'text/csv' }), 'products.csv');
    const started = Date.now();
    const posted = (await (
      await fetch(`${origin}/api/admin/imports/products`, { method: 'POST', headers: await auth(), body: form })
    ).json()) as { data: { importId: string } | null; errMsg?: string };
    if (!posted.data) throw new Error(`the import was refused: ${posted.errMsg}`);
    const importId = posted.data.importId;

    // The storefront, one shopper after another, while the import runs.
    let importing = true;
    const storefront: number[] = [];
    /** Answers that were not 2xx, by status (0: no answer). */
    const failures = new Map<number, number>();
    const fail = (status: number) => failures.set(status, (failures.get(status) ?? 0) + 1);
    // Product pages of products already imported (ids start at 1 in the empty shop).
    let imported = 0;
    const shopper = (async () => {
      for (let i = 0; importing; i++) {
        const url =
          i % 2 || imported === 0
            ? `${origin}/api/product/inventory?page=${1 + (i % 20)}`
            : `${origin}/api/product/inventory/${1 + ((i * 7) % Math.min(imported, 1000))}`;
        const t0 = performance.now();
        try {
          const res = await fetch(url);
          await res.arrayBuffer();
          if (res.ok) storefront.push(performance.now() - t0);
          else fail(res.status);
        } catch {
          fail(0);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    let lastShown = Date.now();
    let report: { status: string; done: number; rows: number; created: number; refused: unknown[] };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // A kept-alive connection the server closed meanwhile is asked again on the next turn.
      const res = await fetch(`${origin}/api/admin/imports/${importId}`, { headers: await auth() }).catch(() => null);
      if (!res) continue;
      const answered = ((await res.json()) as { data: typeof report | null }).data;
      if (!answered) continue;
      report = answered;
      imported = report.created;
      if (Date.now() - lastShown > 15_000) {
        lastShown = Date.now();
        console.log(`  ${report.done} of ${report.rows} rows after ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
      if (report.status === 'done' || report.status === 'failed') break;
    }
    const seconds = (Date.now() - started) / 1000;
    importing = false;
    await shopper;
    // The storefront's search finds every new product once the index has caught up with the import.
    const ended = Date.now();
    let visibleAfter = 'not within 2 minutes';
    while (Date.now() - ended < 120_000) {
      const res = await fetch(`${origin}/api/product/inventory?search=generated&num=1`);
      const found = ((await res.json()) as { data: { total: number } | null }).data;
      if (found?.total === PRODUCTS) {
        visibleAfter = `${((Date.now() - ended) / 1000).toFixed(1)} s`;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    clearInterval(sampler);
    const p = percentiles(storefront);
    console.log(
      `${report.status}: ${report.done} of ${report.rows} rows, ${report.created} products created, ` +
        `${report.refused.length} refused, in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `server memory: ${mb(rssBefore)} MB before, ${mb(rssPeak)} MB at the peak (+${mb(rssPeak - rssBefore)} MB; ` +
        `heap ${mb(atPeak.heapUsed)} used of ${mb(atPeak.heapTotal)} MB, array buffers ${mb(atPeak.arrayBuffers)} MB); ` +
        `without mapped files (SQLite's reader maps the database): +${mb(anonPeak - anonBefore)} MB`,
    );
    console.log(
      `storefront during the import: ${storefront.length} requests, p50 ${p.p50.toFixed(1)} ms, ` +
        `p95 ${p.p95.toFixed(1)} ms, max ${p.max.toFixed(1)} ms, ` +
        `failed: ${failures.size ? [...failures].map(([status, n]) => `${n} × ${status || 'no answer'}`).join(', ') : 'none'}`,
    );
    console.log(
      `catalogue index builds during the import: ${readModelOf(db).stats.builds - buildsBefore}; ` +
        `the search finds all ${PRODUCTS} products ${visibleAfter} after it ended`,
    );
    if (global.gc) {
      global.gc();
      const { rss, heapUsed, heapTotal, arrayBuffers } = process.memoryUsage();
      console.log(
        `after a full collection: RSS ${mb(rss)} MB, heap used ${mb(heapUsed)} of ${mb(heapTotal)} MB, ` +
          `array buffers ${mb(arrayBuffers)} MB`,
      );
    }
  } finally {
    await app.close();
    await cleanup();
  }
}

/**
 * The process's resident memory less the pages of files it maps (Linux's RssAnon): SQLite's reader
 * maps the database file (`mmap_size`), whose pages are the kernel's page cache, shared and
 * dropped under pressure, and grow with the file the import writes. 0 where /proc is not there.
 */
function anonymousRss(): number {
  try {
    const kb = /RssAnon:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

const file = path.join(process.env.TMPDIR ?? '/tmp', `bench-import-${PRODUCTS}.csv`);
await writeFile(file, generatedCatalogue(PRODUCTS));
console.log(`# Import of ${PRODUCTS} products × 5 sizes (${PRODUCTS * 5} rows)`);
for (const dialect of args.dialects!.split(',') as Dialect[]) {
  if (dialect === 'postgres' && !(await postgresAnswers(args.pg!))) {
    console.log('\n## postgres: not answering, skipped');
    continue;
  }
  await benchDialect(dialect, file);
}
