import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/database';
import type { RateLimiter } from '@server/providers/rate-limit/index';
import { holdLimitsOf, type HoldLimits } from '@server/modules/stock';

/** What the cart module uses of the app. */
export interface CartDeps {
  readonly db: Db;
  /** Counts coupon guesses (coupon.ts). */
  readonly rateLimiter: RateLimiter;
  nowIso(): string;
  /** What one account may hold: the cart's cap on lines. */
  readonly holds: HoldLimits;
}

export function cartDepsOf(app: FastifyInstance): CartDeps {
  return {
    db: app.db,
    rateLimiter: app.rateLimiter,
    nowIso: () => app.nowIso(),
    holds: holdLimitsOf(app.config),
  };
}
