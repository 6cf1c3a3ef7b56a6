import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  InvalidWebhook,
  UnknownCheckoutSession,
  assertTotals,
  checkoutIdempotencyKey,
  type CheckoutSession,
  type CheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
} from './payment-provider.js';

/** Where the SDK sends its requests; tests point it at a local fake (src/server/test/fake-stripe.ts). */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  secretKey: string;
  /** Without it webhooks are refused; fulfilment then relies on the return page and the sweep. */
  webhookSecret?: string;
  api?: StripeApiAddress;
}

/**
 * Stripe rejects an `expires_at` less than 30 minutes after the session's creation by its own
 * clock, and answers a retried idempotent create only if its parameters are the same. So the
 * session is asked to expire 32 minutes after the order does: the same for every retry, and at
 * least 30 minutes (plus 2 for travel and clock skew) after any moment the order can still be
 * paid. The order sweep expires the session explicitly when the order expires, so the longer
 * life is never used to pay a dead order. Only an expiry Stripe would refuse is moved to now.
 */
const STRIPE_MIN_SESSION_LIFE_MS = 30 * 60_000;
const EXPIRY_MARGIN_MS = 2 * 60_000;
const STRIPE_MAX_SESSION_LIFE_MS = 24 * 3600_000 - EXPIRY_MARGIN_MS;

// The SDK is about 200 files (≈13 MB once loaded) and a shop without STRIPE_SECRET_KEY never
// uses it: it is loaded when a Stripe provider is made, not whenever this module is imported.
const require = createRequire(import.meta.url);
let StripeSdk: typeof Stripe | undefined;
const stripeSdk = () => (StripeSdk ??= require('stripe') as typeof Stripe);

export function stripeExpiresAt(requested: Date, now: number): number {
  const lifeAfterOrder = STRIPE_MIN_SESSION_LIFE_MS + EXPIRY_MARGIN_MS;
  const earliest = now + lifeAfterOrder;
  const latest = now + STRIPE_MAX_SESSION_LIFE_MS;
  return Math.floor(Math.min(Math.max(requested.getTime() + lifeAfterOrder, earliest), latest) / 1000);
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new (stripeSdk())(options.secretKey, {
      ...(options.api ?? {}),
      // Our own idempotency keys make a retried create safe; Stripe's default timeout is 80 s,
      // far longer than a shopper waits for the checkout button.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    assertTotals(input);
    const coupon =
      input.discountAmount > 0
        ? await this.stripe.coupons.create(
            {
              amount_off: input.discountAmount,
              currency: input.currency,
              duration: 'once',
              max_redemptions: 1,
              name: (input.discountLabel || 'Discount').slice(0, 40),
              metadata: { orderRef: input.orderRef },
            },
            { idempotencyKey: `coupon:${input.orderRef}:${input.attempt}` },
          )
        : null;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: input.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: input.currency,
            unit_amount: line.unitAmount,
            product_data: {
              name: line.name,
              // Stripe fetches images itself: only public https addresses are any use to it.
              ...(line.imageUrl?.startsWith('https://') ? { images: [line.imageUrl] } : {}),
            },
          },
        })),
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        client_reference_id: input.orderRef,
        metadata: { orderRef: input.orderRef },
        payment_intent_data: { metadata: { orderRef: input.orderRef } },
        customer_email: input.customerEmail,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: stripeExpiresAt(input.expiresAt, Date.now()), // Stripe's clock, not the app's
      },
      { idempotencyKey: checkoutIdempotencyKey(input.orderRef, input.attempt) },
    );
    const answer = toCheckoutSession(session);
    if (answer.amountTotal !== input.amount) {
      throw new Error(`Stripe totals ${answer.amountTotal} for ${input.orderRef}, the order ${input.amount}`);
    }
    return answer;
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    return toCheckoutSession(await this.retrieve(id));
  }

  async expireCheckoutSession(id: string): Promise<CheckoutSession> {
    try {
      return toCheckoutSession(await this.stripe.checkout.sessions.expire(id));
    } catch (err) {
      // Stripe refuses to expire a session that is no longer open: it completed (or expired)
      // meanwhile, and that final state is the answer.
      if (!(err instanceof stripeSdk().errors.StripeInvalidRequestError) || err.statusCode === 404)
        throw mapNotFound(err, id);
      const session = toCheckoutSession(await this.retrieve(id));
      if (session.status === 'open') throw err;
      return session;
    }
  }

  parseWebhookEvent(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    if (!this.options.webhookSecret) throw new InvalidWebhook('Stripe webhooks are not configured on this shop');
    if (!signatureHeader) throw new InvalidWebhook('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.options.webhookSecret);
    } catch (err) {
      throw new InvalidWebhook(`Invalid Stripe signature: ${(err as Error).message}`);
    }
    return toPaymentEvent(event);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const session = await this.retrieve(input.sessionId);
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (session.payment_status !== 'paid' || !paymentIntent) {
      throw new Error(`Checkout session ${input.sessionId} has no payment to refund`);
    }
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: input.amount,
        metadata: { sessionId: session.id, orderRef: orderRefOf(session) ?? '', refundKey: input.idempotencyKey },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundId: refund.id, status: refundStatusOf(refund.status) };
  }

  private async retrieve(id: string): Promise<Stripe.Checkout.Session> {
    try {
      return await this.stripe.checkout.sessions.retrieve(id);
    } catch (err) {
      throw mapNotFound(err, id);
    }
  }
}

function mapNotFound(err: unknown, id: string): unknown {
  return err instanceof stripeSdk().errors.StripeInvalidRequestError && err.statusCode === 404
    ? new UnknownCheckoutSession(id)
    : err;
}

function orderRefOf(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.orderRef ?? null;
}

function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    url: session.url,
    status: statusOf(session.status),
    paymentStatus: paymentStatusOf(session.payment_status),
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    orderRef: orderRefOf(session),
  };
}

/** Stripe's enums are open; a value it adds later is read as the cautious one (never paid). */
function statusOf(status: string | null): CheckoutSession['status'] {
  return status === 'complete' || status === 'expired' ? status : 'open';
}

function paymentStatusOf(status: string): CheckoutSession['paymentStatus'] {
  return status === 'paid' || status === 'no_payment_required' ? status : 'unpaid';
}

function refundStatusOf(status: string | null): RefundResult['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending'; // pending, requires_action
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type };
  if (event.type.startsWith('checkout.session.')) {
    const session = event.data.object as Stripe.Checkout.Session;
    return {
      ...base,
      sessionId: session.id,
      paymentStatus: paymentStatusOf(session.payment_status),
      orderRef: orderRefOf(session) ?? undefined,
    };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    return {
      ...base,
      refunds: (charge.refunds?.data ?? []).map((refund) => ({
        refundId: refund.id,
        refundStatus: refund.status ?? undefined,
        refundKey: refund.metadata?.refundKey || undefined,
      })),
    };
  }
  if (event.type.startsWith('refund.') || event.type.startsWith('charge.refund.')) {
    const refund = event.data.object as Stripe.Refund;
    return {
      ...base,
      refundId: refund.id,
      refundStatus: refund.status ?? undefined,
      sessionId: refund.metadata?.sessionId || undefined,
      orderRef: refund.metadata?.orderRef || undefined,
      refundKey: refund.metadata?.refundKey || undefined,
    };
  }
  return base;
}
