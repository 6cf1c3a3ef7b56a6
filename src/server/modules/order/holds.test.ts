import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCartItem, listCart, updateCartItem } from '@shared/contract/cart';
import { startCheckout } from '@shared/contract/order';
import { testDialects } from '@server/test/test-app';
import { callEndpoint } from '@server/test/call-endpoint';
import { FIXTURE_STOCK } from '@server/modules/catalog/catalog.fixture';
import { setStock, stockOf } from '@server/modules/stock/stock.repository';
import { openOrderShop, type OrderShop, type Shopper } from './order.fixture.js';
import * as repo from './order.repository.js';
import { CHECKOUT_LIMIT, PLACE_ORDER_LIMIT } from './order.routes.js';
import { sweepOrders } from './sweep.js';
import { itemAt } from '@shared/item-at';

const MINUTE = 60_000;

/**
 * What one account may hold unpaid, and for how long (docs/security.md "Holding stock"). The shop
 * runs with its defaults except a cart of at most 4 lines, so the cap on lines is reached with the
 * fixture's few products.
 */
describe.each(testDialects)('holding stock on %s', (dialect) => {
  let s: OrderShop;
  beforeAll(async () => {
    s = await openOrderShop(dialect, { env: { ORDER_MAX_LINES: '4' } });
  });
  afterAll(() => s.close());

  const pendingOf = async (userId: number) => repo.findPendingOf(s.db.kysely, userId);
  const cartOf = async (shopper: Shopper) => (await callEndpoint(s.app, listCart, {}, shopper)).data.list;

  it('refuses a line past the cap on lines, but still adds to a line the cart has', async () => {
    const shopper = await s.customer('lines');
    for (const id of s.f.fillers.slice(0, 4)) await shopper.add(id);
    const fifth = await callEndpoint(
      s.app,
      addCartItem,
      { body: { inventoryId: itemAt(s.f.fillers, 4), qty: 1 } },
      shopper,
    );
    expect([fifth.status, fifth.body.errMsg]).toEqual([
      400,
      'A cart can hold at most 4 different items; please remove some first',
    ]);
    await shopper.add(itemAt(s.f.fillers, 0), 2);
    const cart = await cartOf(shopper);
    expect(cart.map((l) => [l.inventoryId, l.qty]).sort()).toEqual(
      s.f.fillers
        .slice(0, 4)
        .map((id, i) => [id, i === 0 ? 3 : 1])
        .sort(),
    );
  });

  it('refuses an order of more units of one product than one account may hold, taking nothing', async () => {
    const greedy = await s.customer('units');
    await greedy.add(s.f.ids.oxford, 11);
    const tooManyOfOne = await greedy.order();
    expect([tooManyOfOne.status, tooManyOfOne.body.errMsg]).toEqual([
      400,
      'You can order at most 10 of "Blue Oxford Shirt" at once',
    ]);

    expect(await stockOf(s.db.kysely, s.f.ids.oxford)).toBe(FIXTURE_STOCK);
    expect(await pendingOf(greedy.userId)).toBeUndefined();
  });

  it('refuses an order past the units one account may hold in all', async () => {
    const shop = await openOrderShop(dialect, { env: { ORDER_MAX_UNITS: '12' } });
    try {
      const hoarder = await shop.customer('all');
      await hoarder.add(shop.f.ids.candle, 7);
      await hoarder.add(shop.f.ids.lamp, 6);
      const placed = await hoarder.order();
      expect([placed.status, placed.body.errMsg]).toEqual([
        400,
        'An order can hold at most 12 units in all; please lower some quantities',
      ]);
      expect(await stockOf(shop.db.kysely, shop.f.ids.candle)).toBe(FIXTURE_STOCK);
    } finally {
      await shop.close();
    }
  });

  it('lets one order take at most half of what is left of a product, and always the last unit', async () => {
    const product = itemAt(s.f.fillers, 5);
    await setStock(s.db.kysely, product, 3);
    const first = await s.customer('share');
    await first.add(product, 3);
    const refused = await first.order();
    expect([refused.status, refused.body.errMsg]).toEqual([
      409,
      'Only 3 left of "Basic Tee No 6"; you can order at most 2 of them',
    ]);
    expect(await stockOf(s.db.kysely, product)).toBe(3);

    const second = await s.customer('share');
    await second.add(product, 2);
    expect((await second.order()).status).toBe(200);
    const last = await s.customer('share');
    await last.add(product, 1);
    expect((await last.order()).status).toBe(200);
    expect(await stockOf(s.db.kysely, product)).toBe(0);
  });

  it('never says exactly how much is left when plenty is', async () => {
    const product = itemAt(s.f.fillers, 6);
    await setStock(s.db.kysely, product, 15);
    const shopper = await s.customer('plenty');
    await shopper.add(product, 9);
    const refused = await shopper.order();
    expect([refused.status, refused.body.errMsg]).toEqual([
      409,
      'Not enough of "Basic Tee No 7" in stock for 9; please order fewer',
    ]);
  });

  it('holds stock 10 minutes while no payment page is opened, and 30 once one is', async () => {
    const idle = await s.customer('idle');
    await idle.add(itemAt(s.f.fillers, 7), 2);
    expect((await idle.order()).status).toBe(200);

    const paying = await s.customer('paying');
    await paying.add(itemAt(s.f.fillers, 8), 2);
    const placed = await paying.order();
    s.clock.advance(5 * MINUTE);
    expect((await paying.checkout(placed.data.orderId)).status).toBe(200);

    s.clock.advance(5 * MINUTE + 1000); // 10 min after both were placed
    await sweepOrders(s.deps);
    expect(await pendingOf(idle.userId)).toBeUndefined();
    expect(await stockOf(s.db.kysely, itemAt(s.f.fillers, 7))).toBe(FIXTURE_STOCK);
    expect(await pendingOf(paying.userId)).toBeDefined();

    s.clock.advance(24 * MINUTE); // 29 min after the payment page opened
    await sweepOrders(s.deps);
    expect(await pendingOf(paying.userId)).toBeDefined();
    expect(await stockOf(s.db.kysely, itemAt(s.f.fillers, 8))).toBe(FIXTURE_STOCK - 2);

    s.clock.advance(MINUTE + 1000);
    await sweepOrders(s.deps);
    expect(await pendingOf(paying.userId)).toBeUndefined();
    expect(await stockOf(s.db.kysely, itemAt(s.f.fillers, 8))).toBe(FIXTURE_STOCK);
  });

  it("counts the shopper's own unpaid order as theirs when they change the cart and confirm again", async () => {
    const product = itemAt(s.f.fillers, 9);
    await setStock(s.db.kysely, product, 2);
    const shopper = await s.customer('own');
    await shopper.add(product, 1);
    expect((await shopper.order()).status).toBe(200);
    const held = await s.customer('own');
    await held.add(product, 1);
    expect((await held.order()).status).toBe(200); // the last unit goes to someone else
    expect(await stockOf(s.db.kysely, product)).toBe(0);

    await shopper.add(itemAt(s.f.fillers, 10), 1); // changes the cart: a new order replaces the first
    const cart = await cartOf(shopper);
    expect(cart.every((l) => l.isValid)).toBe(true);
    const again = await shopper.order();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const pending = (await pendingOf(shopper.userId))!;
    expect(pending.order_number).toBe(again.data.orderId);
    expect((await repo.itemsOf(s.db.kysely, pending.order_id)).map((i) => i.inventory_id).sort()).toEqual(
      [product, s.f.fillers[10]].sort(),
    );
    expect(await stockOf(s.db.kysely, product)).toBe(0);
  });

  it('limits how many orders and payment pages one customer opens in ten minutes (20 each)', async () => {
    const shopper = await s.customer('rate');
    const line = await shopper.add(itemAt(s.f.fillers, 11));
    const answers = [];
    for (let i = 0; i <= PLACE_ORDER_LIMIT.limit; i++) {
      // Another quantity each time, so each call replaces the order with a new one.
      await callEndpoint(s.app, updateCartItem, { params: { cartItemId: line }, body: { qty: 1 + (i % 2) } }, shopper);
      answers.push(await shopper.order());
    }
    const last = answers.pop()!;
    expect(answers.map((a) => a.status)).toEqual(Array(PLACE_ORDER_LIMIT.limit).fill(200));
    expect(last.status).toBe(429);
    expect(last.body.errMsg).toMatch(/^Too many orders placed, please try again in \d+ minutes?$/);

    const orderNumber = answers.at(-1)!.data.orderId;
    const opened = [];
    for (let i = 0; i <= CHECKOUT_LIMIT.limit; i++) opened.push((await shopper.checkout(orderNumber)).status);
    expect(opened).toEqual([...Array(CHECKOUT_LIMIT.limit).fill(200), 429]);
    s.clock.advance(10 * MINUTE); // no sweep: the next window starts
  });

  it('refuses control characters in the return addresses and normalises them before the payment page keeps them', async () => {
    const shopper = await s.customer('urls');
    await shopper.add(itemAt(s.f.fillers, 12));
    const { orderId: orderNumber } = (await shopper.order()).data;
    const start = (successUrl: string) =>
      callEndpoint(
        s.app,
        startCheckout,
        {
          params: { orderId: orderNumber },
          body: { paymentGateway: 'stripe', successUrl, cancelUrl: 'http://shop.test/order' },
        },
        shopper,
      );
    const nul = await start('http://shop.test/order?status=success\u0000x');
    expect([nul.status, nul.body.errMsg]).toEqual([400, 'successUrl: must not contain control characters']);

    const ok = await start('HTTP://SHOP.test/./order/../order?status=success&orderId={CHECKOUT_SESSION_ID}');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const paid = await s.payOnPage(ok.data.checkoutUrl);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/^http:\/\/shop\.test\/order\?status=success&orderId=[^{}]+$/);
  });

  it("shows the shop's own page, never a framework error, when the return address cannot be written", async () => {
    const shopper = await s.customer('unwritable');
    await shopper.add(itemAt(s.f.fillers, 13));
    const { orderId: orderNumber } = (await shopper.order()).data;
    const { checkoutUrl } = (await shopper.checkout(orderNumber)).data;
    // Kept before return addresses were checked: nothing a Location header can carry.
    await s.db.kysely
      .updateTable('test_checkout_session')
      .set({ success_url: 'http://[shop.test/order' })
      .where('order_ref', '=', orderNumber)
      .execute();
    const res = await s.app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 40',
        cvc: '123',
        name: 'A',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Payment received');
    expect((await repo.findByNumber(s.db.kysely, orderNumber))?.payment_status).toBe('success');
  });
});
