import type { CustomerOrderRow } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import * as payments from '@server/modules/payment';
import type { CheckoutSessionInput } from '@server/providers/payment/index';
import { fulfil } from './fulfil.js';
import type { OrderDeps } from './order.deps.js';
import * as repo from './order.repository.js';
import { taxLinesOf } from './tax-lines.js';
import { milliToRate } from '@server/modules/shipping';
import { expireSession, isPaid, retrieveSession } from './sessions.js';

/**
 * Stripe refuses a session that expires less than 30 minutes after it is made; its provider asks
 * for 32 (2 minutes of margin). An order is held at least that long once its payment page opens,
 * so the shopper is never sent to a page that outlives the order it pays.
 */
const STRIPE_MIN_SESSION_MS = 32 * 60_000;

const NOT_AWAITING_PAYMENT = 'This order is no longer awaiting payment';

/**
 * Starts (or resumes) paying one of the caller's pending orders and answers where to send the
 * browser. An open session is reused; otherwise a new one is made for the next attempt (its
 * idempotency key is per order and attempt, so a retried or doubled call makes one session).
 */
export async function startCheckout(
  deps: OrderDeps,
  userId: number,
  orderNumber: string,
  urls: { successUrl: string; cancelUrl: string },
): Promise<{ checkoutUrl: string }> {
  const shopOrigin = new URL(deps.publicUrl).origin;
  // Normalised once here, so the payment page redirects to exactly what was checked.
  const returnUrls = { successUrl: new URL(urls.successUrl).href, cancelUrl: new URL(urls.cancelUrl).href };
  for (const [field, url] of Object.entries(returnUrls)) {
    if (new URL(url).origin !== shopOrigin) throw badRequest(`${field} must be on ${shopOrigin}`);
  }
  const order = await repo.findByNumberOf(deps.db.kysely, userId, orderNumber);
  if (!order) throw notFound('Order');
  if (order.payment_status !== 'pending' || order.expires_at <= deps.nowIso()) throw conflict(NOT_AWAITING_PAYMENT);

  if (order.checkout_session_id) {
    const current = await retrieveSession(deps, order.checkout_session_id);
    if (current?.status === 'open' && current.url) return { checkoutUrl: current.url };
    if (current && isPaid(current)) {
      await fulfil(deps, order.order_number, current.id);
      throw conflict('This order is already paid');
    }
    // Completed with a delayed payment method (a bank debit): its outcome decides, not a new session.
    if (current?.status === 'complete') throw conflict('The payment of this order is still being processed');
  }

  const request = await sessionRequest(deps, order, returnUrls);
  const session = await deps.payment.createCheckoutSession(request);
  const stored = await repo.storeCheckoutSession(
    deps.db.kysely,
    order.order_id,
    { id: session.id, url: session.url, attempt: request.attempt, expiresAt: request.expiresAt.toISOString() },
    deps.nowIso(),
  );
  if (stored) {
    await payments.recordSession(deps.db.kysely, {
      orderId: order.order_id,
      provider: deps.payment.kind,
      sessionId: session.id,
      amount: order.amount,
      currency: order.currency,
      now: deps.nowIso(),
    });
  } else {
    // Released meanwhile (the sweep, a newer order): the new session must not take money.
    await expireSession(deps, session.id);
    throw conflict(NOT_AWAITING_PAYMENT);
  }
  if (!session.url) throw conflict(NOT_AWAITING_PAYMENT);
  return { checkoutUrl: session.url };
}

/**
 * The payment session an order's next attempt asks for, and so the order's hold from then on.
 * With Stripe it is computed from the order as stored, never from the clock: a retry of the
 * attempt (the process died before its session was stored) must ask for exactly the same session,
 * as Stripe refuses an idempotency key used again with other parameters. The test checkout answers
 * a repeated key with its session whatever else changed, so its hold runs from now.
 */
export async function sessionRequest(
  deps: OrderDeps,
  order: CustomerOrderRow,
  returnUrls: { successUrl: string; cancelUrl: string },
): Promise<CheckoutSessionInput> {
  const orderExpiry = Date.parse(order.expires_at);
  const expiresAt =
    deps.payment.kind === 'stripe'
      ? orderExpiry + STRIPE_MIN_SESSION_MS
      : Math.max(orderExpiry, deps.now() + deps.holds.paymentHoldMs);
  const items = await repo.itemsOf(deps.db.kysely, order.order_id);
  const taxLines = (await taxLinesOf(deps.db.kysely, [order.order_id])).get(order.order_id) ?? [];
  return {
    orderRef: order.order_number,
    attempt: order.checkout_attempt + 1,
    lines: [
      ...items.map((i) => ({
        name: i.inventory_name,
        unitAmount: i.unit_price,
        quantity: i.qty,
        imageUrl: `${deps.publicUrl}${i.cover_path}`,
      })),
      // The delivery, and the tax when it is added to the prices (included tax is inside the lines).
      ...(order.shipping_amount > 0
        ? [
            {
              name: `Shipping: ${order.shipping_method_name ?? 'delivery'}`,
              unitAmount: order.shipping_amount,
              quantity: 1,
            },
          ]
        : []),
      ...(order.prices_include_tax === 1
        ? []
        : taxLines
            .filter((l) => l.amount > 0)
            .map((l) => ({ name: `${l.name} ${milliToRate(l.rate_milli)} %`, unitAmount: l.amount, quantity: 1 }))),
    ],
    discountAmount: order.discount_amount,
    discountLabel: order.coupon_code ?? undefined,
    amount: order.amount,
    currency: 'usd',
    customerEmail: order.customer_email,
    ...returnUrls,
    expiresAt: new Date(expiresAt),
  };
}
