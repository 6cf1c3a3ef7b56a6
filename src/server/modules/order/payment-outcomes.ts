import type { PaymentOutcome, PaymentOutcomes } from '@server/providers/payment/index';
import { fulfil } from './fulfil.js';
import { SYSTEM_ACTOR, type OrderDeps } from './order.deps.js';
import * as repo from './order.repository.js';
import { releaseOrder } from './release.js';
import { isPaid, retrieveSession } from './sessions.js';

/**
 * What a settled payment does to its order (called by the Stripe webhook and the test
 * checkout). Both ask the provider again rather than trusting the caller, and are idempotent.
 */
export function orderPaymentOutcomes(depsOf: () => OrderDeps): Omit<PaymentOutcomes, 'refundUpdated'> {
  return {
    async paid(e: PaymentOutcome) {
      const deps = depsOf();
      const orderNumber = e.orderRef ?? (await repo.orderNumberOfSession(deps.db.kysely, e.sessionId));
      if (!orderNumber) {
        deps.log.warn({ sessionId: e.sessionId }, 'paid session names no order we know');
        return;
      }
      await fulfil(deps, orderNumber, e.sessionId);
    },

    /** An expired session or a failed delayed payment releases the order (stock and coupon back). */
    async failed(e: PaymentOutcome) {
      const deps = depsOf();
      const orderNumber = e.orderRef ?? (await repo.orderNumberOfSession(deps.db.kysely, e.sessionId));
      const order = orderNumber ? await repo.findByNumber(deps.db.kysely, orderNumber) : undefined;
      // An older attempt's session ending means nothing: the order has a newer one.
      if (!order || order.payment_status !== 'pending' || order.checkout_session_id !== e.sessionId) return;
      const session = await retrieveSession(deps, e.sessionId);
      if (!session) return;
      if (isPaid(session)) {
        await fulfil(deps, order.order_number, session.id);
        return;
      }
      if (session.status === 'open') return;
      const to = session.status === 'expired' ? 'expired' : 'failed';
      const now = deps.nowIso();
      await deps.db.transaction((tx) =>
        releaseOrder(tx.kysely, order, to, SYSTEM_ACTOR, now, { sessionId: session.id }),
      );
    },
  };
}
