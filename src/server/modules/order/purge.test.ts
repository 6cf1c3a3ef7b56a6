import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrder, listOrders, requestRefund } from '@shared/contract/order';
import { approveRefund } from '@shared/contract/console-refunds';
import { testDialects } from '@server/test/test-app';
import { callEndpoint } from '@server/test/call-endpoint';
import { signInAgain } from '@server/test/users';
import { openOrderShop, type OrderShop, type Shopper } from './order.fixture.js';
import { sweepOrders } from './sweep.js';

const DAY = 24 * 60 * 60_000;
const ORDER_EXPIRY_MS = 30 * 60_000;

describe.each(testDialects)('retention of never-paid orders on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('purge-operator');
  });
  afterAll(() => s.close());

  /** A new customer signed in as of the shop's clock, wherever tests have moved it. */
  const customer = async (label: string) => {
    const shopper = await s.customer(label);
    await signInAgain(s, shopper, s.clock.now());
    return shopper;
  };
  /** Moves the shop's clock; the shoppers named sign in again (their tokens would have expired). */
  const later = async (ms: number, ...shoppers: Shopper[]) => {
    s.clock.advance(ms);
    for (const shopper of shoppers) await signInAgain(s, shopper, s.clock.now());
  };

  /** Every row that names the order, table by table. */
  const leftOf = async (orderNumber: string) => {
    const k = s.db.kysely;
    const order = await k
      .selectFrom('customer_order')
      .select('order_id')
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
    const id = order?.order_id ?? -1;
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      order: order ? 1 : 0,
      items: await count(k.selectFrom('order_item').select('order_item_id').where('order_id', '=', id).execute()),
      events: await count(k.selectFrom('order_event').select('event_id').where('order_id', '=', id).execute()),
      sessions: await count(
        k.selectFrom('test_checkout_session').select('session_id').where('order_ref', '=', orderNumber).execute(),
      ),
      coupons: await count(
        k.selectFrom('coupon_redemption').select('redemption_id').where('order_ref', '=', orderNumber).execute(),
      ),
    };
  };
  const gone = { order: 0, items: 0, events: 0, sessions: 0, coupons: 0 };
  const status = async (orderNumber: string) =>
    (
      await s.db.kysely
        .selectFrom('customer_order')
        .select('payment_status')
        .where('order_number', '=', orderNumber)
        .executeTakeFirst()
    )?.payment_status;
  const couponUses = async (code: string) =>
    (
      await s.db.kysely
        .selectFrom('coupon_usage as u')
        .innerJoin('coupon as c', 'c.coupon_id', 'u.coupon_id')
        .select('u.uses')
        .where('c.code', '=', code)
        .executeTakeFirst()
    )?.uses ?? 0;

  it('purges cancelled and expired orders 30 days after they ended, with all they refer to; keeps recent, paid and refunded ones', async () => {
    // Expired: a checkout session opened and abandoned, with a coupon.
    const ada = await customer('expired');
    await ada.add(s.f.ids.lamp, 1);
    const abandoned = (await ada.order('WELCOME10')).data.orderId;
    expect((await ada.checkout(abandoned)).status).toBe(200);
    // Cancelled: replaced by a new order when the cart changed.
    const bob = await customer('cancelled');
    await bob.add(s.f.ids.lamp, 1);
    const replaced = (await bob.order()).data.orderId;
    await bob.add(s.f.ids.oxford, 1);
    const replacing = (await bob.order()).data.orderId;
    expect(await status(replaced)).toBe('cancelled');
    // Paid, and paid then refunded.
    const cy = await customer('paid');
    const paid = await s.paidOrder(cy, [[s.f.ids.oxford, 1]]);
    const dee = await customer('refunded');
    const refunded = await s.paidOrder(dee, [[s.f.ids.oxford, 1]], 'WELCOME10');
    const params = { orderUuid: refunded.orderUuid };
    expect((await callEndpoint(s.app, requestRefund, { params, body: { reason: 'Too big' } }, dee)).status).toBe(200);
    const approved = await callEndpoint(s.app, approveRefund, { params, body: {} }, operator);
    expect(approved.data).toEqual({ refundStatus: 'refunded' });

    await later(ORDER_EXPIRY_MS + 1000);
    await sweepOrders(s.deps);
    expect(await status(abandoned)).toBe('expired');
    expect(await status(replacing)).toBe('expired');
    expect(await leftOf(abandoned)).toMatchObject({ order: 1, sessions: 1, events: 2, items: 1 });
    // A reservation some older version left behind is purged with the order, its use given back.
    const welcome = await s.db.kysely
      .selectFrom('coupon')
      .select('coupon_id')
      .where('code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    await s.db.kysely
      .insertInto('coupon_redemption')
      .values({ coupon_id: welcome.coupon_id, user_id: ada.userId, order_ref: abandoned, created_at: '2026-01-01' })
      .execute();
    await s.db.kysely
      .updateTable('coupon_usage')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('coupon_id', '=', welcome.coupon_id)
      .execute();
    const usesBefore = await couponUses('WELCOME10');

    // Not yet 30 days: all kept.
    await later(30 * DAY - ORDER_EXPIRY_MS - 60_000, ada, cy, dee);
    await sweepOrders(s.deps);
    expect((await leftOf(abandoned)).order).toBe(1);
    expect((await leftOf(replaced)).order).toBe(1);

    // An order that ends now is recent; the old ones go, by several instances at once.
    const eve = await customer('recent');
    await eve.add(s.f.ids.lamp, 1);
    const recent = (await eve.order()).data.orderId;
    await later(ORDER_EXPIRY_MS + 2 * 60_000, ada, cy, dee);
    await Promise.all([sweepOrders(s.deps), sweepOrders(s.deps), sweepOrders(s.deps)]);
    expect(await leftOf(abandoned)).toEqual(gone);
    expect(await leftOf(replaced)).toEqual(gone);
    expect(await couponUses('WELCOME10')).toBe(usesBefore - 1);
    // The order that expired at the same sweep as the abandoned one went with it.
    expect(await leftOf(replacing)).toEqual(gone);

    expect(await status(recent)).toBe('expired');
    expect((await leftOf(recent)).order).toBe(1);
    for (const kept of [paid, refunded]) {
      expect(await leftOf(kept.orderId)).toMatchObject({ order: 1, items: 1, sessions: 1 });
    }
    expect(await status(refunded.orderId)).toBe('success');
    expect((await callEndpoint(s.app, getOrder, { params: { orderUuid: paid.orderUuid } }, cy)).status).toBe(200);
    expect((await callEndpoint(s.app, getOrder, { params }, dee)).status).toBe(200);
    expect((await callEndpoint(s.app, listOrders, {}, ada)).data.list).toEqual([]);

    // Years later, paid orders are still there.
    await later(3 * 365 * DAY);
    await sweepOrders(s.deps);
    expect((await leftOf(paid.orderId)).order).toBe(1);
    expect((await leftOf(refunded.orderId)).order).toBe(1);
    expect((await leftOf(recent)).order).toBe(0);
  });

  it('keeps an ended order whose checkout session was paid after all', async () => {
    const fay = await customer('late-paid');
    await fay.add(s.f.ids.lamp, 1);
    const orderNumber = (await fay.order()).data.orderId;
    expect((await fay.checkout(orderNumber)).status).toBe(200);
    await later(ORDER_EXPIRY_MS + 1000);
    await sweepOrders(s.deps);
    expect(await status(orderNumber)).toBe('expired');
    // Paid on the page, but never reported to the order (a crash): the money is in, so it stays.
    await s.db.kysely
      .updateTable('test_checkout_session')
      .set({ status: 'complete', payment_status: 'paid', completed_at: new Date(s.clock.now()).toISOString() })
      .where('order_ref', '=', orderNumber)
      .execute();
    await later(60 * DAY);
    await sweepOrders(s.deps);
    expect((await leftOf(orderNumber)).order).toBe(1);
  });
});
