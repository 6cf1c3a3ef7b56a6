import type { FastifyInstance } from 'fastify';
import { ok } from '@server/lib/envelope';
import { AppError, badRequest, conflict, notFound } from '@server/lib/errors';
import { InvalidWebhook, type PaymentEvent, type PaymentOutcomes } from '@server/providers/payment/index';
import { claimEvent, markProcessed, releaseEvent } from './payment-events.repository.js';

/** Stripe's events are a few kilobytes; the API's default body limit may be smaller. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /api/payment/stripe/webhook`: Stripe tells the shop what happened to a payment. The
 * signature is checked on the exact bytes received, so this plugin (and only it) reads the body
 * raw. Each event id is handled once (`payment_event`). A handler that throws answers 500 and
 * forgets the event, so Stripe's retry runs it again; a duplicate arriving while the first is
 * still running answers 409, so Stripe retries it later rather than counting it delivered.
 */
export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payment/stripe/webhook',
    { bodyLimit: WEBHOOK_BODY_LIMIT, config: { outsideContract: "Stripe's events, in Stripe's format" } },
    async (request) => {
      // The test checkout reports payments itself; a Stripe webhook has nothing to reach here.
      if (app.payment.kind !== 'stripe') throw notFound('Stripe webhook (the shop uses its test checkout)');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event: PaymentEvent;
      try {
        event = app.payment.parseWebhookEvent(raw, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        if (err instanceof InvalidWebhook) throw badRequest(err.message);
        throw err;
      }

      const handler = handlerFor(app.paymentOutcomes, event);
      if (!handler) return ok({ received: true, handled: false });
      const claim = await claimEvent(app.db.kysely, event, app.clock.now());
      if (claim === 'processed') return ok({ received: true, handled: false });
      if (claim === 'in-progress') throw conflict(`Event ${event.id} is being handled; retry later`);
      try {
        await handler();
      } catch (err) {
        await releaseEvent(app.db.kysely, event.id);
        request.log.error(
          { err, eventId: event.id, type: event.type },
          'payment event handler failed; Stripe will retry',
        );
        throw new AppError('internal', `Event ${event.id} could not be handled; retry later`);
      }
      await markProcessed(app.db.kysely, event.id, app.clock.now());
      return ok({ received: true, handled: true });
    },
  );
}

/** What an event means for the shop; null for events it ignores. */
function handlerFor(outcomes: PaymentOutcomes, event: PaymentEvent): (() => Promise<void>) | null {
  const session = event.sessionId ? { sessionId: event.sessionId, orderRef: event.orderRef ?? null } : null;
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (a bank debit) completes unpaid and settles later with its own event.
      return session && event.paymentStatus !== 'unpaid' ? () => outcomes.paid(session) : null;
    case 'checkout.session.async_payment_succeeded':
      return session && (() => outcomes.paid(session));
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return session && (() => outcomes.failed(session));
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const refundUpdated = outcomes.refundUpdated?.bind(outcomes);
      if (!refundUpdated || !event.refundId) return null;
      const refund = {
        refundId: event.refundId,
        status: event.refundStatus ?? 'pending',
        sessionId: event.sessionId ?? null,
        orderRef: event.orderRef ?? null,
        refundKey: event.refundKey ?? null,
      };
      return () => refundUpdated(refund);
    }
    case 'charge.refunded': {
      // The charge lists its refunds (newest first); each settles its own record, oldest first.
      const refundUpdated = outcomes.refundUpdated?.bind(outcomes);
      const listed = [...(event.refunds ?? [])].reverse();
      if (!refundUpdated || listed.length === 0) return null;
      return async () => {
        for (const r of listed) {
          await refundUpdated({
            refundId: r.refundId,
            status: r.refundStatus ?? 'pending',
            sessionId: null,
            orderRef: null,
            refundKey: r.refundKey ?? null,
          });
        }
      };
    }
    default:
      return null;
  }
}
