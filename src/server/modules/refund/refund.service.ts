import type { RefundStatus } from '@shared/order-states';
import type { CustomerOrderRow } from '@server/db/schema';
import type { Tx } from '@server/db/transaction';
import { conflict, notFound } from '@server/lib/errors';
import type { RefundOutcome } from '@server/providers/payment/index';
import { queueOrderNotice, customerActor } from '@server/modules/order';
import { tellRefund } from '@server/modules/notification';
import * as orders from '@server/modules/order';
import { succeededPaymentOf } from '@server/modules/payment';
import { factsOf, nextRefundKey } from './refund-facts.js';
import { fail, payOut, settle } from './refund-payout.js';
import { planWhatIsLeft } from './refund-plan.js';
import { refundStatusOf, syncRefundStatus } from './refund-status.js';
import * as refunds from './refund.repository.js';
import type { RefundDeps } from './refund.deps.js';
import { recordWebhookEvent } from '@server/modules/webhook';
import type { RefundAmountCheck } from './operator-refund.service.js';
import { recordAudit } from '@server/modules/operator-write';

/**
 * The shopper's refund request (docs/after-sales.md "Refunds"). The shopper asks once (a refund
 * record of kind `request`, with a reason); an operator approves it — it becomes a refund of
 * what is left of the payment at that moment, every unit not refunded yet — or rejects it with a
 * remark. The money goes through `refund-payout.ts`, at most once.
 */

export async function requestRefund(deps: RefundDeps, userId: number, orderUuid: string, reason: string) {
  const now = deps.nowIso();
  return deps.db.transaction(async (tx) => {
    const mine = await orders.findByUuidOf(tx.kysely, userId, orderUuid);
    const order = mine && (await orders.lockByUuid(tx, orderUuid));
    if (!order) throw notFound('Order');
    if (order.payment_status !== 'success') throw conflict('Only a paid order can be refunded');
    const existing = await refunds.refundsOf(tx.kysely, order.order_id);
    if (existing.some((r) => r.kind === 'request')) throw conflict('A refund was already requested for this order');
    if (refundStatusOf(order.amount, existing) === 'refunded') throw conflict('This order is already refunded');
    const payment = await succeededPaymentOf(tx.kysely, order.order_id);
    const facts = await factsOf(tx.kysely, order);
    await refunds.insertRefund(
      tx.kysely,
      {
        order_id: order.order_id,
        payment_id: payment?.payment_id ?? null,
        kind: 'request',
        amount: Math.max(0, facts.paid - facts.refunded),
        reason,
        remark: null,
        status: 'requested',
        restock: 1,
        idempotency_key: null,
        provider_refund_id: null,
        requested_by: customerActor(userId),
        decided_by: null,
        created_at: now,
        decided_at: null,
        completed_at: null,
        restocked_at: null,
        updated_at: now,
      },
      [],
    );
    await syncRefundStatus(tx.kysely, order);
    await orders.addEvent(tx.kysely, {
      orderId: order.order_id,
      type: 'refund_requested',
      actor: customerActor(userId),
      detail: { reason },
      now,
    });
    return { refundStatus: 'requested' as const };
  });
}

async function lockedRequest(tx: Tx, orderUuid: string) {
  const order = await orders.lockByUuid(tx, orderUuid);
  if (!order) throw notFound('Order');
  const all = await refunds.refundsOf(tx.kysely, order.order_id);
  const request = all.find((r) => r.kind === 'request');
  if (!request) throw conflict('No refund was requested for this order');
  if (request.status === 'rejected') throw conflict('This refund request was already rejected');
  if (request.status === 'succeeded') throw conflict('This order is already refunded');
  return { order, request, all };
}

const statusOfOrder = async (deps: RefundDeps, orderId: number): Promise<RefundStatus> => {
  const order = await orders.findById(deps.db.kysely, orderId);
  if (!order) throw new Error(`order ${orderId} of a refund is gone`);
  return order.refund_status;
};

