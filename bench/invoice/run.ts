/**
 * Invoice PDF speed, on SQLite and (when it answers) PostgreSQL:
 *   npm run bench:invoice [-- --invoices 200 --lines 6 --dialects sqlite,postgres]
 * Buys one order of `--lines` products (a coupon, a billing name in Latin, Greek and Japanese
 * so both fonts are embedded) through HTTP on a listening server, then downloads its invoice
 * `--invoices` times one after another: `GET /api/order/{orderUuid}/invoice-pdf`, timed from
 * request to the last byte. Also times the renderer alone (no HTTP, no database) and the very
 * first invoice of the process (which loads pdfkit and the fonts), and for comparison the order's
 * JSON detail over the same HTTP path (authentication, order lookup). Target: p95 < 30 ms.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.js';
import { parseConfig } from '../../src/server/config.js';
import type { Dialect } from '../../src/server/db/database.js';
import { seedCatalog } from '../../src/server/demo/seed.js';
import { invoiceContentOf } from '../../src/server/modules/invoice/invoice-content.js';
import { renderInvoicePdf } from '../../src/server/modules/invoice/invoice-pdf.js';
import { invoicedOrderOf } from '../../src/server/modules/invoice/invoice.repository.js';
import { INVOICE_LIMIT, invoiceLimitKey } from '../../src/server/modules/invoice/invoice.routes.js';
import { newSignIn } from '../../src/server/test/users.js';
import { openFresh, postgresAnswers } from '../lib/fresh-db.js';
import { callApi } from '../lib/api.js';
import type { Endpoint, InputOf } from '../../src/shared/contract/endpoint.js';
import { addCartItem } from '../../src/shared/contract/cart.js';
import { getOrder, placeOrder, startCheckout } from '../../src/shared/contract/order.js';
import { ms, timeIt } from '../lib/stats.js';
import { benchShopper, payOnTestCheckout } from '../lib/shopper.js';

/**
 * timeIt, plus the process's CPU time per run: on a busy machine the wall-clock figures carry
 * other processes' noise, while CPU time is what one invoice costs (the client is in this
 * process too, so the HTTP rows include its share).
 */
async function timeWithCpu(runs: number, fn: () => Promise<unknown>) {
  const before = process.cpuUsage();
  const wall = await timeIt(runs, fn);
  const cpu = process.cpuUsage(before);
  // timeIt runs min(20, runs) warm-up calls first.
  return { ...wall, cpu: (cpu.user + cpu.system) / 1000 / (runs + Math.min(20, runs)) };
}

const { values: args } = parseArgs({
  options: {
    invoices: { type: 'string', default: '200' },
    lines: { type: 'string', default: '6' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    dialects: { type: 'string', default: 'sqlite,postgres' },
  },
});
const INVOICES = Number(args.invoices);
const LINES = Number(args.lines);
const TARGET_P95_MS = 30;
const PUBLIC_URL = 'http://shop.bench';
let processIsCold = true;

async function benchDialect(dialect: Dialect) {
  console.log(`\n## ${dialect}`);
  const { db, dir, cleanup } = await openFresh(dialect, args.pg!, 'bench_invoice');
  try {
    await seedCatalog(db, { products: 200, shopName: 'Bench Shop' });
    const products = (
      await db.kysely
        .selectFrom('inventory')
        .select('inventory_id')
        .where('require_size_addon', '=', 0)
        .where('require_color_addon', '=', 0)
        .where('require_ship_addon', '=', 0)
        .where('require_accessory_addon', '=', 0)
        .where('is_active', '=', 1)
        .orderBy('inventory_id')
        .limit(LINES)
        .execute()
    ).map((r) => r.inventory_id);
    await db.kysely.updateTable('inventory_stock').set({ stock: 1000 }).where('inventory_id', 'in', products).execute();
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);

    const config = parseConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, PUBLIC_URL, NODE_ENV: 'production' });
    const app = await buildApp(config, { db, webDir: '/nonexistent', orderSweep: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    const shopper = await benchShopper(
      db,
      async (userId) => app.accessTokens.sign(userId, await newSignIn(db.kysely, userId)),
      'bench-invoice',
      { fullName: 'Zażółć Αλέξανδρος 山田太郎', addressLine2: 'Suite 3' },
    );
    const { authorization } = shopper;
    const call = <E extends Endpoint>(endpoint: E, input: InputOf<E>) => callApi(base, endpoint, input, authorization);

    for (const [i, productId] of products.entries()) {
      await call(addCartItem, { body: { productId, qty: i + 1 } });
    }
    const { orderId, orderUuid } = await call(placeOrder, {
      body: {
        couponCode: 'WELCOME10',
        billingAddressId: shopper.billingAddressId,
        shippingAddressId: shopper.shippingAddressId,
      },
    });
    const { checkoutUrl } = await call(startCheckout, {
      params: { orderId },
      body: {
        paymentGateway: 'stripe',
        successUrl: `${PUBLIC_URL}/order?status=success`,
        cancelUrl: `${PUBLIC_URL}/order`,
      },
    });
    await payOnTestCheckout(base, checkoutUrl);

    let bytes = 0;
    let downloads = 0;
    const download = async () => {
      // One customer downloading hundreds of times would be rate limited: start its count anew
      // before it runs out (once in 60 downloads; the limiter's own hit stays in every timing).
      if (++downloads % INVOICE_LIMIT.limit === 0) await app.rateLimiter.reset(invoiceLimitKey(shopper.userId));
      const res = await fetch(`${base}/api/order/${orderUuid}/invoice-pdf`, { headers: { authorization } });
      if (res.status !== 200) throw new Error(`invoice: ${res.status} ${await res.text()}`);
      bytes = (await res.arrayBuffer()).byteLength;
    };
    const firstStart = performance.now();
    await download();
    const first = performance.now() - firstStart;
    const http = await timeWithCpu(INVOICES, download);
    // The same authentication and order lookup answering JSON: what HTTP and the rest cost.
    const detail = await timeWithCpu(INVOICES, () => call(getOrder, { params: { orderUuid } }));

    const found = (await invoicedOrderOf(db.kysely, shopper.userId, orderUuid))!;
    const content = invoiceContentOf(
      found,
      { number: found.order.invoice_number!, issuedAt: found.order.invoiced_at! },
      { name: config.SHOP_NAME, address: config.SHOP_ADDRESS, taxNumber: '' },
    );
    const render = await timeWithCpu(INVOICES, () => renderInvoicePdf(content));

    const row = (label: string, r: { p50: number; p95: number; max: number; cpu: number }) =>
      console.log(
        `  ${label.padEnd(30)} p50 ${ms(r.p50).padStart(9)}  p95 ${ms(r.p95).padStart(9)}  max ${ms(r.max).padStart(9)}  ` +
          `p95/target ${((r.p95 / TARGET_P95_MS) * 100).toFixed(0).padStart(3)} %  cpu ${ms(r.cpu)}`,
      );
    console.log(`one order of ${LINES} lines with a coupon, ${INVOICES} invoices one at a time (${bytes} bytes each)`);
    console.log(`  first invoice${processIsCold ? ' of the process (loads pdfkit and the fonts)' : ''}: ${ms(first)}`);
    processIsCold = false;
    row('GET invoice-pdf (HTTP)', http);
    row('GET order detail (HTTP, JSON)', detail);
    row('renderer alone', render);
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
console.log(
  `# invoice benchmark: target p95 < ${TARGET_P95_MS} ms, node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const d of dialects) await benchDialect(d);
