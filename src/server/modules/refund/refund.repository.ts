import type { CustomerOrderRow } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

/**
 * The refund columns of `customer_order`. The moves that may race (a request, a refund made or
 * failed) are conditional updates answering whether they moved the row: of two requests racing
 * for one move, exactly one is told it made it. The others run under the order's row lock.
 */

type RefundOutcome = CustomerOrderRow['refund_outcome'];

const movedOne = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

/** `none` → `requested`; false when a refund was already asked for. */
export async function markRequested(db: Executor, orderId: number, reason: string, now: string) {
  const moved = await db
    .updateTable('customer_order')
    .set({ refund_status: 'requested', refund_reason: reason, refund_requested_at: now, updated_at: now })
    .where('order_id', '=', orderId)
    .where('refund_status', '=', 'none')
    .executeTakeFirst();
  return movedOne(moved);
}

/** An approval holds the refund as `pending` under this attempt (its idempotency key) before the provider is asked. */
export async function markPending(
  db: Executor,
  orderId: number,
  change: { attempt: number; remark: string | null; now: string },
) {
  await db
    .updateTable('customer_order')
    .set({
      refund_outcome: 'pending',
      refund_attempt: change.attempt,
      refund_remark: change.remark,
      updated_at: change.now,
    })
    .where('order_id', '=', orderId)
    .execute();
}

/** `requested` → `refunded`, only for this attempt; false when another approval finished it. */
export async function markRefunded(
  db: Executor,
  orderId: number,
  change: { attempt: number; outcome: RefundOutcome; refundId: string | null; now: string },
) {
  const moved = await db
    .updateTable('customer_order')
    .set({
      refund_status: 'refunded',
      refund_outcome: change.outcome,
      refund_provider_id: change.refundId,
      refund_decided_at: change.now,
      updated_at: change.now,
    })
    .where('order_id', '=', orderId)
    .where('refund_status', '=', 'requested')
    .where('refund_attempt', '=', change.attempt)
    .executeTakeFirst();
  return movedOne(moved);
}

/** Back to `requested` with the outcome `failed`; false when this attempt was already marked failed (or superseded). */
export async function markFailed(
  db: Executor,
  orderId: number,
  change: { attempt: number; refundId: string | null; now: string },
) {
  const moved = await db
    .updateTable('customer_order')
    .set({
      refund_status: 'requested',
      refund_outcome: 'failed',
      refund_provider_id: change.refundId,
      updated_at: change.now,
    })
    .where('order_id', '=', orderId)
    .where('refund_attempt', '=', change.attempt)
    .where('refund_outcome', '!=', 'failed')
    .executeTakeFirst();
  return movedOne(moved);
}

/** A pending refund the provider later reports as made. */
/** Answers whether this call made the change (a repeated event changes nothing). */
export async function markSucceeded(db: Executor, orderId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({ refund_outcome: 'succeeded', updated_at: now })
    .where('order_id', '=', orderId)
    .where('refund_outcome', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markRejected(db: Executor, orderId: number, remark: string, now: string) {
  await db
    .updateTable('customer_order')
    .set({ refund_status: 'rejected', refund_remark: remark, refund_decided_at: now, updated_at: now })
    .where('order_id', '=', orderId)
    .execute();
}

/** The order a provider's refund id belongs to, with the attempt that refund was made under. */
export async function findByRefundId(db: Executor, refundId: string) {
  return db
    .selectFrom('customer_order')
    .select(['order_id', 'refund_attempt', 'user_id', 'order_uuid', 'order_number', 'amount'])
    .where('refund_provider_id', '=', refundId)
    .executeTakeFirst();
}

/** The order's lines that no shipment holds. */
export async function listUnshippedItems(db: Executor, orderId: number) {
  return db
    .selectFrom('order_item as oi')
    .leftJoin('shipment_item as si', 'si.order_item_id', 'oi.order_item_id')
    .select(['oi.inventory_id', 'oi.qty', 'oi.inventory_name'])
    .where('oi.order_id', '=', orderId)
    .where('si.order_item_id', 'is', null)
    .execute();
}
