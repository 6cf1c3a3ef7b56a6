import type { FastifyInstance } from 'fastify';
import type { RefundRow } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import { AppError, conflict } from '@server/lib/errors';
import { runPeriodically } from '@server/lib/periodic-job';
import { assignCreditNoteNumber } from '@server/modules/invoice';
import { SYSTEM_ACTOR } from '@server/modules/order';
import * as orders from '@server/modules/order';
import { sessionOfPayment } from '@server/modules/payment';
import { giveBackUnits } from '@server/modules/variant';
import { lockOrderById } from './refund-facts.js';
import { tellRefundCompleted } from './refund-mail.js';
import { syncRefundStatus } from './refund-status.js';
import * as refunds from './refund.repository.js';
import type { RefundDeps } from './refund.deps.js';
import { recordWebhookEvent } from '@server/modules/webhook';

/**
 * A decided refund goes to the provider and is settled by its answer (or later by its webhook).
 * Money goes back at most once per refund: the refund is stored `pending` with its idempotency key
 * before the provider is asked, so any retry (a second click, a sweep after a crash, the webhook
 * racing the answer) sends or matches the same key, and the move to `succeeded` is one
 * conditional update: only the caller that makes it restocks, gives the credit note its number
 * and mails.
 */
export async function payOut(deps: RefundDeps, refundId: number): Promise<void> {
  const refund = await refunds.findRefund(deps.db.kysely, refundId);
  if (!refund || refund.status !== 'pending' || !refund.idempotency_key) return;
  const key = refund.idempotency_key;
  if (refund.amount === 0) {
    // Nothing was charged for these units (a 100 % coupon): nothing to send back, and no provider call for 0.
    await settle(deps, refundId, key, null);
    return;
  }
  const sessionId = await paidSessionOf(deps.db.kysely, refund);
  if (!sessionId) {
    await fail(deps, refundId, key, null);
    throw conflict('This order has no payment to refund');
  }
  let result;
  try {
    result = await deps.payment.refund({ sessionId, amount: refund.amount, idempotencyKey: key });
  } catch (err) {
    // The refund stays pending: trying again sends the same key, so it can never refund twice.
    deps.log.error({ err, refundId }, 'refund call to the payment provider failed');
    throw new AppError('badGateway', 'The payment provider did not answer the refund; try again');
  }
  if (result.status === 'failed') {
    await fail(deps, refundId, key, result.refundId);
    throw new AppError('badGateway', 'The payment provider could not make the refund; try again later');
  }
  if (result.status === 'pending') {
    await refunds.noteProviderId(deps.db.kysely, refundId, key, result.refundId, deps.nowIso());
    return;
  }
  await settle(deps, refundId, key, result.refundId);
}

async function paidSessionOf(db: Executor, refund: RefundRow): Promise<string | null> {
  if (refund.payment_id !== null) {
    const sessionId = await sessionOfPayment(db, refund.payment_id);
    if (sessionId !== undefined) return sessionId;
  }
  return (await orders.findById(db, refund.order_id))?.checkout_session_id ?? null;
}

/** `pending` → `succeeded` for this key; the one caller that moves it restocks, writes the event and tells the shopper (mail and bell). */
export async function settle(deps: RefundDeps, refundId: number, key: string, providerRefundId: string | null) {
  const now = deps.nowIso();
  const done = await deps.db.transaction(async (tx) => {
    const refund = await refunds.findRefund(tx.kysely, refundId);
    const order = refund && (await lockOrderById(tx, refund.order_id));
    if (!refund || !order) return false;
    const moved = await refunds.moveRefund(tx.kysely, refundId, 'succeeded', {
      from: ['pending'],
      key,
      provider_refund_id: providerRefundId ?? refund.provider_refund_id,
      completed_at: now,
      now,
    });
    if (!moved) return false; // another caller settled it
    await restock(tx.kysely, refund, order.order_number, now);
    const creditNote = await assignCreditNoteNumber(tx.kysely, refundId, now);
    await syncRefundStatus(tx.kysely, order);
    await orders.addEvent(tx.kysely, {
      orderId: order.order_id,
      type: 'refunded',
      actor: SYSTEM_ACTOR,
      detail: { refundId, amount: refund.amount, providerRefundId, creditNote },
      now,
    });
    await tellRefundCompleted(tx, deps, order, refund, now);
    await recordWebhookEvent(
      tx,
      deps.webhooks,
      'refund.completed',
      { kind: 'refund', refundId, orderId: order.order_id },
      now,
    );
    return true;
  });
  return done === true;
}

