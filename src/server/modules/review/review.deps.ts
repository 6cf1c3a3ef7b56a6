import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/database';
import type { NotificationSignal } from '@server/modules/notification';
import type { WebhookSink } from '@server/modules/webhook';

/** What the review module uses of the app: the database, the time, and what tells the author. */
export interface ReviewDeps {
  readonly db: Db;
  nowIso(): string;
  /** Told of the author's notifications after commit (docs/notifications.md). */
  readonly notifications: NotificationSignal;
  /** Where webhook events are written, in the transaction of their cause (docs/webhooks.md). */
  readonly webhooks: WebhookSink;
}

/** Read from the app when used: the notification streams are added after the routes. */
export function reviewDepsOf(app: FastifyInstance): ReviewDeps {
  return {
    get db() {
      return app.db;
    },
    get notifications() {
      return app.notificationStreams;
    },
    get webhooks() {
      return app.webhooks;
    },
    nowIso: () => app.nowIso(),
  };
}
