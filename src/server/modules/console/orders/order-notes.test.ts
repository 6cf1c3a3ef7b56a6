import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrder } from '@shared/contract/order';
import { getConsoleOrder } from '@shared/contract/console-orders';
import { addOrderNote } from '@shared/contract/console-order-notes';
import { consoleOrderDetailSchema } from '@shared/schemas/console';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('internal notes on an order on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('notes-operator');
  });
  afterAll(() => s.close());

  it('adds a note to the timeline with who wrote it; the customer never sees it', async () => {
    const ada = await s.customer('notes-ada');
    const paid = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    const res = await operator.call(addOrderNote, {
      params: { orderUuid: paid.orderUuid },
      body: {
        note: '  Customer called: leave the parcel with the neighbour.\nNo. 12  ',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.note).toBe('Customer called: leave the parcel with the neighbour.\nNo. 12');

    const detail = consoleOrderDetailSchema.parse(
      (await operator.call(getConsoleOrder, { params: { orderUuid: paid.orderUuid } })).body.data,
    );
    const last = detail.events.at(-1);
    expect(last).toMatchObject({
      type: 'note',
      actorName: operator.email,
      detail: { note: 'Customer called: leave the parcel with the neighbour.\nNo. 12' },
    });
    const own = await ada.call(getOrder, { params: { orderUuid: paid.orderUuid } });
    expect(JSON.stringify(own.body)).not.toContain('neighbour');
  });

  it('refuses an empty, overlong or control-character note, an unknown order and a customer', async () => {
    const bob = await s.customer('notes-bob');
    const paid = await s.paidOrder(bob, [[s.f.ids.lamp, 1]]);
    const params = { orderUuid: paid.orderUuid };
    for (const [note, message] of [
      ['   ', 'Note must not be empty'],
      ['x'.repeat(1001), 'at most 1,000'],
      ['bell\u0007', 'control characters'],
    ] as const) {
      const res = await operator.call(addOrderNote, { params, body: { note } });
      expect(res.status).toBe(400);
      expect(res.body.errMsg).toContain(message);
    }
    expect(
      (
        await operator.call(addOrderNote, {
          params: { orderUuid: '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a' },
          body: { note: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await bob.call(addOrderNote, { params, body: { note: 'mine' } })).status).toBe(403);
    const detail = consoleOrderDetailSchema.parse(
      (await operator.call(getConsoleOrder, { params: { orderUuid: paid.orderUuid } })).body.data,
    );
    expect(detail.events.filter((e) => e.type === 'note')).toEqual([]);
  });
});
