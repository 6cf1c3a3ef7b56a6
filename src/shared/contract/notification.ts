import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/notification');
/** The signed-in shopper's notifications: the list, marking them read, and the live stream. */
const notifications = {
  tag: 'notifications',
  schemas: () => import('../schemas/notification'),
} as const satisfies Domain<Schemas>;

export const listNotifications = {
  ...notifications,
  method: 'GET',
  path: '/notifications',
  access: 'customer',
  summary: "The caller's notifications, newest first, with how many are unread",
  query: 'notificationListQuerySchema',
  response: 'notificationListSchema',
} as const satisfies EndpointOf<Schemas>;

export const markNotificationsRead = {
  ...notifications,
  method: 'POST',
  path: '/notifications/read',
  access: 'customer',
  summary: 'Mark some of the caller’s notifications read (`ids`), or all of them (`all: true`)',
  body: 'markNotificationsReadSchema',
  response: 'markNotificationsReadResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const openStreamSession = {
  ...notifications,
  method: 'POST',
  path: '/notifications/stream-session',
  access: 'customer',
  summary: 'Set the short-lived cookie that opens the notification stream (no token in its URL)',
  response: 'streamSessionSchema',
} as const satisfies EndpointOf<Schemas>;

/**
 * Server-sent events (`text/event-stream`, not the envelope): `ready` once, then `notification`
 * per new notification, each with its id, so a reconnection resumes from `Last-Event-ID`.
 * Authenticated by the cookie `openStreamSession` sets; ends on sign-out or revocation, and with
 * a last event when its cookie expires (`expired`) or a newer stream of the account (at most 5)
 * or the sign-in (at most 3) replaced it (`replaced`), each with `{reason}`.
 */
export const notificationStream = {
  ...notifications,
  method: 'GET',
  path: '/notifications/stream',
  access: 'public',
  summary: 'Live notifications (server-sent events), opened with the stream cookie',
} as const satisfies EndpointOf<Schemas>;
