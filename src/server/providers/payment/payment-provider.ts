/**
 * Taking money, behind one small interface: Stripe Checkout when STRIPE_SECRET_KEY is set, the
 * built-in test checkout otherwise (docs/orders-and-payment.md). Amounts are integer cents.
 * Nothing here knows about orders: `orderRef` is the order number, carried through so events
 * and sessions can be matched back to it.
 */

export interface CheckoutLine {
  name: string;
  /** Per unit, in cents. */
  unitAmount: number;
  quantity: number;
  /** Absolute https URLs are shown by Stripe; the test checkout shows same-origin paths too. */
  imageUrl?: string;
}

export interface CheckoutSessionInput {
  /** The order number; also `client_reference_id` and `metadata.orderRef`. */
  orderRef: string;
  /** Starts at 1; a new attempt (after an expired session) gets a new idempotency key. */
  attempt: number;
  lines: CheckoutLine[];
  /** The coupon's discount in cents (0: none); lines minus discount must equal `amount`. */
  discountAmount: number;
  /** Shown next to the discount (the coupon code). */
  discountLabel?: string;
  amount: number;
  currency: 'usd';
  customerEmail: string;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the session id as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  /** When the session stops accepting payment (Stripe: raised to its 30-minute minimum). */
  expiresAt: Date;
}

export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface CheckoutSession {
  id: string;
  /** Where to send the shopper; null once the session is no longer open. */
  url: string | null;
  status: CheckoutStatus;
  paymentStatus: CheckoutPaymentStatus;
  amountTotal: number;
  currency: string;
  orderRef: string | null;
}

/** A verified webhook event, reduced to what the shop acts on. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Checkout session events. */
  sessionId?: string;
  paymentStatus?: CheckoutPaymentStatus;
  orderRef?: string;
  /** Refund events. */
  refundId?: string;
  refundStatus?: string;
  /** The idempotency key the refund was made with (its metadata): names our record before its answer is stored. */
  refundKey?: string;
  /** `charge.refunded`: every refund of the charge, as the charge lists them. */
  refunds?: { refundId: string; refundStatus?: string; refundKey?: string }[];
}

export interface RefundInput {
  sessionId: string;
  amount: number;
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  /** Throws UnknownCheckoutSession for an id the provider never issued. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSession>;
  /** Expires an open session; answers its final state (it may have completed meanwhile). */
  expireCheckoutSession(id: string): Promise<CheckoutSession>;
  /** Verifies and parses a webhook (Stripe: the signature on the raw body); throws on a bad one. */
  parseWebhookEvent(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  /** Refunds a paid session's payment in full or in part; the same key answers the same refund. */
  refund(input: RefundInput): Promise<RefundResult>;
}

export class UnknownCheckoutSession extends Error {
  constructor(id: string) {
    super(`No such checkout session: ${id}`);
  }
}

/** The webhook could not be verified (bad or missing signature, or webhooks not configured). */
export class InvalidWebhook extends Error {}

/** One key per order and attempt: a retried create answers the same session, never a second one. */
export function checkoutIdempotencyKey(orderRef: string, attempt: number): string {
  return `checkout:${orderRef}:${attempt}`;
}

/** Stripe's placeholder in success URLs. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export function successUrlFor(successUrl: string, sessionId: string): string {
  return successUrl.split(SESSION_ID_PLACEHOLDER).join(sessionId);
}

/**
 * The lines minus the discount must be the amount to pay: the order's snapshot and what the
 * provider charges can never disagree. A mismatch is a bug in the caller, so it throws.
 */
export function assertTotals(input: CheckoutSessionInput): void {
  const subtotal = input.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  const valid =
    input.lines.length > 0 &&
    input.lines.every(
      (l) => Number.isInteger(l.unitAmount) && l.unitAmount >= 0 && Number.isInteger(l.quantity) && l.quantity > 0,
    ) &&
    Number.isInteger(input.discountAmount) &&
    input.discountAmount >= 0 &&
    subtotal - input.discountAmount === input.amount;
  if (!valid) {
    throw new Error(
      `Checkout for ${input.orderRef}: lines (${subtotal}) minus discount (${input.discountAmount}) must equal the amount (${input.amount})`,
    );
  }
}
