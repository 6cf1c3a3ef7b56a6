import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { publicUrl } from '@server/config';
import type { Db } from '@server/db/database';
import type { MailOutbox } from '@server/modules/mail-outbox';
import type { NotificationSignal } from '@server/modules/notification';
import type { PaymentProvider } from '@server/providers/payment/index';
import { holdLimitsOf, type HoldLimits } from '@server/modules/stock';
import type { WebhookSink } from '@server/modules/webhook';

/** What the order module uses of the app: the database and the providers, nothing else. */
export interface OrderDeps {
  readonly db: Db;
  readonly payment: PaymentProvider;
  /** Where mails are queued, in the transaction of their cause (docs/notifications.md). */
  readonly outbox: MailOutbox;
  /** Told of notifications written for a shopper, after commit (open streams: docs/notifications.md). */
  readonly notifications: NotificationSignal;
  /** Where webhook events are written, in the transaction of their cause (docs/webhooks.md). */
  readonly webhooks: WebhookSink;
  now(): number;
  nowIso(): string;
  readonly log: FastifyBaseLogger;
  readonly shopName: string;
  /** The shop's public origin and path, without a trailing slash. */
  readonly publicUrl: string;
  /** What one account may hold unpaid, and for how long. */
  readonly holds: HoldLimits;
  /** Days an order that ended unpaid is kept (purge.ts). */
  readonly unpaidOrderRetentionDays: number;
}

/**
 * Read from the app when used, not when made: the payment outcomes are handed to the
 * providers before the app has them all.
 */
export function orderDepsOf(app: FastifyInstance): OrderDeps {
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
    holds: holdLimitsOf(app.config),
    unpaidOrderRetentionDays: app.config.UNPAID_ORDER_RETENTION_DAYS,
  };
}

export const customerActor = (userId: number) => `customer:${userId}`;
export const SYSTEM_ACTOR = 'system';

/** The account behind an actor (`operator:12` → 12); null for the system. */
export function actorUserId(actor: string): number | null {
  const match = /^(?:operator|customer):(\d+)$/.exec(actor);
  return match ? Number(match[1]) : null;
}
