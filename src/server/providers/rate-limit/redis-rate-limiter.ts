import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { RateLimiter, RateLimitResult } from './rate-limiter.js';

// ioredis is loaded only when a limiter connects from a URL (REDIS_URL is set), not whenever
// this module is imported: a shop counting in its database never needs it.
const require = createRequire(import.meta.url);

// INCRBY (the hit's cost) and the window's expiry in one atomic script: a crash between the two can never leave
// a counter without an expiry (which would block its key forever).
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// DECR keeps the key's expiry; a key that has expired is not brought back.
const REFUND_SCRIPT = `
local v = redis.call('GET', KEYS[1])
if v and tonumber(v) > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

export interface RedisRateLimiterOptions {
  /** Namespaces the keys; tests give each run its own. */
  prefix?: string;
  /** Whether close() quits the client (true when the limiter created it). */
  ownsClient?: boolean;
}

/** Counters in Redis, shared by every instance that points at the same server. */
export class RedisRateLimiter implements RateLimiter {
  private readonly prefix: string;
  private readonly ownsClient: boolean;

  constructor(
    private readonly redis: Redis,
    options: RedisRateLimiterOptions = {},
  ) {
    this.prefix = options.prefix ?? 'shop:rl:';
    this.ownsClient = options.ownsClient ?? false;
  }

  static fromUrl(
    url: string,
    options: Omit<RedisRateLimiterOptions, 'ownsClient'> & { onError?: (error: Error) => void } = {},
  ): RedisRateLimiter {
    // A bounded retry: with Redis down, a request fails (and says so) instead of hanging.
    const { Redis: RedisClient } = require('ioredis') as typeof import('ioredis');
    const client = new RedisClient(url, { maxRetriesPerRequest: 2 });
    // ioredis reconnects by itself; the listener only keeps a lost connection out of stderr noise.
    client.on('error', options.onError ?? (() => {}));
    return new RedisRateLimiter(client, { prefix: options.prefix, ownsClient: true });
  }

  async hit(key: string, limit: number, windowMs: number, cost = 1): Promise<RateLimitResult> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs), String(cost))) as [
      number,
      number,
    ];
    const allowed = count <= limit;
    return { allowed, count, retryAfterMs: allowed ? 0 : Math.max(0, ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async refund(key: string): Promise<void> {
    await this.redis.eval(REFUND_SCRIPT, 1, this.prefix + key);
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.redis.quit();
  }
}
