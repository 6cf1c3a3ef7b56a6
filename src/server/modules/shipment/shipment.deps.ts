import type { FastifyInstance } from 'fastify';
import { publicUrl } from '@server/config';
import type { Db } from '@server/db/database';
import type { OrderNoticeDeps } from '@server/modules/order';
import type { NotificationSignal } from '@server/modules/notification';
import type { WebhookSink } from '@server/modules/webhook';

/** What the shipment module uses of the app: the database, the time, and what tells the shopper. */
export interface ShipmentDeps extends OrderNoticeDeps {
  readonly db: Db;
  /** Told of the shopper's notifications after commit (docs/notifications.md). */
  readonly notifications: NotificationSignal;
  /** Where webhook events are written, in the transaction of their cause (docs/webhooks.md). */
  readonly webhooks: WebhookSink;
}

/** Read from the app when used: the outbox and the notification streams are added after the routes. */
export function shipmentDepsOf(app: FastifyInstance): ShipmentDeps {
  return {
    get db() {
      return app.db;
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
    nowIso: () => app.nowIso(),
    get shopName() {
      return app.shopIdentity.current().name;
    },
    publicUrl: publicUrl(app.config),
  };
}
