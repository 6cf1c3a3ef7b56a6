/**
 * Invoices drawn in a burst against everything else: starts the built server as `npm start` does
 * (`scripts/build-if-stale.mjs`, then `dist/server/main.js`, its own process, SQLite), prepares
 * paid orders of the largest size an order may have (50 lines, long names in three scripts,
 * every kind of add-on on every line), then in each round downloads 10 of their invoices at once
 * (first downloads: each is drawn) while a single client keeps fetching a static file
 * (`/favicon.svg`), one request after the other, until the 10 are answered. Prints that file's
 * latencies quiet and during the bursts, their ratio, the time to draw one such invoice alone
 * and to serve it once kept. Target: p95 of the static file < 100 ms during a burst.
 *
 *   npm run bench:invoice-burst [-- --rounds 3 --parallel 10 --lines 50 --sources]
 *
 * `--sources` runs the server from TypeScript through tsx instead, as `npm run dev` does.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../../src/server/config.js';
import { openMigratedDb, type Db } from '../../src/server/db/database.js';
import { seedCatalog } from '../../src/server/demo/seed.js';
import { AccessTokens, loadServerSecret } from '../../src/server/lib/auth.js';
import { systemClock } from '../../src/server/providers/clock/clock.js';
import { newSignIn } from '../../src/server/test/users.js';
import { percentiles } from '../lib/stats.js';
import { benchShopper, payOnTestCheckout, type BenchShopper } from '../lib/shopper.js';
import { callApi } from '../lib/api.js';
import type { Endpoint, InputOf } from '../../src/shared/contract/endpoint.js';
import { addCartItem } from '../../src/shared/contract/cart.js';
import { placeOrder, startCheckout } from '../../src/shared/contract/order.js';
import { itemAt } from '../../src/shared/item-at.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    parallel: { type: 'string', default: '10' },
    lines: { type: 'string', default: '50' },
    sources: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const PARALLEL = Number(args.parallel);
const LINES = Number(args.lines);
const TARGET_P95_MS = 100;
/** Invoices drawn one at a time, with nothing else going on, for the time one drawing takes. */
const SINGLES = 5;
const PORT = 3989;
const base = `http://127.0.0.1:${PORT}`;
const ADDON_TYPES = ['color', 'size', 'ship', 'accessory'] as const;
const ADDON_FIELDS = {
  color: 'colorAddonId',
  size: 'sizeAddonId',
  ship: 'shipAddonId',
  accessory: 'accessoryAddonId',
} as const;
/** As long as the catalogue lets an operator make them: 200 characters a name, 100 an add-on. */
const longText = (prefix: string, length: number) =>
  `${prefix} Zażółć gęślą jaźń Αλέξανδρος 山田太郎 `.repeat(10).slice(0, length).trimEnd();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-invoice-burst-'));
const env = {
  NODE_ENV: 'production',
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-invoice-burst-secret-of-at-least-32-characters',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
};

type Shopper = BenchShopper;

/** A catalogue whose first LINES products have long names and one add-on of every kind each. */
async function prepareCatalog(
  db: Db,
): Promise<{ productId: number; addons: Partial<Record<(typeof ADDON_FIELDS)[keyof typeof ADDON_FIELDS], number>> }[]> {
  await seedCatalog(db, { products: LINES + 20, shopName: 'Bench Shop' });
  const products = await db.kysely
    .selectFrom('inventory')
    .select('inventory_id')
    .where('is_active', '=', 1)
    .orderBy('inventory_id')
    .limit(LINES)
    .execute();
  const lines = [];
  for (const [i, { inventory_id }] of products.entries()) {
    await db.kysely
      .updateTable('inventory')
      .set({ name: longText(`Product ${i + 1}`, 200) })
      .where('inventory_id', '=', inventory_id)
      .execute();
    await db.kysely
      .updateTable('inventory_stock')
      .set({ stock: 100_000 })
      .where('inventory_id', '=', inventory_id)
      .execute();
    const addons: Partial<Record<(typeof ADDON_FIELDS)[keyof typeof ADDON_FIELDS], number>> = {};
    for (const [position, type] of ADDON_TYPES.entries()) {
      const { addon_id } = await db.kysely
        .insertInto('addon')
        .values({
          inventory_id,
          addon_type: type,
          name: longText(`${type} ${i + 1}`, 100),
          plus_price: 150 * (position + 1),
          delivery_days: type === 'ship' ? 2 : null,
          position: 100 + position,
          is_active: 1,
        })
        .returning('addon_id')
        .executeTakeFirstOrThrow();
      addons[ADDON_FIELDS[type]] = addon_id;
    }
    lines.push({ productId: inventory_id, addons });
  }
  return lines;
}

const makeShopper = (db: Db, tokens: AccessTokens, label: string) =>
  benchShopper(db, async (userId) => tokens.sign(userId, await newSignIn(db.kysely, userId)), label, {
    fullName: 'Zażółć Αλέξανδρος 山田太郎',
    addressLine2: 'Suite 3',
  });

const call = <E extends Endpoint>(shopper: Shopper, endpoint: E, input: InputOf<E>) =>
  callApi(base, endpoint, input, shopper.authorization);

