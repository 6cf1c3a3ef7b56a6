import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConsoleOrder, listConsoleOrders } from '@shared/contract/console-orders';
import { createShipment } from '@shared/contract/console-shipments';
import { listCustomers } from '@shared/contract/console-customers';
import { approveRefund, cancelItems, createRefund, previewRefund } from '@shared/contract/console-refunds';
import { getInvoicePdf, getOrder, listOrders, requestRefund } from '@shared/contract/order';
import { orderDetailSchema, orderListSchema, orderRefundSchema } from '@shared/schemas/order';
import { refundPreviewSchema } from '@shared/schemas/console-refunds';
import { testDialects } from '@server/test/test-app';
import { stockOf } from '@server/modules/stock/stock.repository';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

/** Refunds by lines and by amount, cancellations, and what the shopper sees of them. */
describe.each(testDialects)('partial refunds on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('partial-operator');
  });
  afterAll(() => s.close());

  const detailOf = async (shopper: Shopper, orderUuid: string) =>
    orderDetailSchema.parse((await shopper.call(getOrder, { params: { orderUuid } })).body.data);
  const refund = (orderUuid: string, body: object) =>
    operator.callWithInvalidInput(createRefund, { params: { orderUuid }, body });
  const preview = (orderUuid: string, body: object) =>
    operator.callWithInvalidInput(previewRefund, { params: { orderUuid }, body });
  const providerRefunds = (orderUuid: string) =>
    s.db.kysely
      .selectFrom('test_checkout_refund as r')
      .innerJoin('customer_order as o', 'o.checkout_session_id', 'r.session_id')
      .select(['r.amount', 'r.idempotency_key'])
      .where('o.order_uuid', '=', orderUuid)
      .orderBy('r.created_at')
      .execute();

  const refundedUnits = (detail: { items: { orderItemId: number; refundedQty: number }[] }, ...ids: number[]) =>
    ids.map((id) => detail.items.find((i) => i.orderItemId === id)?.refundedQty);

  /** Oxford 45.00 + 3 candles at 22.00 = 111.00, less BIG50's 50.00: 61.00 paid. */
  async function twoLineOrder(label: string) {
    const ada = await s.customer(label);
    const order = await s.paidOrder(
      ada,
      [
        [s.f.ids.oxford, 1],
        [s.f.ids.candle, 3],
      ],
      'BIG50',
    );
    const idOf = (productId: number) => order.items.find((i) => i.productId === productId)!.orderItemId;
    return { ada, ...order, oxford: idOf(s.f.ids.oxford), candles: idOf(s.f.ids.candle) };
  }

  it('refunds one line, then a goodwill amount, then the rest: each shows on the order and they add up to the cent', async () => {
    const { ada, orderUuid, orderId: orderNumber, oxford, candles } = await twoLineOrder('done-when');
    expect((await detailOf(ada, orderUuid)).order.amount).toBe(6100);

    // The coupon's 50.00 is shared by largest remainder: 20.27 on the shirt, 29.73 on the candles.
    const seen = await preview(orderUuid, { lines: [{ orderItemId: oxford, qty: 1 }], reason: 'Torn', restock: true });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(refundPreviewSchema.parse(seen.body.data)).toEqual({
      amount: 2473,
      items: [{ orderItemId: oxford, qty: 1, amount: 2473 }],
      // The demo shop: no tax, and the shipping is not asked back.
      shippingAmount: 0,
      taxAmount: 0,
      taxLines: [],
      paidAmount: 6100,
      refundedAmount: 0,
      leftAmount: 6100,
    });
    const stockBefore = await stockOf(s.db.kysely, s.f.ids.oxford);
    const first = await refund(orderUuid, { lines: [{ orderItemId: oxford, qty: 1 }], reason: 'Torn', restock: true });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(orderRefundSchema.parse(first.body.data)).toMatchObject({
      amount: 2473,
      status: 'succeeded',
      reason: 'Torn',
      items: [{ orderItemId: oxford, qty: 1 }],
    });
    expect(await stockOf(s.db.kysely, s.f.ids.oxford)).toBe(stockBefore + 1);
    let detail = await detailOf(ada, orderUuid);
    expect([detail.order.refundStatus, detail.refundedAmount]).toEqual(['partially_refunded', 2473]);
    expect(refundedUnits(detail, oxford, candles)).toEqual([1, 0]);
    expect(detail.refund).toEqual({ status: 'partially_refunded', reason: 'Torn', remark: null });
    // The invoice stays for a partly refunded order.
    const invoice = await ada.call(getInvoicePdf, { params: { orderUuid } });
    expect([invoice.status, invoice.headers['content-type']]).toEqual([200, 'application/pdf']);

    const goodwill = await refund(orderUuid, { amount: 500, reason: 'Sorry for the wait' });
    expect(goodwill.status, JSON.stringify(goodwill.body)).toBe(200);
    expect(goodwill.body.data).toMatchObject({ amount: 500, items: [], status: 'succeeded' });

    // The candles' paid value (36.27) is more than is left (31.27): the refund gives what is left.
    const rest = await preview(orderUuid, { lines: [{ orderItemId: candles, qty: 3 }], reason: 'Rest' });
    expect(refundPreviewSchema.parse(rest.body.data)).toMatchObject({
      amount: 3127,
      refundedAmount: 2973,
      leftAmount: 3127,
    });
    const last = await refund(orderUuid, { lines: [{ orderItemId: candles, qty: 3 }], reason: 'Rest' });
    expect(last.status, JSON.stringify(last.body)).toBe(200);

    detail = await detailOf(ada, orderUuid);
    expect([detail.order.refundStatus, detail.refundedAmount]).toEqual(['refunded', 6100]);
    expect(detail.refunds.map((r) => [r.amount, r.status])).toEqual([
      [2473, 'succeeded'],
      [500, 'succeeded'],
      [3127, 'succeeded'],
    ]);
    expect(refundedUnits(detail, oxford, candles)).toEqual([1, 3]);
    const atProvider = await providerRefunds(orderUuid);
    expect(atProvider.map((r) => r.amount).reduce((a, b) => a + b, 0)).toBe(6100);
    expect(new Set(atProvider.map((r) => r.idempotency_key)).size).toBe(3);
    const list = orderListSchema.parse((await ada.call(listOrders, {})).body.data).list;
    expect(list.find((o) => o.orderId === orderNumber)?.refundStatus).toBe('refunded');

    // One mail per refund, with its amount.
    await expect
      .poll(() => s.smtp.mails.filter((m) => m.to.includes(ada.email) && m.subject.includes('your refund')).length)
      .toBe(3);
    const texts = s.smtp.mails.filter((m) => m.to.includes(ada.email)).map((m) => m.text);
    for (const amount of ['$24.73', '$5.00', '$31.27']) expect(texts.join('\n')).toContain(amount);

    // What the customer spent is what the shop kept: nothing, once all went back.
    const customers = await operator.call(listCustomers, { query: { search: ada.email } });
    expect(customers.data.list.map((c: { totalSpent: number }) => c.totalSpent)).toEqual([0]);

    // Nothing is left: any further refund is refused.
    const more = await refund(orderUuid, { amount: 1, reason: 'More' });
    expect([more.status, more.body.errMsg]).toEqual([409, 'This order is already refunded']);
  });

  it('refunds a line unit by unit to exactly its paid value', async () => {
    const { ada, orderUuid, candles } = await twoLineOrder('units');
    const one = await refund(orderUuid, { lines: [{ orderItemId: candles, qty: 1 }], reason: 'One broke' });
    expect(one.data.amount).toBe(1209); // ⌊36.27 / 3⌋
    const two = await refund(orderUuid, { lines: [{ orderItemId: candles, qty: 2 }], reason: 'Two more broke' });
    expect(two.data.amount).toBe(2418);
    const third = await refund(orderUuid, { lines: [{ orderItemId: candles, qty: 1 }], reason: 'Again' });
    expect([third.status, third.body.errMsg]).toEqual([409, '"Crème Brûlée Candle" is already refunded']);
    const detail = await detailOf(ada, orderUuid);
    expect([detail.order.refundStatus, detail.refundedAmount]).toEqual(['partially_refunded', 3627]);
    // The customer's total spent counts what the shop kept of the order.
    const customers = await operator.call(listCustomers, { query: { search: ada.email } });
    expect(customers.data.list.map((c: { totalSpent: number }) => c.totalSpent)).toEqual([6100 - 3627]);
  });

  it('refuses bad bodies with 400 and impossible refunds with 409, writing nothing', async () => {
    const { ada, orderUuid, oxford, candles } = await twoLineOrder('refusals');
    const cases: [object, number, RegExp][] = [
      [{ reason: 'Neither' }, 400, /Give either lines or an amount/],
      [
        { amount: 100, lines: [{ orderItemId: oxford, qty: 1 }], reason: 'Both' },
        400,
        /Give either lines or an amount/,
      ],
      [{ amount: 0, reason: 'Zero' }, 400, /at least 1 cent/],
      [{ amount: 1.5, reason: 'Half a cent' }, 400, /whole number of cents/],
      [{ amount: 100, reason: ' ' }, 400, /Reason must not be empty/],
      [{ amount: 100, reason: 'Restock what?', restock: true }, 400, /Only a refund by lines can restock/],
      [{ lines: [], reason: 'Empty' }, 400, /Choose at least one line/],
      [{ lines: [{ orderItemId: oxford, qty: 0 }], reason: 'None' }, 400, /qty must be at least 1/],
      [
        {
          lines: [
            { orderItemId: oxford, qty: 1 },
            { orderItemId: oxford, qty: 1 },
          ],
          reason: 'Twice',
        },
        400,
        /Each order item only once/,
      ],
      [{ lines: [{ orderItemId: 999999, qty: 1 }], reason: 'Elsewhere' }, 400, /not part of this order/],
      [
        { lines: [{ orderItemId: candles, qty: 4 }], reason: 'Too many' },
        409,
        /Only 3 of "Crème Brûlée Candle" are left/,
      ],
      [{ amount: 6101, reason: 'Too much' }, 409, /Only \$61\.00 is left to refund/],
    ];
    for (const [body, status, message] of cases) {
      for (const call of [refund, preview]) {
        const answer = await call(orderUuid, body);
        expect([answer.status, answer.body.errMsg], JSON.stringify(body)).toEqual([
          status,
          expect.stringMatching(message),
        ]);
      }
    }
    expect((await ada.call(createRefund, { params: { orderUuid }, body: { amount: 1, reason: 'Me' } })).status).toBe(
      403,
    );
    const missing = await refund('3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a', { amount: 1, reason: 'Who' });
    expect(missing.status).toBe(404);
    const detail = await detailOf(ada, orderUuid);
    expect([detail.refunds, detail.order.refundStatus]).toEqual([[], 'none']);
    expect(await providerRefunds(orderUuid)).toEqual([]);

    // An unpaid order has nothing to refund.
    const bob = await s.customer('refusals-unpaid');
    await bob.add(s.f.ids.oxford, 1);
    const unpaid = (await bob.order()).data;
    const refused = await refund(unpaid.orderUuid, { amount: 1, reason: 'Nothing paid' });
    expect([refused.status, refused.body.errMsg]).toEqual([409, 'Only a paid order can be refunded']);
  });

  it('cancels unshipped units (refunded and restocked in one step) and refuses shipped ones with a 409', async () => {
    const { ada, orderUuid, oxford, candles } = await twoLineOrder('cancel');
    const shipped = await operator.call(createShipment, {
      params: { orderUuid },
      body: {
        orderItemIds: [oxford],
        carrierName: 'UPS',
        trackingNumber: '1Z999',
      },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const cancel = (orderItemId: number, qty: number) =>
      operator.call(cancelItems, {
        params: { orderUuid },
        body: {
          lines: [{ orderItemId, qty }],
          reason: 'Out of stock at the warehouse',
        },
      });
    const refused = await cancel(oxford, 1);
    expect([refused.status, refused.body.errMsg]).toEqual([
      409,
      '"Blue Oxford Shirt" has shipped and can no longer be cancelled',
    ]);

    const before = await stockOf(s.db.kysely, s.f.ids.candle);
    const done = await cancel(candles, 2);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      amount: 2418,
      status: 'succeeded',
      items: [{ orderItemId: candles, qty: 2 }],
    });
    expect(await stockOf(s.db.kysely, s.f.ids.candle)).toBe(before + 2);
    let detail = await detailOf(ada, orderUuid);
    expect(refundedUnits(detail, oxford, candles)).toEqual([0, 2]);
    // The shopper sees which of those units were cancelled, on the order and on its card.
    const cancelledUnits = (d: typeof detail) =>
      [oxford, candles].map((id) => d.items.find((i) => i.orderItemId === id)?.cancelledQty);
    expect(cancelledUnits(detail)).toEqual([0, 2]);
    const card = orderListSchema
      .parse((await ada.call(listOrders, {})).body.data)
      .list.find((o) => o.orderUuid === orderUuid);
    expect(card?.firstItems.map((i) => [i.qty, i.cancelledQty]).sort()).toEqual([
      [1, 0],
      [3, 2],
    ]);
    expect(card?.shippingState).toBe('partly_shipped');
    // The last candle is cancelled too: a line cancelled whole no longer ships.
    expect((await cancel(candles, 1)).status).toBe(200);
    detail = await detailOf(ada, orderUuid);
    expect(refundedUnits(detail, oxford, candles)).toEqual([0, 3]);
    expect(detail.items.find((i) => i.orderItemId === candles)?.cancelledQty).toBe(3);
    // Everything left has shipped: the card no longer says 'Partly shipped'.
    const after = orderListSchema
      .parse((await ada.call(listOrders, {})).body.data)
      .list.find((o) => o.orderUuid === orderUuid);
    expect(after?.shippingState).toBe('shipped');
    const ship = await operator.call(createShipment, {
      params: { orderUuid },
      body: {
        orderItemIds: [candles],
        carrierName: 'UPS',
        trackingNumber: '1Z998',
      },
    });
    expect([ship.status, ship.body.errMsg]).toEqual([409, `Order item ${candles} was cancelled`]);
    const admin = (await operator.call(getConsoleOrder, { params: { orderUuid } })).body.data as {
      events: { type: string }[];
    };
    expect(admin.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['items_cancelled', 'refunded', 'restocked']),
    );
  });

  it('lets the shopper ask for what is left after a partial refund; approving it refunds exactly that', async () => {
    const { ada, orderUuid, oxford, candles } = await twoLineOrder('rest-request');
    expect((await refund(orderUuid, { lines: [{ orderItemId: oxford, qty: 1 }], reason: 'Torn' })).status).toBe(200);
    const asked = await ada.call(requestRefund, { params: { orderUuid }, body: { reason: 'Send the rest back' } });
    expect([asked.status, asked.body.data]).toEqual([200, { refundStatus: 'requested' }]);
    const approved = await operator.call(approveRefund, { params: { orderUuid }, body: {} });
    expect([approved.status, approved.body.data]).toEqual([200, { refundStatus: 'refunded' }]);
    const detail = await detailOf(ada, orderUuid);
    expect(detail.refunds.map((r) => r.amount)).toEqual([2473, 3627]);
    expect(refundedUnits(detail, oxford, candles)).toEqual([1, 3]);
    expect(detail.refund).toEqual({ status: 'refunded', reason: 'Send the rest back', remark: null });
  });

  it('lists partly refunded orders under their own refund filter', async () => {
    const { orderUuid, orderId } = await twoLineOrder('filter');
    await refund(orderUuid, { amount: 100, reason: 'Goodwill' });
    const res = await operator.call(listConsoleOrders, { query: { refund: 'partially_refunded', search: orderId } });
    expect(res.data.list.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
  });
});
