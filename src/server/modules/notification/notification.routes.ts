import type { FastifyPluginAsync } from 'fastify';
import {
  listNotifications as listNotificationsEndpoint,
  markNotificationsRead,
  notificationStream,
  openStreamSession,
} from '@shared/contract/notification';
import { SIGN_IN_AGAIN, requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { unauthenticated } from '@server/lib/errors';
import { serve } from '@server/lib/endpoint';
import { listNotifications, markRead } from './notification.service.js';

/** The caller's notifications and the cookie that opens their stream (inside `customerScope`). */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const secure = app.config.PUBLIC_URL?.startsWith('https:') ?? false;

  await serve(app, listNotificationsEndpoint, async (req) =>
    ok(await listNotifications(app.db, requireUser(req).userId, req.query)),
  );

  await serve(app, markNotificationsRead, async (req) =>
    ok(await markRead(app.db, requireUser(req).userId, req.body, app.nowIso())),
  );

  await serve(app, openStreamSession, async (req, reply) => {
    const { userId } = requireUser(req);
    const { sessionId } = req;
    if (sessionId === null) throw new Error('authenticate sets the sign-in with the user');
    const cookie = app.streamCookies.value({ userId, sessionId }, app.clock.now());
    reply.header('Set-Cookie', app.streamCookies.header(cookie.value, secure));
    return ok({ expiresAt: new Date(cookie.expiresAt).toISOString() });
  });
};

/**
 * The stream itself: public in the contract, since it is opened with the stream cookie rather
 * than a bearer token; without a valid cookie for a live sign-in it answers 401 in the envelope.
 */
export const notificationStreamRoutes: FastifyPluginAsync = async (app) => {
  await serve(app, notificationStream, async (req, reply) => {
    const claims = app.streamCookies.read(req.headers.cookie, app.clock.now());
    reply.header('Cache-Control', 'no-store');
    if (!claims || !(await app.sessions.isLive(claims.sessionId, claims.userId))) {
      throw unauthenticated(SIGN_IN_AGAIN);
    }
    const header = req.headers['last-event-id'];
    const lastEventId = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
    reply.hijack();
    await app.notificationStreams.open(reply.raw, claims, lastEventId);
    return reply;
  });
};
