import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOf } from '@server/test/call-endpoint';
import { createShipment } from '@shared/contract/console-shipments';
import { getConsoleOrder, listConsoleOrders, resendConfirmationMail } from '@shared/contract/console-orders';
import { consoleOrderDetailSchema, consoleOrderListSchema } from '@shared/schemas/console';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('the console’s orders on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('orders-operator');
  });
  afterAll(() => s.close());

  const list = async (query: string) => {
    const res = await operator.call(listConsoleOrders, { query: queryOf(query) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return consoleOrderListSchema.parse(res.body.data);
  };
  const detail = async (orderUuid: string) => {
    const res = await operator.call(getConsoleOrder, { params: { orderUuid } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return consoleOrderDetailSchema.parse(res.body.data);
  };

  it('filters by shipping state, keeps one customer’s orders apart and sorts by a column', async () => {
    const ada = await s.customer('orders-ada');
    const two = await s.paidOrder(ada, [
      [s.f.ids.oxford, 1],
      [s.f.ids.lamp, 2],
    ]);
    const one = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    const mine = `&userId=${ada.userId}`;
    expect((await list(`?shipping=unshipped${mine}`)).list.map((o) => o.orderId).sort()).toEqual(
      [two.orderId, one.orderId].sort(),
    );

    const ship = (orderUuid: string, orderItemIds: number[]) =>
      operator.call(createShipment, {
        params: { orderUuid },
        body: {
          orderItemIds,
          carrierName: 'UPS',
          trackingNumber: '1Z999',
        },
      });
    expect((await ship(two.orderUuid, [two.items[0]!.orderItemId])).status).toBe(200);
    expect((await ship(one.orderUuid, [one.items[0]!.orderItemId])).status).toBe(200);

    const ids = async (query: string) => (await list(`${query}${mine}`)).list.map((o) => o.orderId);
    expect(await ids('?shipping=partial')).toEqual([two.orderId]);
    expect(await ids('?shipping=shipped')).toEqual([one.orderId]);
    expect(await ids('?shipping=to_ship')).toEqual([two.orderId]);
    expect((await list(`?search=${one.orderId}`)).list[0]?.shippingState).toBe('shipped');

    // Another customer's orders never join this customer's list.
    const bob = await s.customer('orders-bob');
    await s.paidOrder(bob, [[s.f.ids.oxford, 1]]);
    const ada2 = await list(`?num=100${mine}`);
    expect([ada2.total, new Set(ada2.list.map((o) => o.customerEmail))]).toEqual([2, new Set([ada.email])]);

    const byAmount = await list(`?sort=amount&order=asc${mine}`);
    const amounts = byAmount.list.map((o) => o.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const byAmountDesc = await list(`?sort=amount&order=desc${mine}`);
    expect(byAmountDesc.list.map((o) => o.orderId)).toEqual(byAmount.list.map((o) => o.orderId).reverse());
  });

  it('shows the timeline with who did what, and the shipping state, in the detail', async () => {
    const ada = await s.customer('timeline-ada');
    const paid = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    await operator.call(createShipment, {
      params: { orderUuid: paid.orderUuid },
      body: {
        orderItemIds: [paid.items[0]!.orderItemId],
        carrierName: 'FedEx',
        trackingNumber: 'FX-1',
      },
    });
    const order = await detail(paid.orderUuid);
    expect(order.shippingState).toBe('shipped');
    expect(order.customerEmail).toBe(ada.email);
    const shipped = order.events.find((e) => e.type === 'shipped');
    expect(shipped).toMatchObject({ actor: `operator:${operator.userId}`, actorName: operator.email });
    expect(order.events.map((e) => e.actorName)).toEqual(expect.arrayContaining([operator.email]));
  });

  it('sends the confirmation mail again to the customer and writes who asked for it', async () => {
    const ada = await s.customer('resend-ada');
    const paid = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    const before = s.mailsTo(ada.email);
    const res = await operator.call(resendConfirmationMail, { params: { orderUuid: paid.orderUuid } });
    expect([res.status, res.body.data]).toEqual([200, { sentTo: ada.email }]);
    await expect.poll(() => s.mailsTo(ada.email)).toBe(before + 1);
    const mail = s.smtp.mails.filter((m) => m.to.includes(ada.email)).at(-1)!;
    expect(mail.subject).toContain(`order ${paid.orderId} is confirmed`);
    const event = (await detail(paid.orderUuid)).events.at(-1);
    expect(event).toMatchObject({ type: 'confirmation_resent', actorName: operator.email });

    // Only a paid order has a confirmation; an unknown one is not found.
    await ada.add(s.f.ids.lamp, 1);
    const unpaid = (await ada.order()).data;
    const refused = await operator.call(resendConfirmationMail, { params: { orderUuid: unpaid.orderUuid } });
    expect([refused.status, refused.body.errMsg]).toEqual([409, 'Only a paid order has a confirmation to send']);
    const missing = await operator.call(resendConfirmationMail, {
      params: { orderUuid: '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a' },
    });
    expect(missing.status).toBe(404);
  });
});
