import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '@server/db/schema';
import { lockForUpdate, type Tx } from '@server/db/transaction';
import { releaseCouponUse } from './coupon-use.js';
import type { OrderDeps } from './order.deps.js';

const DAY_MS = 24 * 60 * 60_000;
/** Orders read per batch. */
const BATCH = 100;
/**
 * Orders purged per run at most (about 3.5 s on PostgreSQL, 0.3 s on SQLite): the sweep's other
 * steps wait for it, and the next run, a minute later, takes the rest.
 */
const MAX_PER_RUN = 500;
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

/**
 * Deletes cancelled, expired and failed orders that were never paid, once they ended more than
 * the retention period ago (UNPAID_ORDER_RETENTION_DAYS), with everything that names them: items,
 * events, any coupon reservation left (its use given back), the test checkout's sessions.
 * Paid orders, refunded ones included, are never touched. Answers how many it deleted, at most
 * MAX_PER_RUN.
 *
 * Safe with several instances at once: each order goes in its own transaction that locks the
 * order's row and checks the conditions again, so a late payment (which moves the row first)
 * keeps its order, and two instances never both delete one.
 */
export async function purgeNeverPaidOrders(deps: OrderDeps): Promise<number> {
  const cutoff = new Date(deps.now() - deps.unpaidOrderRetentionDays * DAY_MS).toISOString();
  const k = deps.db.kysely;
  let purged = 0;
  for (;;) {
    const batch = await endedUnpaidBefore(k.selectFrom('customer_order'), cutoff)
      .select(['customer_order.order_id', 'customer_order.order_number'])
      .orderBy('customer_order.updated_at')
      .limit(BATCH)
      .execute();
    let purgedNow = 0;
    for (const order of batch) {
      if (await deps.db.transaction((tx) => purgeOne(tx, order, cutoff))) purgedNow++;
    }
    purged += purgedNow;
    if (batch.length < BATCH || purgedNow === 0 || purged >= MAX_PER_RUN) return purged;
  }
}

async function purgeOne(tx: Tx, order: { order_id: number; order_number: string }, cutoff: string) {
  const k = tx.kysely;
  if (!(await lockForUpdate(tx, 'customer_order', 'order_id', order.order_id))) return false;
  const still = await endedUnpaidBefore(k.selectFrom('customer_order'), cutoff)
    .select('customer_order.order_id')
    .where('customer_order.order_id', '=', order.order_id)
    .executeTakeFirst();
  if (!still) return false;

  const sessions = k
    .selectFrom('test_checkout_session')
    .select('session_id')
    .where('order_ref', '=', order.order_number);
  await k.deleteFrom('test_checkout_refund').where('session_id', 'in', sessions).execute();
  await k.deleteFrom('test_checkout_session').where('order_ref', '=', order.order_number).execute();
  await releaseCouponUse(k, order.order_number);
  await k.deleteFrom('payment').where('order_id', '=', order.order_id).execute();
  await k.deleteFrom('order_event').where('order_id', '=', order.order_id).execute();
  await k.deleteFrom('order_item').where('order_id', '=', order.order_id).execute();
  await k.deleteFrom('customer_order').where('order_id', '=', order.order_id).execute();
  return true;
}
