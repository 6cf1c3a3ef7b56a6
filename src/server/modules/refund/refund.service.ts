import { formatMoney } from '@shared/money';
import type { CustomerOrderRow } from '@server/db/schema';
import type { Executor, Tx } from '@server/db/transaction';
import { AppError, conflict, notFound } from '@server/lib/errors';
import { returnStock } from '@server/modules/stock/stock.repository';
import { queueOrderNotice } from '@server/modules/order/notice-mail';
import { SYSTEM_ACTOR, customerActor, type OrderDeps } from '@server/modules/order/order.deps';
import * as orders from '@server/modules/order/order.repository';
import { tellRefund } from '@server/modules/notification/tell';
import * as refunds from './refund.repository.js';

/**
 * Refunds (docs/after-sales.md "Refunds"). The shopper asks (`none` → `requested`, with a
 * reason); an operator approves (the provider refunds the amount paid → `refunded`) or rejects
 * (`rejected`, with a remark).
 *
 * Money is refunded at most once: an approval first marks the order `refund_outcome = pending`
 * (so it can no longer be rejected), then asks the provider with an idempotency key made of the
 * order and `refund_attempt`. Two approvals at once, or an approval retried after a crash, send
 * the same key and get the same refund back; the conditional update to `refunded` lets exactly
 * one of them return the stock and queue the mail (in the same transaction). Only a refund that the provider reports as
 * failed starts a new attempt (a new key).
 */

export const refundIdempotencyKey = (orderUuid: string, attempt: number) => `refund:${orderUuid}:${attempt}`;

export async function requestRefund(deps: OrderDeps, userId: number, orderUuid: string, reason: string) {
  const now = deps.nowIso();
  return deps.db.transaction(async ({ kysely }) => {
    const order = await orders.findByUuidOf(kysely, userId, orderUuid);
    if (!order) throw notFound('Order');
    if (order.payment_status !== 'success') throw conflict('Only a paid order can be refunded');
    if (!(await refunds.markRequested(kysely, order.order_id, reason, now)))
      throw conflict('A refund was already requested for this order');
    await orders.addEvent(kysely, {
      orderId: order.order_id,
      type: 'refund_requested',
      actor: customerActor(userId),
      detail: { reason },
      now,
    });
    return { refundStatus: 'requested' as const };
  });
}

async function lockedOrder(tx: Tx, orderUuid: string) {
  const order = await orders.lockByUuid(tx, orderUuid);
  if (!order) throw notFound('Order');
  return order;
}

function refuseUndecidable(order: CustomerOrderRow): void {
  if (order.refund_status === 'refunded') throw conflict('This order is already refunded');
  if (order.refund_status === 'rejected') throw conflict('This refund request was already rejected');
  if (order.refund_status !== 'requested') throw conflict('No refund was requested for this order');
}

export async function approveRefund(deps: OrderDeps, actor: string, orderUuid: string, remark: string | null) {
  const now = deps.nowIso();
  const claimed = await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderUuid);
    refuseUndecidable(order);
    // A failed refund is tried anew with a new key; a pending one (a second click, a retry after
    // a crash) reuses its key, so the provider answers the refund it already made.
    const attempt = order.refund_outcome === 'pending' ? order.refund_attempt : order.refund_attempt + 1;
    await refunds.markPending(tx.kysely, order.order_id, { attempt, remark: remark ?? order.refund_remark, now });
    if (order.refund_outcome !== 'pending') {
      await orders.addEvent(tx.kysely, {
        orderId: order.order_id,
        type: 'refund_approved',
        actor,
        detail: { remark, attempt },
        now,
      });
    }
    return { ...order, refund_attempt: attempt };
  });

  const result =
    claimed.amount === 0
      ? { refundId: null, status: 'succeeded' as const } // nothing was charged, nothing to send back
      : await providerRefund(deps, claimed);

  if (result.status === 'failed') {
    await markFailed(deps, claimed.order_id, claimed.refund_attempt, result.refundId);
    throw new AppError('badGateway', 'The payment provider could not make the refund; try again later');
  }

  await deps.db.transaction(async (tx) => {
    const { kysely } = tx;
    const refunded = await refunds.markRefunded(kysely, claimed.order_id, {
      attempt: claimed.refund_attempt,
      outcome: result.status,
      refundId: result.refundId,
      now,
    });
    if (!refunded) return; // another approval finished it
    await restockUnshipped(kysely, claimed.order_id, now);
    await orders.addEvent(kysely, {
      orderId: claimed.order_id,
      type: 'refunded',
      actor: SYSTEM_ACTOR,
      detail: { refundId: result.refundId, amount: claimed.amount, outcome: result.status },
      now,
    });
    await queueOrderNotice(tx, deps, claimed, {
      subject: `your refund for order ${claimed.order_number}`,
      lines: [
        `Your refund of ${formatMoney(claimed.amount)} was approved and sent to your card.`,
        'Depending on your bank it may take 5–10 days to appear on your statement.',
        ...(remark ? [`Note from the shop: ${remark}`] : []),
      ],
    });
    const kind = result.status === 'succeeded' ? 'completed' : 'approved';
    await tellRefund(tx, deps.notifications, claimed, { kind, amount: claimed.amount }, now);
  });
  return { refundStatus: 'refunded' as const };
}

