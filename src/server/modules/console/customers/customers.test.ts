import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOf } from '@server/test/call-endpoint';
import { closeAccount } from '@shared/contract/account';
import { listConsoleOrders } from '@shared/contract/console-orders';
import { getCustomer, listCustomers } from '@shared/contract/console-customers';
import { approveRefund } from '@shared/contract/console-refunds';
import { requestRefund } from '@shared/contract/order';
import { consoleCustomerListSchema, consoleCustomerSchema } from '@shared/schemas/console-customers';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { hashPassword } from '@server/lib/password-hashing';

describe.each(testDialects)('the console’s customers on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('customers-operator');
  });
  afterAll(() => s.close());

  const list = async (query: string) => {
    const res = await operator.call(listCustomers, { query: queryOf(query) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return consoleCustomerListSchema.parse(res.body.data);
  };

  it('lists accounts with their paid orders and what they spent, less refunds; searches and sorts', async () => {
    const ada = await s.customer('cust-ada');
    const kept = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    const refunded = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    await ada.add(s.f.ids.lamp, 1);
    await ada.order(); // unpaid: not counted
    await ada.call(requestRefund, { params: { orderUuid: refunded.orderUuid }, body: { reason: 'Not needed' } });
    await operator.call(approveRefund, { params: { orderUuid: refunded.orderUuid }, body: {} });
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

    const one = await operator.call(getCustomer, { params: { userId: ada.userId } });
    expect(consoleCustomerSchema.parse(one.body.data)).toEqual(found.list[0]);
    // The customer page shows their saved addresses.
    expect(one.data.addresses.map((a) => [a.addressType, a.addressLine1, a.isDefault]).sort()).toEqual([
      ['billing', '1 Analytical Way', true],
      ['shipping', '2 Difference Street', true],
    ]);
    // A customer's orders are the orders list for that customer.
    const orders = await operator.call(listConsoleOrders, { query: { userId: ada.userId } });
    expect(orders.data.total).toBe(3);

    expect((await operator.call(getCustomer, { params: { userId: '999999' } })).status).toBe(404);
    expect((await operator.callWithInvalidInput(listCustomers, { query: { sort: 'password_hash' } })).status).toBe(400);
    expect(JSON.stringify((await list('?num=100')).list)).not.toMatch(/password|argon2/i);
  });

  it('tells an active account from a closed one, which shows nothing personal but its kept orders', async () => {
    const active = await s.customer('cust-active');
    const leaving = await s.customer('cust-leaving');
    const password = 'correct horse battery';
    await s.db.kysely
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(password) })
      .where('user_id', '=', leaving.userId)
      .execute();
    const kept = await s.paidOrder(leaving, [[s.f.ids.candle, 1]]);
    const before = (await operator.call(getCustomer, { params: { userId: leaving.userId } })).data;
    expect(before.closedAt).toBeNull();
    expect(before.addresses).toHaveLength(2);
    const closing = await leaving.call(closeAccount, { body: { password } });
    expect(closing.status, JSON.stringify(closing.body)).toBe(200);

    const closed = (await operator.call(getCustomer, { params: { userId: leaving.userId } })).data;
    expect(closed.closedAt).toEqual(expect.any(String));
    expect(closed.addresses).toEqual([]);
    expect(closed).toMatchObject({ userId: leaving.userId, screenName: 'Former customer', orderCount: 1 });
    // Neither the old address nor the old name is left to show.
    expect(JSON.stringify(closed)).not.toContain(leaving.email);
    expect(JSON.stringify(closed)).not.toContain(before.screenName);
    const stillActive = consoleCustomerSchema.parse(
      (await operator.call(getCustomer, { params: { userId: active.userId } })).body.data,
    );
    expect(stillActive.closedAt).toBeNull();

    // In the list too; and the kept order is still the customer's.
    const listed = await list(`?search=${encodeURIComponent('closed-account')}`);
    expect(listed.list.find((c) => c.userId === leaving.userId)?.closedAt).toBe(closed.closedAt);
    const orders = await operator.call(listConsoleOrders, { query: { userId: leaving.userId } });
    expect(orders.data.list.map((o: { orderUuid: string }) => o.orderUuid)).toEqual([kept.orderUuid]);
  });
});
