import type { Kysely } from 'kysely';
import type { Config } from '@server/config';
import type { Database } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { DbRateLimiter } from './db-rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';

export type { RateLimiter, RateLimitResult } from './rate-limiter.js';
export { DbRateLimiter } from './db-rate-limiter.js';
export { RedisRateLimiter } from './redis-rate-limiter.js';

/** Redis when REDIS_URL is set (the scale-out setup), else the shop's own database. */
export function createRateLimiter(
  config: Config,
  db: Kysely<Database>,
  options: { now?: () => number; onRedisError?: (error: Error) => void } = {},
): RateLimiter {
  return config.REDIS_URL
    ? RedisRateLimiter.fromUrl(config.REDIS_URL, { onError: options.onRedisError })
    : new DbRateLimiter(db, { now: options.now });
}

/** 'in 12 minutes', 'in 40 seconds': what a person reads in a 429. */
export function describeWait(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Counts one attempt (or `cost` of them) and throws a 429 envelope error (with Retry-After) once
 * the bucket is full.
 */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  rule: { limit: number; windowMs: number },
  what = 'Too many attempts',
  cost = 1,
): Promise<void> {
  const result = await limiter.hit(key, rule.limit, rule.windowMs, cost);
  if (result.allowed) return;
  throw new AppError('rateLimited', `${what}, please try again in ${describeWait(result.retryAfterMs)}`, {
    'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))),
  });
}
