import { insertRefundTaxLines } from '@server/modules/shipping';
import {
  COMMITTED_REFUND_STATUSES,
  REFUND_TRANSITIONS,
  sourcesOf,
  type RefundRecordStatus,
} from '@shared/order-states';
import { sql, type RawBuilder } from 'kysely';
import type { NewRefundRow, RefundRow } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

/**
 * The `refund` and `refund_item` rows. Writers hold the order's row lock (the service takes it), so
 * what they read of an order's refunds stays true until they commit; the moves that may still race
 * with a caller that holds no lock are conditional updates answering whether they moved the row.
 */

const movedOne = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

export async function refundsOf(db: Executor, orderId: number) {
  return db.selectFrom('refund').selectAll().where('order_id', '=', orderId).orderBy('refund_id').execute();
}

export async function itemsOfRefunds(db: Executor, refundIds: number[]) {
  if (refundIds.length === 0) return [];
  return db
    .selectFrom('refund_item')
    .selectAll()
    .where('refund_id', 'in', refundIds)
    .orderBy('refund_id')
    .orderBy('order_item_id')
    .execute();
}

export async function findRefund(db: Executor, refundId: number) {
  return db.selectFrom('refund').selectAll().where('refund_id', '=', refundId).executeTakeFirst();
}

/** The refund a provider's event is about: by its id there, or by the key we sent (its answer may not be stored yet). */
export async function findByProvider(db: Executor, providerRefundId: string, idempotencyKey: string | null) {
  const byId = await db
    .selectFrom('refund')
    .selectAll()
    .where('provider_refund_id', '=', providerRefundId)
    .orderBy('refund_id', 'desc')
    .executeTakeFirst();
  if (byId || !idempotencyKey) return byId;
  return db.selectFrom('refund').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function insertRefund(
  db: Executor,
  row: NewRefundRow,
  items: { orderItemId: number; qty: number; amount: number }[],
): Promise<RefundRow> {
  const refund = await db.insertInto('refund').values(row).returningAll().executeTakeFirstOrThrow();
  await replaceItems(db, refund.refund_id, items);
  return refund;
}

export async function replaceItems(
  db: Executor,
  refundId: number,
  items: { orderItemId: number; qty: number; amount: number }[],
) {
  await db.deleteFrom('refund_item').where('refund_id', '=', refundId).execute();
  if (items.length === 0) return;
  await db
    .insertInto('refund_item')
    .values(items.map((i) => ({ refund_id: refundId, order_item_id: i.orderItemId, qty: i.qty, amount: i.amount })))
    .execute();
}

/**
 * Moves a refund to `to` from any state the shared table allows (narrowed by `from` when given),
 * only while it still holds `key` (a newer attempt is not moved by an older one's answer).
 */
export async function moveRefund(
  db: Executor,
  refundId: number,
  to: RefundRecordStatus,
  set: Partial<Pick<RefundRow, 'provider_refund_id' | 'completed_at' | 'decided_at' | 'decided_by' | 'remark'>> & {
    now: string;
    key?: string | null;
    from?: RefundRecordStatus[];
  },
): Promise<boolean> {
  const { now, key, from, ...columns } = set;
  const allowed = sourcesOf(REFUND_TRANSITIONS, to).filter((s) => !from || from.includes(s));
  if (allowed.length === 0) throw new Error(`No refund moves to ${to} from ${from?.join(', ')}`);
  let update = db
    .updateTable('refund')
    .set({ ...columns, status: to, updated_at: now })
    .where('refund_id', '=', refundId)
    .where('status', 'in', allowed);
  if (key !== undefined)
    update = key === null ? update.where('idempotency_key', 'is', null) : update.where('idempotency_key', '=', key);
  return movedOne(await update.executeTakeFirst());
}

/** A decided refund (or a failed one tried again) goes to the provider under a new key. */
export async function markPending(
  db: Executor,
  refundId: number,
  change: { key: string; amount: number; remark: string | null; decidedBy: string; now: string },
) {
  const allowed = sourcesOf(REFUND_TRANSITIONS, 'pending');
  const moved = await db
    .updateTable('refund')
    .set({
      status: 'pending',
      idempotency_key: change.key,
      provider_refund_id: null,
      amount: change.amount,
      remark: change.remark,
      decided_by: change.decidedBy,
      decided_at: change.now,
      updated_at: change.now,
    })
    .where('refund_id', '=', refundId)
    .where('status', 'in', allowed)
    .executeTakeFirst();
  return movedOne(moved);
}

/** Notes the provider's id of a refund still at work there. */
export async function noteProviderId(
  db: Executor,
  refundId: number,
  key: string,
  providerRefundId: string,
  now: string,
) {
  await db
    .updateTable('refund')
    .set({ provider_refund_id: providerRefundId, updated_at: now })
    .where('refund_id', '=', refundId)
    .where('idempotency_key', '=', key)
    .execute();
}

/** Claims the restock of a refund: true for exactly one caller, once. */
export async function claimRestock(db: Executor, refundId: number, now: string) {
  const moved = await db
    .updateTable('refund')
    .set({ restocked_at: now })
    .where('refund_id', '=', refundId)
    .where('restock', '=', 1)
    .where('restocked_at', 'is', null)
    .executeTakeFirst();
  return movedOne(moved);
}

/** Amounts and units already given back per order line, and in all, over the committed refunds. */
export async function committedOf(db: Executor, orderId: number, except: number | null = null) {
  const refunds = (await refundsOf(db, orderId)).filter(
    (r) => (COMMITTED_REFUND_STATUSES as readonly string[]).includes(r.status) && r.refund_id !== except,
  );
  const items = await itemsOfRefunds(
    db,
    refunds.map((r) => r.refund_id),
  );
  const perLine = new Map<number, { qty: number; amount: number }>();
  for (const i of items) {
    const line = perLine.get(i.order_item_id) ?? { qty: 0, amount: 0 };
    perLine.set(i.order_item_id, { qty: line.qty + i.qty, amount: line.amount + i.amount });
  }
  return {
    total: refunds.reduce((sum, r) => sum + r.amount, 0),
    count: refunds.length,
    perLine,
    refundIds: refunds.map((r) => r.refund_id),
    shippingRefunded: refunds.reduce((sum, r) => sum + r.shipping_amount, 0),
  };
}

/** Units of each of the order's lines that parcels hold (lines with none are absent). */
export async function shippedUnitsOf(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('order_item as oi')
    .innerJoin('shipment_item as si', 'si.order_item_id', 'oi.order_item_id')
    .select(['oi.order_item_id', 'si.qty'])
    .where('oi.order_id', '=', orderId)
    .execute();
  const units = new Map<number, number>();
  for (const r of rows) units.set(r.order_item_id, (units.get(r.order_item_id) ?? 0) + r.qty);
  return units;
}

/** Pending refunds the provider never answered (the process died, or the call timed out), oldest first. */
export async function unansweredPending(db: Executor, before: string, limit: number) {
  return db
    .selectFrom('refund')
    .select(['refund_id'])
    .where('status', '=', 'pending')
    .where('provider_refund_id', 'is', null)
    .where('updated_at', '<', before)
    .orderBy('refund_id')
    .limit(limit)
    .execute();
}

/** An order's refunds and their items, for its views. */
export async function moneyOf(db: Executor, orderId: number) {
  const refunds = await refundsOf(db, orderId);
  const refundItems = await itemsOfRefunds(
    db,
    refunds.map((r) => r.refund_id),
  );
  return { refunds, refundItems };
}

/** Units of each order line cancelled by committed cancellations: a line cancelled whole no longer ships. */
export async function cancelledUnits(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('refund_item as ri')
    .innerJoin('refund as r', 'r.refund_id', 'ri.refund_id')
    .select(['ri.order_item_id', 'ri.qty'])
    .where('r.order_id', '=', orderId)
    .where('r.kind', '=', 'cancellation')
    .where('r.status', 'in', COMMITTED_REFUND_STATUSES)
    .execute();
  const units = new Map<number, number>();
  for (const r of rows) units.set(r.order_item_id, (units.get(r.order_item_id) ?? 0) + r.qty);
  return units;
}

/** What went (or is going) back of the order whose id is `orderId`: a subquery for lists and sums. */
export function refundedOfOrder(orderId: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(r.amount), 0) from refund r where r.order_id = ${orderId} and r.status in ('pending', 'succeeded'))`;
}

/** The tax and the shipping (its price) that went (or are going) back of the order: subqueries for sums. */
export function refundedTaxOfOrder(orderId: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(r.tax_amount), 0) from refund r where r.order_id = ${orderId} and r.status in ('pending', 'succeeded'))`;
}
export function refundedShippingOfOrder(orderId: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(r.shipping_amount), 0) from refund r where r.order_id = ${orderId} and r.status in ('pending', 'succeeded'))`;
}
/** Of that tax, what was the shipping's (its tax line's share). */
export function refundedShippingTaxOfOrder(orderId: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(rt.amount), 0) from refund_tax_line rt
    inner join refund r on r.refund_id = rt.refund_id
    inner join order_tax_line t on t.order_id = r.order_id and t.kind = 'shipping' and t.name = rt.name and t.rate_milli = rt.rate_milli
    where r.order_id = ${orderId} and r.status in ('pending', 'succeeded'))`;
}

/** Units of a refund's line that went back into stock. */
export async function markRestocked(db: Executor, refundId: number, orderItemId: number, qty: number) {
  await db
    .updateTable('refund_item')
    .set({ restocked: qty })
    .where('refund_id', '=', refundId)
    .where('order_item_id', '=', orderItemId)
    .execute();
}

/** Writes what a refund gives back of the tax and the shipping, and its tax lines (for its credit note). */
export async function setTaxShare(
  db: Executor,
  refundId: number,
  share: {
    taxAmount: number;
    shippingAmount: number;
    taxLines: readonly { name: string; rateMilli: number; base: number; amount: number }[];
  },
) {
  await db
    .updateTable('refund')
    .set({ tax_amount: share.taxAmount, shipping_amount: share.shippingAmount })
    .where('refund_id', '=', refundId)
    .execute();
  await db.deleteFrom('refund_tax_line').where('refund_id', '=', refundId).execute();
  await insertRefundTaxLines(db, refundId, share.taxLines);
}
