import type { FastifyInstance } from 'fastify';
import { NotificationStreams } from './notification-streams.js';
import { StreamCookies } from './stream-cookie.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open notification streams; told of every new notification (docs/notifications.md). */
    notificationStreams: NotificationStreams;
    /** Signs and reads the cookie that opens a stream. */
    streamCookies: StreamCookies;
  }
}

/**
 * Decorates the app with its notification streams and the stream cookie's signer. Streams end
 * when the app starts closing (`preClose`): an open stream would otherwise keep the server's
 * close waiting for a client that never hangs up.
 */
export function registerNotificationStreams(app: FastifyInstance): void {
  const streams = new NotificationStreams(app.db, app.sessions, app.clock, app.log, { redisUrl: app.config.REDIS_URL });
  app.decorate('notificationStreams', streams);
  app.decorate('streamCookies', new StreamCookies(app.serverSecret));
  app.addHook('onReady', async () => streams.start());
  app.addHook('preClose', async () => streams.stop());
}
