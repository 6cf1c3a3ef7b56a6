/**
 * Checkout speed at 100 000 products, on SQLite and (when it answers) PostgreSQL:
 *   npm run bench:checkout [-- --products 100000 --orders 200 --parallel 20 --seconds 15 --dialects sqlite,postgres]
 * Through HTTP on a listening server, as a shopper's browser calls it: add to cart, place the
 * order, start the checkout, pay on the test checkout page, return (capture, which fulfils).
 * Prints p50/p95 of each call one shopper at a time, then orders per second with `--parallel`
 * shoppers buying at once. The page's own outcome hook is turned off so that the capture does
 * the fulfilment (its transaction, the cart clean-up and the confirmation mail) and is timed.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.js';
import { parseConfig } from '../../src/server/config.js';
import type { Db, Dialect } from '../../src/server/db/database.js';
import { seedCatalog } from '../../src/server/demo/seed.js';
import { openFresh, postgresAnswers } from '../lib/fresh-db.js';
import { callApi } from '../lib/api.js';
import type { Endpoint, InputOf } from '../../src/shared/contract/endpoint.js';
import { addCartItem } from '../../src/shared/contract/cart.js';
import { captureOrder, placeOrder, startCheckout } from '../../src/shared/contract/order.js';
import { ms, percentiles } from '../lib/stats.js';
import { newSignIn } from '../../src/server/test/users.js';
import { benchShopper, payOnTestCheckout, type BenchShopper } from '../lib/shopper.js';
import { itemAt } from '../../src/shared/item-at.js';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '200' },
    parallel: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    dialects: { type: 'string', default: 'sqlite,postgres' },
  },
});
const PRODUCTS = Number(args.products);
const ORDERS = Number(args.orders);
const PARALLEL = Number(args.parallel);
const SECONDS = Number(args.seconds);
const PUBLIC_URL = 'http://shop.bench';

interface Shopper extends BenchShopper {
  headers: { authorization: string; 'content-type': string };
}

async function makeShoppers(db: Db, count: number, sign: (userId: number) => Promise<string>): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const shopper = await benchShopper(db, sign, `bench-${i}`);
    shoppers.push({
      ...shopper,
      headers: { authorization: shopper.authorization, 'content-type': 'application/json' },
    });
  }
  return shoppers;
}

async function benchDialect(dialect: Dialect) {
  console.log(`\n## ${dialect}`);
  const { db, dir, cleanup } = await openFresh(dialect, args.pg!, 'bench_checkout');
  try {
    const started = Date.now();
    await seedCatalog(db, { products: PRODUCTS, shopName: 'Bench Shop' });
    console.log(`seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Plenty of every product without required add-ons, spread over the whole catalogue.
    const products = (
      await db.kysely
        .selectFrom('inventory')
        .select('inventory_id')
        .where('require_size_addon', '=', 0)
        .where('require_color_addon', '=', 0)
        .where('require_ship_addon', '=', 0)
        .where('require_accessory_addon', '=', 0)
        .where('is_active', '=', 1)
        .where(sql<boolean>`inventory_id % 97 = 0`)
        .execute()
    ).map((r) => r.inventory_id);
    await db.kysely
      .updateTable('inventory_stock')
      .set({ stock: 1_000_000 })
      .where('inventory_id', 'in', products)
      .execute();
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);

    const config = parseConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, PUBLIC_URL, NODE_ENV: 'production' });
    const app = await buildApp(config, {
      db,
      webDir: '/nonexistent',
      orderSweep: false,
      providers: { paymentOutcomes: { paid: async () => {}, failed: async () => {} } },
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const shoppers = await makeShoppers(db, Math.max(ORDERS, PARALLEL), async (id) =>
      app.accessTokens.sign(id, await newSignIn(db.kysely, id)),
    );

    const call = <E extends Endpoint>(shopper: Shopper, endpoint: E, input: InputOf<E>) =>
      callApi(base, endpoint, input, shopper.headers.authorization);
    const timed = async <T>(samples: number[], fn: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      const result = await fn();
      samples.push(performance.now() - start);
      return result;
    };
    const samples = {
      add: [] as number[],
      order: [] as number[],
      checkout: [] as number[],
      pay: [] as number[],
      capture: [] as number[],
    };
    let n = 0;
    /** One purchase of two products, each call timed into `into` when given. */
    const purchase = async (shopper: Shopper, into?: typeof samples) => {
      const t = <T>(key: keyof typeof samples, fn: () => Promise<T>) => (into ? timed(into[key], fn) : fn());
      for (let i = 0; i < 2; i++) {
        const productId = itemAt(products, n++ % products.length);
        await t('add', () => call(shopper, addCartItem, { body: { productId, qty: 1 } }));
      }
      const { orderId } = await t('order', () =>
        call(shopper, placeOrder, {
          body: {
            couponCode: 'WELCOME10',
            billingAddressId: shopper.billingAddressId,
            shippingAddressId: shopper.shippingAddressId,
          },
        }),
      );
      const { checkoutUrl } = await t('checkout', () =>
        call(shopper, startCheckout, {
          params: { orderId },
          body: {
            paymentGateway: 'stripe',
            successUrl: `${PUBLIC_URL}/order?status=success&orderId=${orderId}`,
            cancelUrl: `${PUBLIC_URL}/order`,
          },
        }),
      );
      await t('pay', async () => {
        await payOnTestCheckout(base, checkoutUrl);
      });
      const order = await t('capture', () => call(shopper, captureOrder, { params: { orderId } }));
      if (order.paymentStatus !== 'success') throw new Error(`capture left ${orderId} ${order.paymentStatus}`);
    };

    for (let i = 0; i < Math.min(20, ORDERS); i++) await purchase(itemAt(shoppers, i)); // warm-up
    for (let i = 0; i < ORDERS; i++) await purchase(itemAt(shoppers, i), samples);
    console.log(`\none shopper at a time, ${ORDERS} purchases of 2 products with a coupon (HTTP, ms)`);
    for (const [label, key] of [
      ['add to cart', 'add'],
      ['create order', 'order'],
      ['start checkout', 'checkout'],
      ['pay on the test checkout page', 'pay'],
      ['capture (fulfil + mail)', 'capture'],
    ] as const) {
      const r = percentiles(samples[key]);
      console.log(
        `  ${label.padEnd(32)} p50 ${ms(r.p50).padStart(9)}  p95 ${ms(r.p95).padStart(9)}  max ${ms(r.max).padStart(9)}`,
      );
    }

    let completed = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const begun = performance.now();
    await Promise.all(
      shoppers.slice(0, PARALLEL).map(async (shopper) => {
        while (performance.now() < deadline) {
          await purchase(shopper);
          completed++;
        }
      }),
    );
    const elapsed = (performance.now() - begun) / 1000;
    console.log(
      `\n${PARALLEL} shoppers in parallel for ${SECONDS} s: ${completed} orders paid, ${(completed / elapsed).toFixed(1)} orders/s`,
    );
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
console.log(`# checkout benchmark: ${PRODUCTS} products, node ${process.version}, ${os.cpus().length} cores`);
for (const d of dialects) await benchDialect(d);
