import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShipment } from '@shared/contract/console-shipments';
import { approveRefund } from '@shared/contract/console-refunds';
import { requestRefund } from '@shared/contract/order';
import { getDashboard } from '@shared/contract/console-dashboard';
import { dashboardSchema, LARGE_HOLD_UNITS, LOW_STOCK_THRESHOLD } from '@shared/schemas/console-dashboard';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { setStock } from '@server/modules/stock/stock.repository';
import { itemAt } from '@shared/item-at';
import { createSneaker } from '@server/modules/variant/variant.fixture';

const DAY_MS = 86_400_000;

describe.each(testDialects)('the console’s dashboard on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('dashboard-operator');
  });
  afterAll(() => s.close());

  const dashboard = async () => {
    const res = await operator.call(getDashboard, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return dashboardSchema.parse(res.body.data);
  };
  /** Moves an order's payment `days` UTC days back (noon), as if it had been paid then. */
  const paidDaysAgo = async (orderUuid: string, days: number) => {
    const noon = new Date(Math.floor(s.clock.now() / DAY_MS) * DAY_MS - days * DAY_MS + DAY_MS / 2).toISOString();
    await s.db.kysely
      .updateTable('customer_order')
      .set({ paid_at: noon })
      .where('order_uuid', '=', orderUuid)
      .execute();
  };

  it('sums paid orders and revenue over today, 7 and 30 days, less refunds, with one bar per day', async () => {
    const ada = await s.customer('dash-ada');
    const today = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    const threeDays = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    const tenDays = await s.paidOrder(ada, [[s.f.ids.lamp, 2]]);
    const refunded = await s.paidOrder(ada, [[s.f.ids.oxford, 2]]);
    const longAgo = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    await paidDaysAgo(today.orderUuid, 0);
    await paidDaysAgo(threeDays.orderUuid, 3);
    await paidDaysAgo(tenDays.orderUuid, 10);
    await paidDaysAgo(refunded.orderUuid, 0);
    await paidDaysAgo(longAgo.orderUuid, 40);
    await ada.call(requestRefund, { params: { orderUuid: refunded.orderUuid }, body: { reason: 'Changed my mind' } });
    expect((await operator.call(approveRefund, { params: { orderUuid: refunded.orderUuid }, body: {} })).status).toBe(
      200,
    );

    const amounts = new Map(
      (
        await s.db.kysely
          .selectFrom('customer_order')
          .select(['order_uuid', 'amount'])
          .where('user_id', '=', ada.userId)
          .execute()
      ).map((r) => [r.order_uuid, r.amount]),
    );
    const amount = (o: { orderUuid: string }) => amounts.get(o.orderUuid)!;
    const d = await dashboard();
    expect(d.periods).toEqual([
      { key: 'today', orders: 2, revenue: amount(today), netRevenue: amount(today) },
      {
        key: '7d',
        orders: 3,
        revenue: amount(today) + amount(threeDays),
        netRevenue: amount(today) + amount(threeDays),
      },
      {
        key: '30d',
        orders: 4,
        revenue: amount(today) + amount(threeDays) + amount(tenDays),
        // The demo shop charges no tax and a free delivery: without them the revenue is the same.
        netRevenue: amount(today) + amount(threeDays) + amount(tenDays),
      },
    ]);
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1)).toMatchObject({ orders: 2, revenue: amount(today) });
    expect(d.daily.at(-4)).toMatchObject({ orders: 1, revenue: amount(threeDays) });
    expect(d.daily.at(-1)!.date).toBe(new Date(s.clock.now()).toISOString().slice(0, 10));
    expect(d.daily.reduce((n, day) => n + day.orders, 0)).toBe(4);
  });

  it('counts the orders waiting to ship, the refund requests waiting and the products low on stock', async () => {
    const before = await dashboard();
    const bob = await s.customer('dash-bob');
    const waiting = await s.paidOrder(bob, [[s.f.ids.oxford, 1]]);
    const asking = await s.paidOrder(bob, [[s.f.ids.lamp, 1]]);
    await bob.call(requestRefund, { params: { orderUuid: asking.orderUuid }, body: { reason: 'Broken' } });
    await setStock(s.db.kysely, s.f.ids.sneaker, LOW_STOCK_THRESHOLD);

    const after = await dashboard();
    expect(after.ordersToShip).toBe(before.ordersToShip + 2);
    expect(after.refundRequests).toBe(before.refundRequests + 1);
    expect(after.lowStock.threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(after.lowStock.products.map((p) => p.inventoryId)).toContain(s.f.ids.sneaker);
    expect(after.lowStock.count).toBe(before.lowStock.count + 1);

    // Shipping the order takes it out of the queue.
    await operator.call(createShipment, {
      params: { orderUuid: waiting.orderUuid },
      body: {
        orderItemIds: waiting.items.map((i) => i.orderItemId),
        carrierName: 'DHL',
        trackingNumber: 'D-1',
      },
    });
    expect((await dashboard()).ordersToShip).toBe(after.ordersToShip - 1);
  });

  it('counts a product low on stock once, however many of its combinations are low, and names each by SKU', async () => {
    const before = await dashboard();
    // 2 units split over two sizes: both combinations are low (1 each).
    const sneaker = await createSneaker(s, operator, { colors: ['Black'], sizes: ['9', '10'], stock: 2 });
    const after = await dashboard();
    expect(after.lowStock.count).toBe(before.lowStock.count + 1);
    const rows = after.lowStock.products.filter((p) => p.inventoryId === sneaker);
    expect(rows).toEqual([
      { inventoryId: sneaker, name: 'Trail Sneaker', sku: `${sneaker}-BLACK-9`, stock: 1 },
      { inventoryId: sneaker, name: 'Trail Sneaker', sku: `${sneaker}-BLACK-10`, stock: 1 },
    ]);
    // A product without combinations has no SKU of its own.
    expect(after.lowStock.products.filter((p) => p.inventoryId !== sneaker).every((p) => p.sku === null)).toBe(true);
  });

  it('shows the unpaid orders holding many units, largest first, until they end', async () => {
    const big = await s.customer('dash-big');
    for (const id of s.f.fillers.slice(0, 3)) await big.add(id, 8); // 24 units
    const placed = await big.order();
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const small = await s.customer('dash-small');
    await small.add(itemAt(s.f.fillers, 3), 10);
    expect((await small.order()).status).toBe(200);

    const { largeHolds } = await dashboard();
    expect(largeHolds.threshold).toBe(LARGE_HOLD_UNITS);
    expect(largeHolds.count).toBe(1);
    expect(largeHolds.orders).toEqual([
      expect.objectContaining({ orderNumber: placed.data.orderId, customerEmail: big.email, units: 24 }),
    ]);

    // Past its hold, it holds nothing any more (the sweep releases it).
    await s.db.kysely
      .updateTable('customer_order')
      .set({ expires_at: new Date(s.clock.now() - 1000).toISOString() })
      .where('order_number', '=', placed.data.orderId)
      .execute();
    expect((await dashboard()).largeHolds).toMatchObject({ count: 0, orders: [] });
  });
});
