import type { FastifyInstance } from 'fastify';
import type { MailOutbox } from '@server/modules/mail-outbox';
import type { OperatorWriteDeps } from '@server/modules/operator-write';
import type { WebhookSink } from '@server/modules/webhook';

/**
 * What the console's own services use of the app: the database, the time, and the outbox (a
 * mail sent again). A feature that calls another module's service (a refund, a shipment, a
 * review's visibility, a shop page, the order confirmation) hands it that module's deps instead.
 * It holds `OperatorWriteDeps` (the database and the time), so the console's catalogue and coupon
 * writes pass it to `operatorWrite`.
 */
export interface ConsoleDeps extends OperatorWriteDeps {
  /** Where a mail sent again is queued, in the transaction of the order's event. */
  readonly outbox: MailOutbox;
  /** Where webhook events are written, in the transaction of their cause (docs/webhooks.md). */
  readonly webhooks: WebhookSink;
  now(): number;
}

/** Read from the app when used: the outbox is added after the routes. */
export function consoleDepsOf(app: FastifyInstance): ConsoleDeps {
  return {
    get db() {
      return app.db;
    },
    get outbox() {
      return app.mailOutbox;
    },
    get webhooks() {
      return app.webhooks;
    },
    now: () => app.clock.now(),
    nowIso: () => app.nowIso(),
  };
}
