import { orderTaxLinesOf } from '@server/modules/shipping';
import type { Executor } from '@server/db/transaction';

/**
 * Gives a just-paid order the next invoice number, in the caller's transaction (the one that
 * marks it paid), so a rollback gives the number back and numbers stay gapless. An order that
 * already has a number keeps it and takes none. Call it as late as possible in the transaction:
 * concurrent payments wait on the counter row from here until their commit.
 */
export async function assignInvoiceNumber(db: Executor, orderId: number, now: string): Promise<number> {
  const order = await db
    .selectFrom('customer_order')
    .select('invoice_number')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.invoice_number !== null) return order.invoice_number;
  const { last } = await db
    .updateTable('invoice_counter')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('counter_id', '=', 1)
    .returning('last')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('customer_order')
    .set({ invoice_number: last, invoiced_at: now })
    .where('order_id', '=', orderId)
    .where('invoice_number', 'is', null)
    .execute();
  return last;
}

/** The owner's order by its public id, with what its invoice shows; anyone else's reads as unknown. */
export async function invoicedOrderOf(db: Executor, userId: number, orderUuid: string) {
  const order = await db
    .selectFrom('customer_order')
    .select([
      'order_id',
      'order_number',
      'payment_status',
      'invoice_number',
      'invoiced_at',
      'created_at',
      'original_amount',
      'discount_amount',
      'tax_amount',
      'amount',
      'currency',
      'coupon_code',
      'billing_address_json',
      'user_id',
      'shipping_amount',
      'shipping_method_name',
      'prices_include_tax',
    ])
    .where('order_uuid', '=', orderUuid)
    .executeTakeFirst();
  if (!order) return undefined;
  // As for credit notes: the order's owner, or an operator (a closed account's invoices stay
  // downloadable for the shop's accounts).
  if (order.user_id !== userId) {
    const reader = await db.selectFrom('app_user').select('role').where('user_id', '=', userId).executeTakeFirst();
    if (reader?.role !== 'operator') return undefined;
  }
  const items = await db
    .selectFrom('order_item')
    .select(['inventory_name', 'addons_json', 'qty', 'unit_price', 'line_total'])
    .where('order_id', '=', order.order_id)
    .orderBy('order_item_id')
    .execute();
  const taxLines = await orderTaxLinesOf(db, [order.order_id]);
  return { order, items, taxLines };
}

export type InvoicedOrder = NonNullable<Awaited<ReturnType<typeof invoicedOrderOf>>>;