/** A paid order of every prepared line; answers its public id. */
async function paidOrder(shopper: Shopper, lines: Awaited<ReturnType<typeof prepareCatalog>>): Promise<string> {
  for (const line of lines)
    await call(shopper, addCartItem, { body: { productId: line.productId, qty: 1, ...line.addons } });
  const { orderId, orderUuid } = await call(shopper, placeOrder, {
    body: { billingAddressId: shopper.billingAddressId, shippingAddressId: shopper.shippingAddressId },
  });
  const { checkoutUrl } = await call(shopper, startCheckout, {
    params: { orderId },
    body: { paymentGateway: 'stripe', successUrl: `${base}/order?status=success`, cancelUrl: `${base}/order` },
  });
  await payOnTestCheckout(base, checkoutUrl);
  return orderUuid;
}

async function timedInvoice(shopper: Shopper, orderUuid: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(`${base}/api/order/${orderUuid}/invoice-pdf`, {
    headers: { authorization: shopper.authorization },
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`invoice: ${res.status}`);
  return { ms: performance.now() - start, bytes };
}

async function timedStatic(): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${base}/favicon.svg`, { headers: { 'accept-encoding': 'identity' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`/favicon.svg: ${res.status}`);
  return performance.now() - start;
}

async function waitUntilUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/home/banners`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

const row = (name: string, v: number[]) => {
  const p = percentiles(v);
  const f = (x: number) => `${x.toFixed(1).padStart(7)} ms`;
  return `${name.padEnd(34)} n=${String(v.length).padStart(4)}  p50 ${f(p.p50)}  p95 ${f(p.p95)}  max ${f(p.max)}`;
};

if (!args.sources) execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
const db = await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
const tokens = new AccessTokens(loadServerSecret(parseConfig(env)), systemClock);
const lines = await prepareCatalog(db);
// One shopper per parallel download (each draws ROUNDS invoices, well within the limit) and one
// for the single timings (SINGLES + 1 drawings and 20 kept downloads, within it too).
const shoppers: Shopper[] = [];
for (let i = 0; i < PARALLEL; i++) shoppers.push(await makeShopper(db, tokens, `burst-${i}`));
const timer = await makeShopper(db, tokens, 'timer');
await db.close();

const serverArgs = args.sources
  ? ['--import', 'tsx', 'src/server/main.ts']
  : ['--enable-source-maps', 'dist/server/main.js'];
const server = spawn(process.execPath, serverArgs, {
  env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitUntilUp();
  console.log(`preparing ${PARALLEL * ROUNDS + SINGLES + 1} paid orders of ${LINES} lines…`);
  const rounds: string[][] = [];
  for (let r = 0; r < ROUNDS; r++) rounds.push(await Promise.all(shoppers.map((s) => paidOrder(s, lines))));
  const warmUp = await paidOrder(timer, lines);
  const singles = [];
  for (let i = 0; i < SINGLES; i++) singles.push(await paidOrder(timer, lines));

  for (let i = 0; i < 50; i++) await timedStatic();
  const cold = await timedInvoice(timer, warmUp); // starts the worker, which loads pdfkit and the fonts
  const drawn: { ms: number; bytes: number }[] = [];
  for (const orderUuid of singles) drawn.push(await timedInvoice(timer, orderUuid));
  const kept: number[] = [];
  for (let i = 0; i < 20; i++) kept.push((await timedInvoice(timer, itemAt(singles, 0))).ms);

  const quiet: number[] = [];
  const burst: number[] = [];
  const burstTimes: number[] = [];
  for (const orders of rounds) {
    for (let i = 0; i < 100; i++) quiet.push(await timedStatic());
    let done = false;
    const started = performance.now();
    const downloads = Promise.all(orders.map((orderUuid, i) => timedInvoice(itemAt(shoppers, i), orderUuid))).then(
      () => {
        done = true;
        burstTimes.push(performance.now() - started);
      },
    );
    do burst.push(await timedStatic());
    while (!done);
    await downloads;
  }

  const cores = os.availableParallelism();
  console.log(
    `\n# invoice burst: node ${process.version}, ${cores} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, DOCUMENT_WORKERS=${process.env.DOCUMENT_WORKERS ?? 'default'}, server: ${serverArgs.join(' ')}`,
  );
  console.log(`one invoice of ${LINES} lines, every add-on, long names: ${itemAt(drawn, 0).bytes} bytes`);
  console.log(`  first drawing of the server (starts a worker: pdfkit and fonts): ${cold.ms.toFixed(1)} ms`);
  console.log(
    row(
      '  drawn (first download, alone)',
      drawn.map((d) => d.ms),
    ),
  );
  console.log(row('  served once kept', kept));
  console.log(`${ROUNDS} rounds of ${PARALLEL} first downloads at once`);
  console.log(row(`  all ${PARALLEL} invoices answered`, burstTimes));
  console.log(row('  /favicon.svg, quiet', quiet));
  console.log(row('  /favicon.svg, during the bursts', burst));
  const ratio = (q: 'p50' | 'p95') => percentiles(burst)[q] / percentiles(quiet)[q];
  const p95 = percentiles(burst).p95;
  console.log(
    `  during / quiet: p50 ×${ratio('p50').toFixed(2)}, p95 ×${ratio('p95').toFixed(2)}; p95 during ${p95.toFixed(1)} ms, target < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'MISSED'}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
