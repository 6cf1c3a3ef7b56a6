import type { FastifyInstance } from 'fastify';
import { publicUrl } from '@server/config';
import type { AuthDeps } from './auth.service.js';

/** What the account services use of the app. */
export function authDepsOf(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    outbox: app.mailOutbox,
    limiter: app.rateLimiter,
    tokens: app.accessTokens,
    sessions: app.sessions,
    clock: app.clock,
    secret: app.serverSecret,
    get shopName() {
      return app.shopIdentity.current().name;
    },
    shopUrl: publicUrl(app.config),
    log: app.log,
  };
}
