import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCustomerListSchema, adminCustomerSchema } from '@shared/schemas/admin-customers';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('the console’s customers on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('customers-operator');
  });
  afterAll(() => s.close());

  const list = async (query: string) => {
    const res = await operator.call('GET', `/admin/customers${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return adminCustomerListSchema.parse(res.body.data);
  };

  it('lists accounts with their paid orders and what they spent, less refunds; searches and sorts', async () => {
    const ada = await s.customer('cust-ada');
    const kept = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    const refunded = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    await ada.add(s.f.ids.lamp, 1);
    await ada.order(); // unpaid: not counted
    await ada.call('POST', `/order/${refunded.orderUuid}/refund`, { reason: 'Not needed' });
    await operator.call('POST', `/admin/orders/${refunded.orderUuid}/refund/approve`, {});
    const bob = await s.customer('cust-bob');
    await s.paidOrder(bob, [
      [s.f.ids.oxford, 2],
      [s.f.ids.lamp, 1],
    ]);
    const keptAmount = (
      await s.db.kysely
        .selectFrom('customer_order')
        .select('amount')
        .where('order_uuid', '=', kept.orderUuid)
        .executeTakeFirstOrThrow()
    ).amount;

    const found = await list(`?search=${encodeURIComponent('cust-ada')}`);
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({
      userId: ada.userId,
      email: ada.email,
      role: 'customer',
      orderCount: 2,
      totalSpent: keptAmount,
    });

    const both = `&search=${encodeURIComponent('cust-')}`;
    const bySpent = await list(`?sort=spent&order=desc${both}`);
    expect(bySpent.list.map((c) => c.userId)).toEqual([bob.userId, ada.userId]);
    expect((await list(`?sort=spent&order=asc${both}`)).list.map((c) => c.userId)).toEqual([ada.userId, bob.userId]);
    expect((await list(`?sort=email&order=asc${both}`)).list.map((c) => c.userId)).toEqual([ada.userId, bob.userId]);
    expect((await list('?role=operator')).list.map((c) => c.userId)).toEqual([operator.userId]);

    const one = await operator.call('GET', `/admin/customers/${ada.userId}`);
    expect(adminCustomerSchema.parse(one.body.data)).toEqual(found.list[0]);
    // A customer's orders are the orders list for that customer.
    const orders = await operator.call('GET', `/admin/orders?userId=${ada.userId}`);
    expect(orders.body.data.total).toBe(3);

    expect((await operator.call('GET', '/admin/customers/999999')).status).toBe(404);
    expect((await operator.call('GET', '/admin/customers?sort=password_hash')).status).toBe(400);
    expect(JSON.stringify((await list('?num=100')).list)).not.toMatch(/password|argon2/i);
  });
});
