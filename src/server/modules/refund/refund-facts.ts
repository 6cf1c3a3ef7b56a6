import type { CustomerOrderRow } from '@server/db/schema';
import { lockForUpdate, type Executor, type Tx } from '@server/db/transaction';
import * as orders from '@server/modules/order';
import type { PlanFacts } from './refund-plan.js';
import { committedOf, shippedUnitsOf } from './refund.repository.js';
import { refundTaxLinesOf } from '@server/modules/shipping';
import { linePaidValues, shareByLargestRemainder } from './shares.js';

/**
 * What a refund is worked out from: what each line was paid (its total less its share of the
 * coupon, to the cent), and what the order's committed refunds already gave back. Read under the
 * order's lock by writers, so two refunds of one order never both see the same money left.
 * `except`: a refund being decided again (a failed one retried) does not count against itself.
 */
export async function factsOf(db: Executor, order: CustomerOrderRow, except: number | null = null): Promise<PlanFacts> {
  const [items, committed, shipped, taxLinesByOrder] = await Promise.all([
    orders.itemsOf(db, order.order_id),
    committedOf(db, order.order_id, except),
    shippedUnitsOf(db, order.order_id),
    orders.taxLinesOf(db, [order.order_id]),
  ]);
  const taxRows = taxLinesByOrder.get(order.order_id) ?? [];
  const taxGivenBack = await refundTaxLinesOf(db, committed.refundIds);
  const included = order.prices_include_tax === 1;
  // Each line's value after its share of the coupon, to the cent (the same split as the tax's base).
  const afterCoupon = linePaidValues(
    items.map((i) => i.line_total),
    order.discount_amount,
  );
  // Each items tax line shared over the lines of its class, by their value after the coupon.
  const lineTax = items.map(() => 0);
  const lineTaxIndex = items.map(() => -1);
  taxRows.forEach((row, index) => {
    if (row.kind !== 'items') return;
    const of = items.flatMap((item, i) => (item.tax_class === row.tax_class ? [i] : []));
    const shares = shareByLargestRemainder(
      row.amount,
      of.map((i) => afterCoupon[i] ?? 0),
    );
    of.forEach((i, k) => {
      lineTax[i] = shares[k] ?? 0;
      lineTaxIndex[i] = index;
    });
  });
  const shippingIndex = taxRows.findIndex((row) => row.kind === 'shipping');
  const shippingTax = shippingIndex >= 0 ? (taxRows[shippingIndex]?.amount ?? 0) : 0;
  return {
    paid: order.amount,
    refunded: committed.total,
    lines: items.map((item, index) => ({
      orderItemId: item.order_item_id,
      name: item.inventory_name,
      qty: item.qty,
      paidValue: (afterCoupon[index] ?? 0) + (included ? 0 : (lineTax[index] ?? 0)),
      baseValue: afterCoupon[index] ?? 0,
      taxValue: lineTax[index] ?? 0,
      taxLineIndex: lineTaxIndex[index] ?? -1,
      refundedQty: committed.perLine.get(item.order_item_id)?.qty ?? 0,
      refundedAmount: committed.perLine.get(item.order_item_id)?.amount ?? 0,
      shippedQty: shipped.get(item.order_item_id) ?? 0,
    })),
    shipping: {
      paid: order.shipping_amount + (included ? 0 : shippingTax),
      base: order.shipping_amount,
      tax: shippingTax,
      taxLineIndex: shippingIndex,
      refunded: committed.shippingRefunded > 0,
    },
    taxLines: taxRows.map((row) => ({
      name: row.name,
      rateMilli: row.rate_milli,
      base: row.base,
      amount: row.amount,
      refunded: taxGivenBack
        .filter((g) => g.name === row.name && g.rate_milli === row.rate_milli)
        .reduce((sum, g) => sum + g.amount, 0),
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
