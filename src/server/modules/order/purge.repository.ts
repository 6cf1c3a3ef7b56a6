import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

const NEVER_PAID_ENDINGS = ['cancelled', 'expired', 'failed'] as const;

type Orders = SelectQueryBuilder<Database, 'customer_order', object>;

/**
 * Orders that ended unpaid before `cutoff` and show no sign of money: never paid, never
 * invoiced, no refund, no completed checkout session (paid on the page but not yet reported),
 * nothing shipped or reviewed. An order paid late moves to `success` and is never one of these.
 */
function endedUnpaidBefore(query: Orders, cutoff: string): Orders {
  return query
    .where('customer_order.payment_status', 'in', NEVER_PAID_ENDINGS)
    .where('customer_order.updated_at', '<', cutoff)
    .where('customer_order.paid_at', 'is', null)
    .where('customer_order.invoice_number', 'is', null)
    .where('customer_order.refund_status', '=', 'none')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('test_checkout_session as s')
            .select('s.session_id')
            .whereRef('s.order_ref', '=', 'customer_order.order_number')
            .where('s.status', '=', 'complete'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('shipment as sh').select('sh.shipment_id').whereRef('sh.order_id', '=', 'customer_order.order_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('review as r')
            .innerJoin('order_item as i', 'i.order_item_id', 'r.order_item_id')
            .select('r.review_id')
            .whereRef('i.order_id', '=', 'customer_order.order_id'),
        ),
      ),
    );
}

/** Orders that may be purged (above), those that ended first first. */
export async function neverPaidBefore(db: Executor, cutoff: string, limit: number) {
  return endedUnpaidBefore(db.selectFrom('customer_order'), cutoff)
    .select(['customer_order.order_id', 'customer_order.order_number'])
    .orderBy('customer_order.updated_at')
    .limit(limit)
    .execute();
}

/** Whether the order may still be purged (read again under its lock). */
export async function stillNeverPaid(db: Executor, orderId: number, cutoff: string): Promise<boolean> {
  const still = await endedUnpaidBefore(db.selectFrom('customer_order'), cutoff)
    .select('customer_order.order_id')
    .where('customer_order.order_id', '=', orderId)
    .executeTakeFirst();
  return still !== undefined;
}

/** The test checkout's sessions of the order, and their refunds. */
export async function deleteTestCheckoutOf(db: Executor, orderNumber: string) {
  const sessions = db.selectFrom('test_checkout_session').select('session_id').where('order_ref', '=', orderNumber);
  await db.deleteFrom('test_checkout_refund').where('session_id', 'in', sessions).execute();
  await db.deleteFrom('test_checkout_session').where('order_ref', '=', orderNumber).execute();
}

/** The order with its payments, events and items. */
export async function deleteOrder(db: Executor, orderId: number) {
  await db.deleteFrom('payment').where('order_id', '=', orderId).execute();
  await db.deleteFrom('order_event').where('order_id', '=', orderId).execute();
  await db.deleteFrom('order_item').where('order_id', '=', orderId).execute();
  await db.deleteFrom('customer_order').where('order_id', '=', orderId).execute();
}
