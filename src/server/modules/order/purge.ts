import { lockForUpdate, type Tx } from '@server/db/transaction';
import { releaseCouponUse } from './coupon-use.repository.js';
import type { OrderDeps } from './order.deps.js';
import { deleteOrder, deleteTestCheckoutOf, neverPaidBefore, stillNeverPaid } from './purge.repository.js';

const DAY_MS = 24 * 60 * 60_000;
/** Orders read per batch. */
const BATCH = 100;
/**
 * Orders purged per run at most (about 3.5 s on PostgreSQL, 0.3 s on SQLite): the sweep's other
 * steps wait for it, and the next run, a minute later, takes the rest.
 */
const MAX_PER_RUN = 500;

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
    const batch = await neverPaidBefore(k, cutoff, BATCH);
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
  if (!(await stillNeverPaid(k, order.order_id, cutoff))) return false;
  await deleteTestCheckoutOf(k, order.order_number);
  await releaseCouponUse(k, order.order_number);
  await deleteOrder(k, order.order_id);
  return true;
}