export async function approveRefund(
  deps: RefundDeps,
  actor: string,
  orderUuid: string,
  remark: string | null,
  check: RefundAmountCheck = () => {},
) {
  const now = deps.nowIso();
  const claimed = await deps.db.transaction(async (tx) => {
    const { order, request, all } = await lockedRequest(tx, orderUuid);
    // A pending approval (a second click, a retry after a crash) reuses its key and amount, so the
    // provider answers the refund it already made.
    if (request.status === 'pending') return { order, refundId: request.refund_id };
    if (refundStatusOf(order.amount, all) === 'refunded') throw conflict('This order is already refunded');
    const facts = await factsOf(tx.kysely, order, request.refund_id);
    const plan = planWhatIsLeft(facts);
    check(plan.amount);
    const key = await nextRefundKey(tx.kysely, order);
    await refunds.markPending(tx.kysely, request.refund_id, {
      key,
      amount: plan.amount,
      remark: remark ?? request.remark,
      decidedBy: actor,
      now,
    });
    await refunds.replaceItems(tx.kysely, request.refund_id, plan.items);
    await refunds.setTaxShare(tx.kysely, request.refund_id, plan);
    await syncRefundStatus(tx.kysely, order);
    await recordAudit(tx.kysely, {
      actor,
      entity: 'refund',
      entityId: request.refund_id,
      action: 'approve',
      subject: `order ${order.order_number}`,
      before: { request: request.status, refundedAmount: facts.refunded },
      after: { request: 'pending', refundedAmount: facts.refunded + plan.amount, amount: plan.amount, remark },
      now,
    });
    await orders.addEvent(tx.kysely, {
      orderId: order.order_id,
      type: 'refund_approved',
      actor,
      detail: { remark, refundId: request.refund_id, amount: plan.amount, attempt: order.refund_attempt },
      now,
    });
    await tellRefund(tx, deps.notifications, order, { kind: 'approved', amount: plan.amount }, now);
    const subject = { kind: 'refund', refundId: request.refund_id, orderId: order.order_id } as const;
    await recordWebhookEvent(tx, deps.webhooks, 'refund.created', subject, now);
    return { order, refundId: request.refund_id };
  });
  await payOut(deps, claimed.refundId);
  return { refundStatus: await statusOfOrder(deps, claimed.order.order_id) };
}

export async function rejectRefund(deps: RefundDeps, actor: string, orderUuid: string, remark: string) {
  const now = deps.nowIso();
  const order: CustomerOrderRow = await deps.db.transaction(async (tx) => {
    const { order: o, request } = await lockedRequest(tx, orderUuid);
    if (request.status === 'pending') throw conflict('This refund is already being paid out and cannot be rejected');
    await refunds.moveRefund(tx.kysely, request.refund_id, 'rejected', {
      remark,
      decided_by: actor,
      decided_at: now,
      now,
    });
    await syncRefundStatus(tx.kysely, o);
    await recordAudit(tx.kysely, {
      actor,
      entity: 'refund',
      entityId: request.refund_id,
      action: 'reject',
      subject: `order ${o.order_number}`,
      before: { request: request.status },
      after: { request: 'rejected', remark },
      now,
    });
    await orders.addEvent(tx.kysely, { orderId: o.order_id, type: 'refund_rejected', actor, detail: { remark }, now });
    // The mail and the bell are written with the decision: both exist exactly when it does.
    await queueOrderNotice(tx, deps, o, {
      subject: `your refund request for order ${o.order_number}`,
      lines: ['We are sorry: your refund request was not approved.', `The reason: ${remark}`],
    });
    await tellRefund(tx, deps.notifications, o, { kind: 'rejected', remark }, now);
    return o;
  });
  return { refundStatus: await statusOfOrder(deps, order.order_id) };
}

/**
 * The provider reports a refund's new state (Stripe `refund.updated`, `charge.refund.updated`).
 * It names our record by the provider's id, or by the key we sent when its answer is not stored
 * yet (the webhook raced it). Succeeded settles it (once, whoever comes first); failed hands it
 * back to the operator. Events may come twice or late: every move is conditional.
 */
export async function refundUpdated(deps: RefundDeps, e: Pick<RefundOutcome, 'refundId' | 'status' | 'refundKey'>) {
  const refund = await refunds.findByProvider(deps.db.kysely, e.refundId, e.refundKey);
  if (!refund?.idempotency_key) {
    deps.log.warn({ refundId: e.refundId, status: e.status }, 'refund event for a refund we do not know');
    return;
  }
  if (e.refundKey && e.refundKey !== refund.idempotency_key) return; // an older attempt's news
  if (e.status === 'failed' || e.status === 'canceled') {
    await fail(deps, refund.refund_id, refund.idempotency_key, e.refundId);
  } else if (e.status === 'succeeded') {
    await settle(deps, refund.refund_id, refund.idempotency_key, e.refundId);
  }
}
