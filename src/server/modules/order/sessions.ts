import { UnknownCheckoutSession, type CheckoutSession } from '@server/providers/payment/index';
import type { OrderDeps } from './order.deps.js';

/** Paid as far as the provider says (a 100 % coupon needs no payment). */
export function isPaid(session: CheckoutSession): boolean {
  return (
    session.paymentStatus === 'paid' ||
    (session.status === 'complete' && session.paymentStatus === 'no_payment_required')
  );
}

/** The session as the provider has it now, or null for an id it never issued. */
export async function retrieveSession(deps: OrderDeps, sessionId: string): Promise<CheckoutSession | null> {
  try {
    return await deps.payment.retrieveCheckoutSession(sessionId);
  } catch (err) {
    if (err instanceof UnknownCheckoutSession) return null;
    throw err;
  }
}

/** Expires a session and answers its final state (it may have completed meanwhile), or null if unknown. */
export async function expireSession(deps: OrderDeps, sessionId: string): Promise<CheckoutSession | null> {
  try {
    return await deps.payment.expireCheckoutSession(sessionId);
  } catch (err) {
    if (err instanceof UnknownCheckoutSession) return null;
    throw err;
  }
}
