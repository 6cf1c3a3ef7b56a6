import type { CustomerOrderRow } from '@server/db/schema';
import { lockForUpdate, type Executor, type Tx } from '@server/db/transaction';
import * as orders from '@server/modules/order';
import type { PlanFacts } from './refund-plan.js';
import { committedOf, shippedItemIds } from './refund.repository.js';
import { linePaidValues } from './shares.js';

/**
 * What a refund is worked out from: what each line was paid (its total less its share of the
 * coupon, to the cent), and what the order's committed refunds already gave back. Read under the
 * order's lock by writers, so two refunds of one order never both see the same money left.
 * `except`: a refund being decided again (a failed one retried) does not count against itself.
 */
export async function factsOf(db: Executor, order: CustomerOrderRow, except: number | null = null): Promise<PlanFacts> {
  const [items, committed, shipped] = await Promise.all([
    orders.itemsOf(db, order.order_id),
    committedOf(db, order.order_id, except),
    shippedItemIds(db, order.order_id),
  ]);
  // The discount is what the lines add up to beyond what was paid, so the lines' parts add up to the payment.
  const totals = items.map((i) => i.line_total);
  const paid = linePaidValues(totals, totals.reduce((a, b) => a + b, 0) - order.amount);
  return {
    paid: order.amount,
    refunded: committed.total,
    lines: items.map((item, index) => ({
      orderItemId: item.order_item_id,
      name: item.inventory_name,
      qty: item.qty,
      paidValue: paid[index] ?? 0,
      refundedQty: committed.perLine.get(item.order_item_id)?.qty ?? 0,
      refundedAmount: committed.perLine.get(item.order_item_id)?.amount ?? 0,
      shipped: shipped.has(item.order_item_id),
    })),
  };
}

/** The order, locked for the rest of the transaction and read under the lock. */
export async function lockOrderById(tx: Tx, orderId: number): Promise<CustomerOrderRow | undefined> {
  if (!(await lockForUpdate(tx, 'customer_order', 'order_id', orderId))) return undefined;
  return orders.findById(tx.kysely, orderId);
}

/** One key per attempt at the provider, counted per order: a retry of the attempt sends it again. */
export async function nextRefundKey(db: Executor, order: CustomerOrderRow): Promise<string> {
  const attempt = order.refund_attempt + 1;
  await orders.setRefundAttempt(db, order.order_id, attempt);
  order.refund_attempt = attempt;
  return `refund:${order.order_uuid}:${attempt}`;
}
