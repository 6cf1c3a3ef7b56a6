import type { Tx } from '@server/db/transaction';
import type { CustomerOrderRow } from '@server/db/schema';
import { removePurchased } from '@server/modules/cart';
import { assignInvoiceNumber } from '@server/modules/invoice';
import * as payments from '@server/modules/payment';
import { takeStock } from '@server/modules/stock';
import { wantsPerCombination } from '@server/modules/variant';
import { restoreCouponUse } from './coupon-use.js';
import { tellOrderPaid } from '@server/modules/notification';
import { recordWebhookEvent } from '@server/modules/webhook';
import { queueConfirmation, sendConfirmation } from './confirmation.js';
import { SYSTEM_ACTOR, type OrderDeps } from './order.deps.js';
import * as repo from './order.repository.js';
import { isPaid, retrieveSession } from './sessions.js';

/**
 * The only code that marks an order paid. Idempotent: call it as often as you like, from the
 * return page, a webhook, the test checkout and the sweep at once — one call wins, the order is
 * paid once, its stock sold once, its cart lines removed once and one confirmation is sent.
 *
 * It asks the provider whether the session is paid (never trusting what a URL says), checks the
 * amount and currency against the order, then in one transaction moves the order to `success`
 * with a conditional update. An order released meanwhile (expired, cancelled, failed) whose
 * session was paid all the same is still marked paid — the money is in — with its stock taken
 * again where there is some, and an event for the operator ('paid_after_release', 'oversold').
 * The same transaction gives the order its invoice number (gapless: a rollback gives it back)
 * and queues the confirmation mail in the outbox. No network call runs inside the transaction.
 *
 * `sessionId`: the session an outcome names; by default the order's current one. Answers the
 * order as it stands afterwards (undefined for an unknown number).
 */
export async function fulfil(
  deps: OrderDeps,
  orderNumber: string,
  sessionId: string | null = null,
): Promise<CustomerOrderRow | undefined> {
  const order = await repo.findByNumber(deps.db.kysely, orderNumber);
  if (!order) return undefined;
  if (order.payment_status === 'success') {
    if (order.confirmation_sent_at === null) await sendConfirmation(deps, order.order_id);
    return order;
  }
  const id = sessionId ?? order.checkout_session_id;
  if (!id) return order;
  const session = await retrieveSession(deps, id);
  if (!session || !isPaid(session)) return order;
  if (session.orderRef !== null && session.orderRef !== order.order_number) {
    deps.log.warn({ sessionId: id, orderNumber }, 'payment session belongs to another order; not fulfilled');
    return order;
  }
  if (session.amountTotal !== order.amount || session.currency.toLowerCase() !== order.currency) {
    deps.log.error(
      { orderNumber, paid: session.amountTotal, currency: session.currency, expected: order.amount },
      'paid amount differs from the order; not marked paid',
    );
    await repo.addEvent(deps.db.kysely, {
      orderId: order.order_id,
      type: 'amount_mismatch',
      actor: SYSTEM_ACTOR,
      now: deps.nowIso(),
      detail: { sessionId: id, paid: session.amountTotal, currency: session.currency },
    });
    return order;
  }
  const payment = { provider: deps.payment.kind, amount: session.amountTotal, currency: session.currency };
  await deps.db.transaction((tx) => markPaid(tx, deps, order, session.id, payment, deps.nowIso()));
  return repo.findByNumber(deps.db.kysely, orderNumber);
}

/** Answers whether this call marked the order paid (false: another call already had). */
async function markPaid(
  tx: Tx,
  deps: OrderDeps,
  order: CustomerOrderRow,
  sessionId: string,
  payment: { provider: 'stripe' | 'test'; amount: number; currency: string },
  now: string,
): Promise<boolean> {
  const db = tx.kysely;
  const paid = { paid_at: now, checkout_session_id: sessionId };
  const recordPayment = () => payments.markSucceeded(db, { orderId: order.order_id, sessionId, now, ...payment });
  const items = await repo.itemsOf(db, order.order_id);
  const clearCart = async () => {
    for (const item of items) {
      if (item.cart_item_id !== null) await removePurchased(db, order.user_id, item.cart_item_id, item.qty, now);
    }
  };
  if (await repo.moveStatus(db, order.order_id, ['pending'], 'success', now, paid)) {
    await clearCart();
    await recordPayment();
    const invoiceNumber = await assignInvoiceNumber(db, order.order_id, now);
    await repo.addEvent(db, {
      orderId: order.order_id,
      type: 'paid',
      actor: SYSTEM_ACTOR,
      now,
      detail: { sessionId, invoiceNumber },
    });
    await paidTold(tx, deps, order);
    return true;
  }
  const released = await repo.findById(db, order.order_id);
  if (!released) throw new Error(`order ${order.order_id} being paid is gone`);
  if (released.payment_status === 'success') return false;
  if (!(await repo.moveStatus(db, order.order_id, ['expired', 'cancelled', 'failed'], 'success', now, paid))) {
    return false;
  }
  const oversold = (
    await takeStock(
      db,
      await wantsPerCombination(
        db,
        items.map((i) => ({
          productId: i.inventory_id,
          variantId: i.variant_id,
          qty: i.qty,
          name: i.inventory_name,
        })),
      ),
    )
  ).map(({ productId, name, qty }) => ({ productId, name, qty }));
  if (order.coupon_id !== null) {
    await restoreCouponUse(db, {
      couponId: order.coupon_id,
      userId: order.user_id,
      orderNumber: order.order_number,
      now,
    });
  }
  await clearCart();
  await recordPayment();
  const invoiceNumber = await assignInvoiceNumber(db, order.order_id, now);
  await repo.addEvent(db, {
    orderId: order.order_id,
    type: 'paid_after_release',
    actor: SYSTEM_ACTOR,
    now,
    detail: { sessionId, previousStatus: released.payment_status, invoiceNumber },
  });
  if (oversold.length > 0) {
    await repo.addEvent(db, {
      orderId: order.order_id,
      type: 'oversold',
      actor: SYSTEM_ACTOR,
      now,
      detail: { oversold },
    });
  }
  await paidTold(tx, deps, order);
  return true;
}

/** What a payment tells, in the transaction that records it: the shopper's mail and bell, the webhooks. */
async function paidTold(tx: Tx, deps: OrderDeps, order: CustomerOrderRow): Promise<void> {
  await queueConfirmation(tx, deps, order.order_id);
  await tellOrderPaid(tx, deps.notifications, order, deps.nowIso());
  await recordWebhookEvent(tx, deps.webhooks, 'order.paid', { kind: 'order', orderId: order.order_id }, deps.nowIso());
}
