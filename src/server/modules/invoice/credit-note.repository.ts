import { orderTaxLinesOf, refundTaxLinesOf } from '@server/modules/shipping';
import type { Executor } from '@server/db/transaction';

/**
 * Gives a just-completed refund the next credit note number, in the caller's transaction (the one
 * that completes it), so a rollback gives the number back and numbers stay gapless, as invoice
 * numbers do. A refund that has a number keeps it.
 */
export async function assignCreditNoteNumber(db: Executor, refundId: number, now: string): Promise<number> {
  const refund = await db
    .selectFrom('refund')
    .select('credit_note_number')
    .where('refund_id', '=', refundId)
    .executeTakeFirstOrThrow();
  if (refund.credit_note_number !== null) return refund.credit_note_number;
  const { last } = await db
    .updateTable('credit_note_counter')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('counter_id', '=', 1)
    .returning('last')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('refund')
    .set({ credit_note_number: last, credit_noted_at: now })
    .where('refund_id', '=', refundId)
    .where('credit_note_number', 'is', null)
    .execute();
  return last;
}

/**
 * A refund's credit note and what it shows: for the order's owner, or for an operator (any
 * order); anyone else reads it as unknown.
 */
export async function creditNoteOf(db: Executor, userId: number, orderUuid: string, refundId: number) {
  const order = await db
    .selectFrom('customer_order')
    .select([
      'order_id',
      'user_id',
      'order_number',
      'invoice_number',
      'invoiced_at',
      'created_at',
      'coupon_code',
      'billing_address_json',
      'prices_include_tax',
    ])
    .where('order_uuid', '=', orderUuid)
    .executeTakeFirst();
  if (!order) return undefined;
  if (order.user_id !== userId) {
    const reader = await db.selectFrom('app_user').select('role').where('user_id', '=', userId).executeTakeFirst();
    if (reader?.role !== 'operator') return undefined;
  }
  const refund = await db
    .selectFrom('refund')
    .selectAll()
    .where('refund_id', '=', refundId)
    .where('order_id', '=', order.order_id)
    .executeTakeFirst();
  if (!refund) return undefined;
  const lines = await db
    .selectFrom('refund_item as ri')
    .innerJoin('order_item as oi', 'oi.order_item_id', 'ri.order_item_id')
    .select(['oi.inventory_name', 'oi.unit_price', 'ri.qty', 'ri.amount'])
    .where('ri.refund_id', '=', refundId)
    .orderBy('oi.order_item_id')
    .execute();
  const [taxLines, orderTaxLines] = await Promise.all([
    refundTaxLinesOf(db, [refundId]),
    orderTaxLinesOf(db, [order.order_id]),
  ]);
  // The shipping's tax line, to tell what of this refund's tax was the delivery's.
  const shippingLine = orderTaxLines.find((l) => l.kind === 'shipping');
  const shippingTax = taxLines
    .filter((l) => shippingLine && l.name === shippingLine.name && l.rate_milli === shippingLine.rate_milli)
    .reduce((sum, l) => sum + l.amount, 0);
  return { order, refund, lines, taxLines, shippingTax };
}

export type CreditNoted = NonNullable<Awaited<ReturnType<typeof creditNoteOf>>>;
