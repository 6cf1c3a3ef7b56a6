/**
 * What the shop does when a payment settles. The test checkout page and the Stripe webhook call
 * these; the order module implements them (fulfil on `paid`, release the order on `failed`).
 * Each may be called more than once for the same session (a redelivered event, a page
 * submitted twice after a crash), so implementations must be idempotent.
 */
export interface PaymentOutcome {
  sessionId: string;
  orderRef: string | null;
}

export interface RefundOutcome {
  refundId: string;
  status: string;
  /** The idempotency key it was made with, when the provider says. */
  refundKey: string | null;
  sessionId: string | null;
  orderRef: string | null;
}

export interface PaymentOutcomes {
  /** The session is paid: fulfil the order (after asking the provider again). */
  paid(e: PaymentOutcome): Promise<void>;
  /** The session expired or its (asynchronous) payment failed. */
  failed(e: PaymentOutcome): Promise<void>;
  /** A refund changed state at the provider. */
  refundUpdated?(e: RefundOutcome): Promise<void>;
}

export interface OutcomeLog {
  info(obj: object, msg: string): void;
}

/** Until the order module provides its own: says what happened and does nothing else. */
export function loggingPaymentOutcomes(log: OutcomeLog): PaymentOutcomes {
  return {
    paid: async (e) => log.info(e, 'payment succeeded (no order handler registered)'),
    failed: async (e) => log.info(e, 'payment failed or expired (no order handler registered)'),
    refundUpdated: async (e) => log.info(e, 'refund updated (no order handler registered)'),
  };
}
