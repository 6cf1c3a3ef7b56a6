import type { CreateCancellation, CreateRefund, RefundPreview } from '@shared/schemas/console-refunds';
import type { CustomerOrderRow } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import { conflict, notFound } from '@server/lib/errors';
import * as orders from '@server/modules/order';
import { succeededPaymentOf } from '@server/modules/payment';
import { milliToRate } from '@server/modules/shipping';
import { factsOf, nextRefundKey } from './refund-facts.js';
import { payOut } from './refund-payout.js';
import { planByAmount, planByLines, type Plan } from './refund-plan.js';
import { syncRefundStatus } from './refund-status.js';
import { toOrderRefund } from './refund-view.js';
import * as refunds from './refund.repository.js';
import type { RefundDeps } from './refund.deps.js';
import { recordWebhookEvent } from '@server/modules/webhook';
import { recordAudit } from '@server/modules/operator-write';

/**
 * Checks a refund's amount before it is written, under the order's lock (a staff member's refund
 * limit, the password asked again for a large one): throws to refuse, and nothing is written.
 */
export type RefundAmountCheck = (amount: number) => void;
const anyAmount: RefundAmountCheck = () => {};

/**
 * An operator's own refunds (docs/after-sales.md "Partial refunds"): by lines, by amount, and the
 * cancellation of units not shipped yet. Each is worked out and stored `pending` under the
 * order's row lock — two operators refunding the same lines at once queue on it, and the second
 * sees what the first took — then paid out after commit, outside any transaction.
 */

type Ask =
  | {
      kind: 'lines';
      lines: { orderItemId: number; qty: number }[];
      reason: string;
      restock: boolean;
      refundShipping: boolean;
    }
  | { kind: 'amount'; amount: number; reason: string }
  | { kind: 'cancellation'; lines: { orderItemId: number; qty: number }[]; reason: string };

function askOf(body: CreateRefund): Ask {
  if (body.lines) {
    return {
      kind: 'lines',
      lines: body.lines,
      reason: body.reason,
      restock: body.restock,
      refundShipping: body.refundShipping,
    };
  }
  return { kind: 'amount', amount: body.amount ?? 0, reason: body.reason };
}

async function planFor(db: Executor, order: CustomerOrderRow, ask: Ask): Promise<Plan> {
  if (order.payment_status !== 'success') throw conflict('Only a paid order can be refunded');
  const facts = await factsOf(db, order);
  if (ask.kind === 'amount') return planByAmount(facts, ask.amount);
  return planByLines(facts, ask.lines, {
    unshippedOnly: ask.kind === 'cancellation',
    refundShipping: ask.kind === 'lines' && ask.refundShipping,
  });
}

export async function previewRefund(deps: RefundDeps, orderUuid: string, body: CreateRefund): Promise<RefundPreview> {
  const order = await orders.findByUuid(deps.db.kysely, orderUuid);
  if (!order) throw notFound('Order');
  const facts = await factsOf(deps.db.kysely, order);
  const plan = await planFor(deps.db.kysely, order, askOf(body));
  return {
    amount: plan.amount,
    items: plan.items,
    shippingAmount: plan.shippingAmount,
    taxAmount: plan.taxAmount,
    taxLines: plan.taxLines.map(({ name, rateMilli, base, amount }) => ({
      name,
      rate: milliToRate(rateMilli),
      base,
      amount,
    })),
    paidAmount: facts.paid,
    refundedAmount: facts.refunded,
    leftAmount: Math.max(0, facts.paid - facts.refunded),
  };
}

export const createRefund = (
  deps: RefundDeps,
  actor: string,
  orderUuid: string,
  body: CreateRefund,
  check: RefundAmountCheck = anyAmount,
) => refund(deps, actor, orderUuid, askOf(body), check);

export const cancelItems = (
  deps: RefundDeps,
  actor: string,
  orderUuid: string,
  body: CreateCancellation,
  check: RefundAmountCheck = anyAmount,
) => refund(deps, actor, orderUuid, { kind: 'cancellation', lines: body.lines, reason: body.reason }, check);

async function refund(deps: RefundDeps, actor: string, orderUuid: string, ask: Ask, check: RefundAmountCheck) {
  const now = deps.nowIso();
  const refundId = await deps.db.transaction(async (tx) => {
    const order = await orders.lockByUuid(tx, orderUuid);
    if (!order) throw notFound('Order');
    const plan = await planFor(tx.kysely, order, ask);
    check(plan.amount);
    const refundedBefore = (await factsOf(tx.kysely, order)).refunded;
    const payment = await succeededPaymentOf(tx.kysely, order.order_id);
    const key = await nextRefundKey(tx.kysely, order);
    const row = await refunds.insertRefund(
      tx.kysely,
      {
        order_id: order.order_id,
        payment_id: payment?.payment_id ?? null,
        kind: ask.kind,
        amount: plan.amount,
        reason: ask.reason,
        remark: null,
        status: 'pending',
        restock: ask.kind === 'cancellation' || (ask.kind === 'lines' && ask.restock) ? 1 : 0,
        idempotency_key: key,
        provider_refund_id: null,
        requested_by: actor,
        decided_by: actor,
        created_at: now,
        decided_at: now,
        completed_at: null,
        restocked_at: null,
        updated_at: now,
      },
      plan.items,
    );
    await refunds.setTaxShare(tx.kysely, row.refund_id, plan);
    await syncRefundStatus(tx.kysely, order);
    await recordAudit(tx.kysely, {
      actor,
      entity: ask.kind === 'cancellation' ? 'cancellation' : 'refund',
      entityId: row.refund_id,
      action: ask.kind === 'cancellation' ? 'cancel-items' : 'refund',
      subject: `order ${order.order_number}`,
      before: { refundedAmount: refundedBefore },
      after: {
        refundedAmount: refundedBefore + plan.amount,
        amount: plan.amount,
        reason: ask.reason,
        items: plan.items,
      },
      now,
    });
    await orders.addEvent(tx.kysely, {
      orderId: order.order_id,
      type: ask.kind === 'cancellation' ? 'items_cancelled' : 'refund_created',
      actor,
      detail: { refundId: row.refund_id, amount: plan.amount, reason: ask.reason, items: plan.items },
      now,
    });
    const subject = { kind: 'refund', refundId: row.refund_id, orderId: order.order_id } as const;
    await recordWebhookEvent(tx, deps.webhooks, 'refund.created', subject, now);
    if (ask.kind === 'cancellation') {
      await recordWebhookEvent(tx, deps.webhooks, 'order.cancelled', { kind: 'order', orderId: order.order_id }, now);
    }
    return row.refund_id;
  });
  await payOut(deps, refundId);
  const row = await refunds.findRefund(deps.db.kysely, refundId);
  if (!row) throw notFound('Refund');
  return toOrderRefund(row, await refunds.itemsOfRefunds(deps.db.kysely, [refundId]));
}
