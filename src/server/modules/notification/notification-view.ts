import type { Notification, NotificationType } from '@shared/schemas/notification';
import type { NotificationRow } from '@server/db/schema';

export function toNotification(row: NotificationRow): Notification {
  return {
    notificationId: row.notification_id,
    type: row.type as NotificationType,
    title: row.title,
    text: row.body,
    link: row.link,
    trackingUrl: row.tracking_url,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}