async function providerRefund(deps: OrderDeps, order: CustomerOrderRow) {
  if (!order.checkout_session_id) throw conflict('This order has no payment to refund');
  try {
    return await deps.payment.refund({
      sessionId: order.checkout_session_id,
      amount: order.amount,
      idempotencyKey: refundIdempotencyKey(order.order_uuid, order.refund_attempt),
    });
  } catch (err) {
    // The approval stays pending: trying again sends the same key, so it can never refund twice.
    deps.log.error({ err, orderNumber: order.order_number }, 'refund call to the payment provider failed');
    throw new AppError('badGateway', 'The payment provider did not answer the refund; try again');
  }
}

/** The provider says the refund failed: back to `requested` for the operator, with a new attempt next time. */
async function markFailed(deps: OrderDeps, orderId: number, attempt: number, refundId: string | null) {
  const now = deps.nowIso();
  await deps.db.transaction(async ({ kysely }) => {
    if (await refunds.markFailed(kysely, orderId, { attempt, refundId, now })) {
      await orders.addEvent(kysely, {
        orderId,
        type: 'refund_failed',
        actor: SYSTEM_ACTOR,
        detail: { refundId, attempt },
        now,
      });
    }
  });
}

/**
 * Units that never left the warehouse can be sold again; shipped ones come back (or not) by
 * hand. Once per order: a refund that failed and is approved again does not restock twice.
 */
async function restockUnshipped(db: Executor, orderId: number, now: string) {
  const events = await orders.eventsOf(db, orderId);
  if (events.some((e) => e.type === 'restocked')) return;
  const unshipped = await refunds.listUnshippedItems(db, orderId);
  const all = await orders.itemsOf(db, orderId);
  if (unshipped.length !== all.length) return;
  await returnStock(
    db,
    unshipped.map((i) => ({ inventoryId: i.inventory_id, qty: i.qty, name: i.inventory_name })),
  );
  await orders.addEvent(db, { orderId, type: 'restocked', actor: SYSTEM_ACTOR, now });
}

export async function rejectRefund(deps: OrderDeps, actor: string, orderUuid: string, remark: string) {
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    const o = await lockedOrder(tx, orderUuid);
    refuseUndecidable(o);
    if (o.refund_outcome === 'pending') throw conflict('This refund is already being paid out and cannot be rejected');
    await refunds.markRejected(tx.kysely, o.order_id, remark, now);
    await orders.addEvent(tx.kysely, { orderId: o.order_id, type: 'refund_rejected', actor, detail: { remark }, now });
    await queueOrderNotice(tx, deps, o, {
      subject: `your refund request for order ${o.order_number}`,
      lines: ['We are sorry: your refund request was not approved.', `The reason: ${remark}`],
    });
    await tellRefund(tx, deps.notifications, o, { kind: 'rejected', remark }, now);
  });
  return { refundStatus: 'rejected' as const };
}

/**
 * The provider reports a refund's new state (Stripe `refund.updated`, `charge.refund.updated`).
 * A refund that failed after it was approved goes back to the operator; one that succeeded is
 * noted. Events may come twice or late: both updates are conditional.
 */
export async function refundUpdated(deps: OrderDeps, refundId: string, status: string): Promise<void> {
  const order = await refunds.findByRefundId(deps.db.kysely, refundId);
  if (!order) {
    deps.log.warn({ refundId, status }, 'refund event for a refund no order knows');
    return;
  }
  if (status === 'failed' || status === 'canceled') {
    await markFailed(deps, order.order_id, order.refund_attempt, refundId);
  } else if (status === 'succeeded') {
    const now = deps.nowIso();
    await deps.db.transaction(async (tx) => {
      if (await refunds.markSucceeded(tx.kysely, order.order_id, now))
        await tellRefund(tx, deps.notifications, order, { kind: 'completed', amount: order.amount }, now);
    });
  }
}
