import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { loadServerSecret, registerAuth, systemClock, type Clock } from '../../lib/auth.js';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit/index.js';
import { createMailer, type Mailer } from '../../providers/mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    rateLimiter: RateLimiter;
    /** The server secret (JWT_SECRET or DATA_DIR/jwt-secret); keys derived from it sign other things. */
    serverSecret: Uint8Array;
  }
}

/** What tests (and embedders) may substitute; each defaults to what the config names. */
export interface AccountOptions {
  clock?: Clock;
  rateLimiter?: RateLimiter;
  mailer?: Mailer;
}

/**
 * Decorates the root app with the mailer, the rate limiter, the clock and `app.authenticate`,
 * so every module (cart, address, order…) can require a user. Call after `app.db` exists.
 */
export function registerAccounts(app: FastifyInstance, config: Config, options: AccountOptions = {}): void {
  const clock = options.clock ?? systemClock;
  const secret = loadServerSecret(config);
  const mailer = options.mailer ?? createMailer(config, app.log);
  const limiter =
    options.rateLimiter ??
    createRateLimiter(config, app.db.kysely, {
      now: () => clock.now(),
      onRedisError: (err) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'),
    });
  app.decorate('serverSecret', secret);
  app.decorate('mailer', mailer);
  app.decorate('rateLimiter', limiter);
  registerAuth(app, { secret, clock });
  app.addHook('onClose', async () => {
    if (!options.mailer) await mailer.close();
    if (!options.rateLimiter) await limiter.close();
  });
}