/**
 * The provider could not refund (at once, or later by its webhook): nothing went back, the
 * operator sees it failed, and trying again uses a new key. Units already restocked stay.
 */
export async function fail(deps: RefundDeps, refundId: number, key: string, providerRefundId: string | null) {
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    const refund = await refunds.findRefund(tx.kysely, refundId);
    const order = refund && (await lockOrderById(tx, refund.order_id));
    if (!refund || !order) return;
    const moved = await refunds.moveRefund(tx.kysely, refundId, 'failed', {
      key,
      provider_refund_id: providerRefundId ?? refund.provider_refund_id,
      now,
    });
    if (!moved) return;
    await syncRefundStatus(tx.kysely, order);
    await orders.addEvent(tx.kysely, {
      orderId: order.order_id,
      type: 'refund_failed',
      actor: SYSTEM_ACTOR,
      detail: { refundId, providerRefundId, key },
      now,
    });
  });
}

/**
 * Puts the refund's units back, once. A shopper's request puts back only units that never left
 * the warehouse (shipped goods come back, or not, by hand); an operator who asks to restock says
 * the goods are back.
 */
async function restock(db: Executor, refund: RefundRow, orderNumber: string, now: string) {
  if (!(await refunds.claimRestock(db, refund.refund_id, now))) return;
  const [items, lines, shipped] = await Promise.all([
    refunds.itemsOfRefunds(db, [refund.refund_id]),
    orders.itemsOf(db, refund.order_id),
    refunds.shippedUnitsOf(db, refund.order_id),
  ]);
  const byId = new Map(lines.map((l) => [l.order_item_id, l]));
  // A request's units beyond the line's shipped ones never left the warehouse.
  const back = items
    .map((i) => (refund.kind === 'request' ? { ...i, qty: i.qty - (shipped.get(i.order_item_id) ?? 0) } : i))
    .filter((i) => i.qty > 0);
  if (back.length === 0) return;
  await giveBackUnits(
    db,
    back.flatMap((i) => {
      const line = byId.get(i.order_item_id);
      return line
        ? [{ productId: line.inventory_id, variantId: line.variant_id, qty: i.qty, name: line.inventory_name }]
        : [];
    }),
    { actor: SYSTEM_ACTOR, now, from: `a refund of order ${orderNumber}` },
  );
  for (const i of back) await refunds.markRestocked(db, i.refund_id, i.order_item_id, i.qty);
  await orders.addEvent(db, {
    orderId: refund.order_id,
    type: 'restocked',
    actor: SYSTEM_ACTOR,
    detail: { refundId: refund.refund_id, units: back.map((i) => ({ orderItemId: i.order_item_id, qty: i.qty })) },
    now,
  });
}

/** A pending refund the provider has not answered for this long is asked again (same key). */
export const UNANSWERED_REFUND_MS = 2 * 60_000;

/**
 * Refunds stored `pending` whose provider call never came back (the process died between the
 * provider's answer and our write, or the call timed out): asked again with their own key, so the
 * provider answers the refund it already made and the record settles. Answers how many settled
 * or moved on; one refund's error is logged and the rest go on.
 */
export async function retryUnansweredRefunds(deps: RefundDeps, limit = 50): Promise<number> {
  const before = new Date(deps.now() - UNANSWERED_REFUND_MS).toISOString();
  let done = 0;
  for (const { refund_id } of await refunds.unansweredPending(deps.db.kysely, before, limit)) {
    try {
      await payOut(deps, refund_id);
      done++;
    } catch (err) {
      deps.log.error({ err, refundId: refund_id }, 'refund retry failed; tried again next run');
    }
  }
  return done;
}

/** How often every instance asks again about unanswered refunds. */
export const REFUND_RETRY_INTERVAL_MS = 60_000;

/**
 * Asks again about unanswered refunds when the app is ready (a refund made just before a crash
 * settles at once) and then every minute until it closes; started by app.ts beside the order sweep.
 */
export function startRefundRetry(app: FastifyInstance, deps: RefundDeps): void {
  runPeriodically(app, {
    name: 'refund retry',
    everyMs: REFUND_RETRY_INTERVAL_MS,
    log: deps.log,
    async run() {
      await retryUnansweredRefunds(deps);
    },
  });
}
