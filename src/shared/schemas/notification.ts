import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema, pageSchema, pageSizeSchema } from './catalog';

/** What a signed-in shopper is told in the bell (docs/notifications.md). */

export const notificationTypes = [
  'order_paid',
  'items_shipped',
  'shipment_delivered',
  'refund_approved',
  'refund_rejected',
  'refund_completed',
  'review_hidden',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z.object({
  notificationId: z.number().int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  text: z.string(),
  /** A path in the shop (the order's page). */
  link: z.string(),
  /** A shipment's carrier page, for carriers the shop knows. */
  trackingUrl: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = InCode<z.infer<typeof notificationSchema>>;

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationListQuerySchema = z.object({
  page: pageSchema.default(1),
  num: pageSizeSchema(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationListSchema = z.object({
  list: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});

export const markNotificationsReadSchema = z.union([
  z.strictObject({ ids: z.array(idSchema).min(1, 'must name at least one').max(100, 'must name at most 100') }),
  z.strictObject({ all: z.literal(true, { error: 'must be true' }) }),
]);

export const markNotificationsReadResponseSchema = z.object({ unread: z.number().int() });

export const streamSessionSchema = z.object({
  /** Until when the stream cookie opens a stream; ask again after (an open stream stays open). */
  expiresAt: z.string(),
});
