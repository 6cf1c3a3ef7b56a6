import { expect } from 'vitest';
import type { Executor } from '@server/db/transaction';
import { linePaidValues } from './shares.js';

/**
 * The money promises of one order, checked against the database (for the refund suites): what
 * went back (records and provider alike) is at most what was paid, in all and per line; a line
 * never has more units refunded than it had, nor more restocked than refunded.
 */
export async function checkMoney(db: Executor, orderUuid: string) {
  const order = await db
    .selectFrom('customer_order')
    .selectAll()
    .where('order_uuid', '=', orderUuid)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_item')
    .selectAll()
    .where('order_id', '=', order.order_id)
    .orderBy('order_item_id')
    .execute();
  const refunds = await db.selectFrom('refund').selectAll().where('order_id', '=', order.order_id).execute();
  const committed = refunds.filter((r) => r.status === 'pending' || r.status === 'succeeded');
  const refundItems =
    committed.length === 0
      ? []
      : await db
          .selectFrom('refund_item')
          .selectAll()
          .where(
            'refund_id',
            'in',
            committed.map((r) => r.refund_id),
          )
          .execute();
  const refunded = committed.reduce((sum, r) => sum + r.amount, 0);
  expect(refunded, 'refunded in all').toBeLessThanOrEqual(order.amount);

  const totals = items.map((i) => i.line_total);
  const paid = linePaidValues(totals, totals.reduce((a, b) => a + b, 0) - order.amount);
  const perLine = new Map<number, { qty: number; amount: number; restocked: number }>();
  for (const [index, item] of items.entries()) {
    const mine = refundItems.filter((i) => i.order_item_id === item.order_item_id);
    const line = {
      qty: mine.reduce((n, i) => n + i.qty, 0),
      amount: mine.reduce((n, i) => n + i.amount, 0),
      restocked: mine.reduce((n, i) => n + i.restocked, 0),
    };
    expect(line.qty, 'units refunded of a line').toBeLessThanOrEqual(item.qty);
    expect(line.amount, 'amount refunded of a line').toBeLessThanOrEqual(paid[index] ?? 0);
    expect(line.restocked, 'units restocked of a line').toBeLessThanOrEqual(line.qty);
    perLine.set(item.order_item_id, line);
  }
  for (const r of committed) {
    const share = refundItems.filter((i) => i.refund_id === r.refund_id).reduce((n, i) => n + i.amount, 0);
    expect(share, 'a refund’s lines within its amount').toBeLessThanOrEqual(r.amount);
  }

  // What the test checkout actually gave back is what the records say.
  if (order.checkout_session_id) {
    const atProvider = await db
      .selectFrom('test_checkout_refund')
      .select('amount')
      .where('session_id', '=', order.checkout_session_id)
      .where('status', '!=', 'failed')
      .execute();
    if (atProvider.length > 0 || refunded > 0) {
      expect(
        atProvider.reduce((n, r) => n + r.amount, 0),
        'given back at the provider',
      ).toBe(refunded);
    }
  }
  return { paid: order.amount, refunded, perLine, refunds };
}
