import { sql } from 'kysely';
import type { Tx } from '@server/db/transaction';
import type { NotificationType } from '@shared/schemas/notification';
import { insertNotification } from './notification.repository.js';

/** The PostgreSQL channel on which every instance hears of new notifications (payload `schema:userId`). */
export const NOTIFICATION_CHANNEL = 'shop_notification';

/** What is told of a new notification in this process (open streams), after commit. */
export interface NotificationSignal {
  published(userId: number): void;
  /** Other instances hear through Redis (REDIS_URL), which `published` tells, not through NOTIFY. */
  readonly viaRedis?: boolean;
}

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  text: string;
  /** A path in the shop, e.g. the order's page. */
  link: string;
  trackingUrl?: string | null;
  now: string;
}

/**
 * Writes a notification in the transaction of its event, so it exists exactly when the event
 * does. Streams hear of it after commit: in this process at once, in others through NOTIFY, which
 * PostgreSQL delivers at commit and never for a transaction rolled back (or, with REDIS_URL,
 * through Redis, published after commit).
 */
export async function notify(tx: Tx, signal: NotificationSignal, n: NewNotification): Promise<void> {
  await insertNotification(tx.kysely, {
    user_id: n.userId,
    type: n.type,
    title: n.title,
    body: n.text,
    link: n.link,
    tracking_url: n.trackingUrl ?? null,
    created_at: n.now,
  });
  if (tx.dialect === 'postgres' && !signal.viaRedis) {
    await sql`select pg_notify(${NOTIFICATION_CHANNEL}, current_schema() || ':' || ${String(n.userId)})`.execute(
      tx.kysely,
    );
  }
  tx.afterCommit(() => signal.published(n.userId));
}
