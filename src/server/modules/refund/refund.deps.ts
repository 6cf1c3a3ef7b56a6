import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { publicUrl } from '@server/config';
import type { Db } from '@server/db/database';
import type { OrderNoticeDeps } from '@server/modules/order';
import type { NotificationSignal } from '@server/modules/notification';
import type { PaymentProvider } from '@server/providers/payment/index';
import type { WebhookSink } from '@server/modules/webhook';

/**
 * What the refund module uses of the app: the database, the payment provider that pays the
 * money back, the time, the log, and what tells the shopper (a notification and an order notice).
 */
export interface RefundDeps extends OrderNoticeDeps {
  readonly db: Db;
  readonly payment: PaymentProvider;
  /** Told of the shopper's notifications after commit (docs/notifications.md). */
  readonly notifications: NotificationSignal;
  /** Where webhook events are written, in the transaction of their cause (docs/webhooks.md). */
  readonly webhooks: WebhookSink;
  now(): number;
  readonly log: FastifyBaseLogger;
}

/**
 * Read from the app when used, not when made: the payment outcomes are handed to the providers
 * before the app has them all, and the outbox and notification streams come after the routes.
 */
export function refundDepsOf(app: FastifyInstance): RefundDeps {
  return {
    get db() {
      return app.db;
    },
    get payment() {
      return app.payment;
    },
    get outbox() {
      return app.mailOutbox;
    },
    get notifications() {
      return app.notificationStreams;
    },
    get webhooks() {
      return app.webhooks;
    },
    now: () => app.clock.now(),
    nowIso: () => app.nowIso(),
    get log() {
      return app.log;
    },
    get shopName() {
      return app.shopIdentity.current().name;
    },
    publicUrl: publicUrl(app.config),
  };
}
