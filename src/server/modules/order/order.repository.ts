import type { ExpressionBuilder } from 'kysely';
import { COMMITTED_REFUND_STATUSES, ORDER_TRANSITIONS, canMove } from '@shared/order-states';
import { lockForUpdate, type Executor, type Tx } from '@server/db/transaction';
import type {
  CustomerOrderRow,
  CustomerOrderTable,
  Database,
  NewCustomerOrderRow,
  NewOrderItemRow,
} from '@server/db/schema';

export type PaymentStatus = CustomerOrderRow['payment_status'];

export async function findPendingOf(db: Executor, userId: number) {
  return db
    .selectFrom('customer_order')
    .selectAll()
    .where('user_id', '=', userId)
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
}

export async function findByNumber(db: Executor, orderNumber: string) {
  return db.selectFrom('customer_order').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
}

/** Any customer's order, by the id in its URL (an operator's read). */
export async function findByUuid(db: Executor, orderUuid: string) {
  return db.selectFrom('customer_order').selectAll().where('order_uuid', '=', orderUuid).executeTakeFirst();
}

/** Only the owner's: anyone else's order number reads as unknown. */
export async function findByNumberOf(db: Executor, userId: number, orderNumber: string) {
  return db
    .selectFrom('customer_order')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findByUuidOf(db: Executor, userId: number, orderUuid: string) {
  return db
    .selectFrom('customer_order')
    .selectAll()
    .where('order_uuid', '=', orderUuid)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Any customer's order (an operator acts on it), locked for the rest of the transaction and
 * read under the lock: what another operator decided meanwhile is seen.
 */
export async function lockByUuid(tx: Tx, orderUuid: string) {
  const found = await tx.kysely
    .selectFrom('customer_order')
    .select('order_id')
    .where('order_uuid', '=', orderUuid)
    .executeTakeFirst();
  if (!found || !(await lockForUpdate(tx, 'customer_order', 'order_id', found.order_id))) return undefined;
  return tx.kysely
    .selectFrom('customer_order')
    .selectAll()
    .where('order_id', '=', found.order_id)
    .executeTakeFirstOrThrow();
}

export async function insertOrder(db: Executor, row: NewCustomerOrderRow) {
  return db.insertInto('customer_order').values(row).returning('order_id').executeTakeFirstOrThrow();
}

export async function insertItems(db: Executor, rows: NewOrderItemRow[]) {
  if (rows.length > 0) await db.insertInto('order_item').values(rows).execute();
}

export async function itemsOf(db: Executor, orderId: number) {
  return db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('order_item_id').execute();
}

export async function addEvent(
  db: Executor,
  event: { orderId: number; type: string; actor: string; detail?: object; now: string },
) {
  await db
    .insertInto('order_event')
    .values({
      order_id: event.orderId,
      type: event.type,
      actor: event.actor,
      detail_json: JSON.stringify(event.detail ?? {}),
      created_at: event.now,
    })
    .execute();
}

export async function eventsOf(db: Executor, orderId: number) {
  return db.selectFrom('order_event').selectAll().where('order_id', '=', orderId).orderBy('event_id').execute();
}

/**
 * Moves an order from one of `from` to `to` in one conditional update: of several callers
 * racing (two fulfils, a fulfil and the sweep), exactly one sees `true`. Every move must be one
 * the shared table (`ORDER_TRANSITIONS`) allows; asking for another is a bug and throws.
 */
export async function moveStatus(
  db: Executor,
  orderId: number,
  from: PaymentStatus[],
  to: PaymentStatus,
  now: string,
  extra: { paid_at?: string; checkout_session_id?: string } = {},
): Promise<boolean> {
  const illegal = from.filter((f) => !canMove(ORDER_TRANSITIONS, f, to));
  if (illegal.length > 0) throw new Error(`An order cannot move from ${illegal.join(', ')} to ${to}`);
  const result = await db
    .updateTable('customer_order')
    .set({ payment_status: to, updated_at: now, ...extra })
    .where('order_id', '=', orderId)
    .where('payment_status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores a new checkout session, only while the order still awaits payment. */
export async function storeCheckoutSession(
  db: Executor,
  orderId: number,
  session: { id: string; url: string | null; attempt: number; expiresAt: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({
      checkout_session_id: session.id,
      checkout_url: session.url,
      checkout_attempt: session.attempt,
      expires_at: session.expiresAt,
      updated_at: now,
    })
    .where('order_id', '=', orderId)
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claims the confirmation mail: of any number of callers, one gets `true` and sends it. */
export async function claimConfirmation(db: Executor, orderId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set({ confirmation_sent_at: now })
    .where('order_id', '=', orderId)
    .where('payment_status', '=', 'success')
    .where('confirmation_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The units bought in order `o`, as `item_count`: a subquery for lists of orders. */
export function unitsBought(eb: ExpressionBuilder<Database & { o: CustomerOrderTable }, 'o'>) {
  return eb
    .selectFrom('order_item as oi')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('oi.qty'), e.lit(0)).as('n'))
    .whereRef('oi.order_id', '=', 'o.order_id')
    .as('item_count');
}

/** The customer's orders, newest first, with the units bought in each. */
export async function listOf(db: Executor, userId: number) {
  return db
    .selectFrom('customer_order as o')
    .selectAll('o')
    .select(unitsBought)
    .where('o.user_id', '=', userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.order_id', 'desc')
    .execute();
}

/**
 * Every line of the customer's orders, in order of the order and then of the line, with how many
 * of its units parcels hold and how many of those were delivered. One query for the whole list,
 * not one per order.
 */
export async function linesWithShipmentOf(db: Executor, userId: number) {
  return (
    db
      .selectFrom('order_item as oi')
      .innerJoin('customer_order as o', 'o.order_id', 'oi.order_id')
      .select(['oi.order_id', 'oi.order_item_id', 'oi.inventory_name', 'oi.cover_path', 'oi.qty'])
      .select((eb) =>
        eb
          .selectFrom('shipment_item as si')
          .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('si.qty'), sub.val(0)).as('n'))
          .whereRef('si.order_item_id', '=', 'oi.order_item_id')
          .as('shipped_qty'),
      )
      .select((eb) =>
        eb
          .selectFrom('shipment_item as si')
          .innerJoin('shipment as s', 's.shipment_id', 'si.shipment_id')
          .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('si.qty'), sub.val(0)).as('n'))
          .whereRef('si.order_item_id', '=', 'oi.order_item_id')
          .where('s.shipment_status', '=', 'delivered')
          .as('delivered_qty'),
      )
      // Units the shop cancelled before shipping, by cancellations that went or are going through
      // (the refund module's committed statuses), so a card counts what is still coming.
      .select((eb) =>
        eb
          .selectFrom('refund_item as ri')
          .innerJoin('refund as r', 'r.refund_id', 'ri.refund_id')
          .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('ri.qty'), sub.val(0)).as('n'))
          .whereRef('ri.order_item_id', '=', 'oi.order_item_id')
          .where('r.kind', '=', 'cancellation')
          .where('r.status', 'in', COMMITTED_REFUND_STATUSES)
          .as('cancelled_qty'),
      )
      .where('o.user_id', '=', userId)
      .orderBy('oi.order_id')
      .orderBy('oi.order_item_id')
      .execute()
  );
}

/** Pending orders whose time is up, oldest first (the sweep). */
export async function expiredPending(db: Executor, nowIso: string, limit: number) {
  return db
    .selectFrom('customer_order')
    .select(['order_id', 'order_number', 'checkout_session_id'])
    .where('payment_status', '=', 'pending')
    .where('expires_at', '<=', nowIso)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Pending orders with a checkout session (the sweep's recovery of payments nobody reported). */
export async function pendingWithSession(db: Executor, limit: number) {
  return db
    .selectFrom('customer_order')
    .select(['order_id', 'order_number', 'checkout_session_id'])
    .where('payment_status', '=', 'pending')
    .where('checkout_session_id', 'is not', null)
    .orderBy('order_id')
    .limit(limit)
    .execute();
}

/** Paid orders whose confirmation was never sent (a send failed and gave its claim back). */
export async function unconfirmedPaid(db: Executor, limit: number) {
  return db
    .selectFrom('customer_order')
    .select(['order_id', 'order_number'])
    .where('payment_status', '=', 'success')
    .where('confirmation_sent_at', 'is', null)
    .orderBy('order_id')
    .limit(limit)
    .execute();
}

export async function findById(db: Executor, orderId: number) {
  return db.selectFrom('customer_order').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function orderNumberOfSession(db: Executor, sessionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('customer_order')
    .select('order_number')
    .where('checkout_session_id', '=', sessionId)
    .executeTakeFirst();
  return row?.order_number ?? null;
}

/** The summary of the order's refunds that lists and filters read (refund/refund-status.ts writes it). */
export async function setRefundStatus(db: Executor, orderId: number, status: CustomerOrderRow['refund_status']) {
  await db.updateTable('customer_order').set({ refund_status: status }).where('order_id', '=', orderId).execute();
}

/** How many refund attempts the order has had at the provider (each names its key). */
export async function setRefundAttempt(db: Executor, orderId: number, attempt: number) {
  await db.updateTable('customer_order').set({ refund_attempt: attempt }).where('order_id', '=', orderId).execute();
}

/** The address the order's mails go to: the customer's account email when the order is placed. */
export async function emailOfCustomer(db: Executor, userId: number): Promise<string> {
  const { email } = await db
    .selectFrom('app_user')
    .select('email')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return email;
}

/** The order an order line belongs to, and the product's name on it. */
export async function lineOf(db: Executor, orderItemId: number) {
  return db
    .selectFrom('order_item as i')
    .innerJoin('customer_order as o', 'o.order_id', 'i.order_id')
    .select(['o.order_uuid', 'i.inventory_name'])
    .where('i.order_item_id', '=', orderItemId)
    .executeTakeFirst();
}
