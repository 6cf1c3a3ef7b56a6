import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShipment } from '@shared/contract/console-shipments';
import { approveRefund, rejectRefund } from '@shared/contract/console-refunds';
import { getConsoleOrder } from '@shared/contract/console-orders';
import { getOrder, listOrders, requestRefund } from '@shared/contract/order';
import { orderDetailSchema, orderListSchema } from '@shared/schemas/order';
import { consoleOrderDetailSchema } from '@shared/schemas/console';
import { testDialects } from '@server/test/test-app';
import { FIXTURE_STOCK } from '@server/modules/catalog/catalog.fixture';
import { stockOf } from '@server/modules/stock/stock.repository';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('refunds on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('refund-operator');
  });
  afterAll(() => s.close());

  const refundsOf = (orderUuid: string) =>
    s.db.kysely
      .selectFrom('test_checkout_refund as r')
      .innerJoin('customer_order as o', 'o.checkout_session_id', 'r.session_id')
      .select(['r.amount', 'r.idempotency_key'])
      .where('o.order_uuid', '=', orderUuid)
      .execute();
  const detailOf = async (shopper: Shopper, orderUuid: string) =>
    orderDetailSchema.parse((await shopper.call(getOrder, { params: { orderUuid } })).body.data);
  const adminDetailOf = async (orderUuid: string) =>
    consoleOrderDetailSchema.parse((await operator.call(getConsoleOrder, { params: { orderUuid } })).body.data);
  const approve = (orderUuid: string, remark?: string) =>
    operator.call(approveRefund, { params: { orderUuid }, body: remark ? { remark } : {} });

  it('is asked for with a reason by the owner of a paid order, once', async () => {
    const ada = await s.customer('ask');
    const { orderUuid } = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);

    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      const refused = await ada.call(requestRefund, { params: { orderUuid }, body: { reason } });
      expect(refused.status, reason).toBe(400);
      expect(refused.body.errMsg).toMatch(/Reason must/);
    }
    expect((await detailOf(ada, orderUuid)).refund).toBeNull();

    const stranger = await s.customer('ask-stranger');
    expect((await stranger.call(requestRefund, { params: { orderUuid }, body: { reason: 'Mine now' } })).status).toBe(
      404,
    );

    const asked = await ada.call(requestRefund, { params: { orderUuid }, body: { reason: '  Too small  ' } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toEqual({ refundStatus: 'requested' });
    const detail = await detailOf(ada, orderUuid);
    expect(detail.order.refundStatus).toBe('requested');
    expect(detail.refund).toEqual({ status: 'requested', reason: 'Too small', remark: null });

    const again = await ada.call(requestRefund, { params: { orderUuid }, body: { reason: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.body.errMsg).toBe('A refund was already requested for this order');
    expect((await detailOf(ada, orderUuid)).refund?.reason).toBe('Too small');
  });

  it('cannot be asked for an unpaid order', async () => {
    const bob = await s.customer('unpaid');
    await bob.add(s.f.ids.lamp, 1);
    const { orderUuid } = (await bob.order()).data;
    const refused = await bob.call(requestRefund, { params: { orderUuid }, body: { reason: 'Changed my mind' } });
    expect(refused.status).toBe(409);
    expect(refused.body.errMsg).toBe('Only a paid order can be refunded');
  });

  it('approved by an operator refunds exactly the amount paid once, restocks and mails the customer', async () => {
    const ada = await s.customer('approve');
    const before = await stockOf(s.db.kysely, s.f.ids.oxford);
    const { orderUuid, orderId: orderNumber } = await s.paidOrder(ada, [[s.f.ids.oxford, 2]], 'WELCOME10');
    await s.smtp.waitForMail(ada.email); // the confirmation
    expect(await stockOf(s.db.kysely, s.f.ids.oxford)).toBe(before - 2);

    // Not before the customer asked, and never by a customer.
    expect((await approve(orderUuid)).status).toBe(409);
    await ada.call(requestRefund, { params: { orderUuid }, body: { reason: 'Wrong size' } });
    expect((await ada.call(approveRefund, { params: { orderUuid }, body: {} })).status).toBe(403);

    const approved = await approve(orderUuid, 'Sorry about the size');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toEqual({ refundStatus: 'refunded' });

    const paid = (await detailOf(ada, orderUuid)).order.amount;
    expect(paid).toBe(8100); // 2 × 45.00 less 10 %
    expect(await refundsOf(orderUuid)).toEqual([{ amount: paid, idempotency_key: `refund:${orderUuid}:1` }]);
    expect(await stockOf(s.db.kysely, s.f.ids.oxford)).toBe(before);
    const detail = await detailOf(ada, orderUuid);
    expect(detail.refund).toEqual({ status: 'refunded', reason: 'Wrong size', remark: 'Sorry about the size' });
    const list = orderListSchema.parse((await ada.call(listOrders, {})).body.data).list;
    expect(list.find((o) => o.orderId === orderNumber)?.refundStatus).toBe('refunded');

    const mail = await s.smtp.waitForMail(ada.email);
    expect(mail.subject).toContain(`your refund for order ${orderNumber}`);
    expect(mail.text).toContain('$81.00');

    const admin = await adminDetailOf(orderUuid);
    expect(admin.refundOutcome).toBe('succeeded');
    expect(admin.events.map((e) => [e.type, e.actor.split(':')[0]])).toEqual(
      expect.arrayContaining([
        ['refund_requested', 'customer'],
        ['refund_approved', 'operator'],
        ['refunded', 'system'],
        ['restocked', 'system'],
      ]),
    );
    expect(admin.events.find((e) => e.type === 'refund_approved')?.actor).toBe(`operator:${operator.userId}`);

    const twice = await approve(orderUuid);
    expect(twice.status).toBe(409);
    expect(twice.body.errMsg).toBe('This order is already refunded');
    expect(await refundsOf(orderUuid)).toHaveLength(1);
  });

  it('approved twice at the same moment refunds once and restocks once', async () => {
    const ada = await s.customer('double');
    const before = await stockOf(s.db.kysely, s.f.ids.lamp);
    const { orderUuid } = await s.paidOrder(ada, [[s.f.ids.lamp, 3]]);
    await ada.call(requestRefund, { params: { orderUuid }, body: { reason: 'Broken' } });

    const answers = await Promise.all(Array.from({ length: 6 }, () => approve(orderUuid)));
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    expect(await refundsOf(orderUuid)).toHaveLength(1);
    expect(await stockOf(s.db.kysely, s.f.ids.lamp)).toBe(before);
    expect((await adminDetailOf(orderUuid)).events.filter((e) => e.type === 'refunded')).toHaveLength(1);
  });

  it('rejected with a remark shows the remark and mails the customer; a remark is required', async () => {
    const ada = await s.customer('reject');
    const { orderUuid, orderId: orderNumber } = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    await s.smtp.waitForMail(ada.email);
    await ada.call(requestRefund, { params: { orderUuid }, body: { reason: 'Do not like it' } });

    const blank = await operator.call(rejectRefund, { params: { orderUuid }, body: { remark: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errMsg).toMatch(/Remark must not be empty/);

    const rejected = await operator.call(rejectRefund, {
      params: { orderUuid },
      body: {
        remark: 'Worn items cannot be returned',
      },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await detailOf(ada, orderUuid)).refund).toEqual({
      status: 'rejected',
      reason: 'Do not like it',
      remark: 'Worn items cannot be returned',
    });
    const mail = await s.smtp.waitForMail(ada.email);
    expect(mail.subject).toContain(`refund request for order ${orderNumber}`);
    expect(mail.text).toContain('Worn items cannot be returned');
    expect(await refundsOf(orderUuid)).toHaveLength(0);
    expect((await approve(orderUuid)).body.errMsg).toBe('This refund request was already rejected');
    // And the customer cannot ask again.
    expect((await ada.call(requestRefund, { params: { orderUuid }, body: { reason: 'Please' } })).status).toBe(409);
  });

  it('does not restock units that already shipped', async () => {
    const ada = await s.customer('shipped');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    const afterSale = await stockOf(s.db.kysely, s.f.ids.oxford);
    const shipped = await operator.call(createShipment, {
      params: { orderUuid },
      body: {
        orderItemIds: items.map((i) => i.orderItemId),
        carrierName: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    await ada.call(requestRefund, { params: { orderUuid }, body: { reason: 'Arrived broken' } });
    expect((await approve(orderUuid)).status).toBe(200);
    expect(await stockOf(s.db.kysely, s.f.ids.oxford)).toBe(afterSale);
    expect(afterSale).toBeLessThan(FIXTURE_STOCK);
  });
});
