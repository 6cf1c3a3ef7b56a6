import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCart } from '@shared/contract/cart';
import { captureOrder } from '@shared/contract/order';
import { testDialects } from '@server/test/test-app';
import { callEndpoint } from '@server/test/call-endpoint';
import { setStock, stockOf } from '@server/modules/stock/stock.repository';
import { openOrderShop, type OrderShop, type Shopper } from './order.fixture.js';
import * as repo from './order.repository.js';
import { itemAt } from '@shared/item-at';

/** Races that must end exactly one way however they interleave (both databases). */
describe.each(testDialects)('orders under concurrency on %s', (dialect) => {
  let s: OrderShop;
  const paidEventsOf = async (orderNumber: string) => {
    const order = (await repo.findByNumber(s.db.kysely, orderNumber))!;
    return (await repo.eventsOf(s.db.kysely, order.order_id)).filter((e) => e.type.startsWith('paid'));
  };
  const redemptionsOf = async (code: string) =>
    s.db.kysely
      .selectFrom('coupon_redemption as r')
      .innerJoin('coupon as c', 'c.coupon_id', 'r.coupon_id')
      .select('r.order_ref')
      .where('c.code', '=', code)
      .execute();

  beforeAll(async () => {
    s = await openOrderShop(dialect);
  });
  afterAll(() => s.close());

  it('sells 2 each to 30 customers at once until 1 unit is left, refusing the rest; never oversold', async () => {
    const product = itemAt(s.f.fillers, 0);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 30; i++) {
      const shopper = await s.customer(`last-${i}`);
      await shopper.add(product, 2);
      shoppers.push(shopper);
    }
    // 21, 19, … 3, 1: an order of 2 never takes more than half of what is left, so the last unit stays.
    await setStock(s.db.kysely, product, 21);
    const answers = await Promise.all(shoppers.map((shopper) => shopper.order()));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.errMsg])).toEqual(
      Array(20).fill([409, 'Only 1 left of "Basic Tee No 1"']),
    );
    expect(await stockOf(s.db.kysely, product)).toBe(1);
  });

  it('sells exactly the stock when 30 customers each want the last unit', async () => {
    const product = itemAt(s.f.fillers, 1);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 30; i++) {
      const shopper = await s.customer(`one-${i}`);
      await shopper.add(product, 1);
      shoppers.push(shopper);
    }
    await setStock(s.db.kysely, product, 7);
    const answers = await Promise.all(shoppers.map((shopper) => shopper.order()));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    expect(
      answers.filter((a) => a.status === 409 && a.body.errMsg === '"Basic Tee No 2" is out of stock'),
    ).toHaveLength(23);
    expect(await stockOf(s.db.kysely, product)).toBe(0);
  });

  it('makes one order of a double-clicked Confirm (5 at once)', async () => {
    const shopper = await s.customer('double');
    await shopper.add(s.f.ids.lamp, 2);
    const before = await stockOf(s.db.kysely, s.f.ids.lamp);
    const answers = await Promise.all(Array.from({ length: 5 }, () => shopper.order('WELCOME10')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.data.orderId)).size).toBe(1);
    const orders = await s.db.kysely
      .selectFrom('customer_order')
      .select('order_id')
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(orders).toHaveLength(1);
    expect(await stockOf(s.db.kysely, s.f.ids.lamp)).toBe(before - 2);
  });

  it('redeems a single-use coupon once among 20 customers ordering at once', async () => {
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 20; i++) {
      const shopper = await s.customer(`single-${i}`);
      await shopper.add(s.f.ids.candle, 1);
      shoppers.push(shopper);
    }
    const answers = await Promise.all(shoppers.map((shopper) => shopper.order('SINGLE')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 400 && a.body.errMsg === 'Coupon code "SINGLE" has been fully redeemed'),
    ).toHaveLength(19);
    expect(await redemptionsOf('SINGLE')).toHaveLength(1);
    const usage = await s.db.kysely
      .selectFrom('coupon_usage as u')
      .innerJoin('coupon as c', 'c.coupon_id', 'u.coupon_id')
      .select('u.uses')
      .where('c.code', '=', 'SINGLE')
      .executeTakeFirstOrThrow();
    expect(usage.uses).toBe(1);
  });

  it('fulfils once when the page, the return page and the outcome hook race 10 times each', async () => {
    const shopper = await s.customer('race');
    await shopper.add(s.f.ids.oxford, 2);
    const before = await stockOf(s.db.kysely, s.f.ids.oxford);
    const { orderId: orderNumber } = (await shopper.order('WELCOME10')).data;
    const { checkoutUrl } = (await shopper.checkout(orderNumber)).data;
    const capture = () => callEndpoint(s.app, captureOrder, { params: { orderId: orderNumber } }, shopper);
    const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
    await Promise.all(
      Array.from({ length: 10 }, () => [
        s.payOnPage(checkoutUrl),
        capture(),
        s.app.paymentOutcomes.paid({ sessionId, orderRef: orderNumber }),
      ]).flat(),
    );
    const order = (await repo.findByNumber(s.db.kysely, orderNumber))!;
    expect(order.payment_status).toBe('success');
    expect((await paidEventsOf(orderNumber)).map((e) => e.type)).toEqual(['paid']);
    expect(await stockOf(s.db.kysely, s.f.ids.oxford)).toBe(before - 2);
    expect((await redemptionsOf('WELCOME10')).filter((r) => r.order_ref === orderNumber)).toHaveLength(1);
    await s.smtp.waitForMail(shopper.email);
    // Let any straggler finish; then there must still be exactly one mail.
    await Promise.all(Array.from({ length: 5 }, () => capture()));
    expect(s.mailsTo(shopper.email)).toBe(1);
    expect((await callEndpoint(s.app, listCart, {}, shopper)).data.list).toEqual([]);
  });
});
