import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

// ioredis loads only when REDIS_URL is set, as for the rate limiter.
const require = createRequire(import.meta.url);

/** The Redis channel on which instances announce new notifications. */
export const REDIS_NOTIFICATION_CHANNEL = 'shop:notification';

export interface RedisCarrier {
  /** Resolves once subscribed (so nothing published afterwards can be missed). */
  ready(): Promise<void>;
  /** Tells the other instances of a committed notification for `userId` (after commit). */
  publish(userId: number): void;
  close(): Promise<void>;
}

/**
 * Redis pub/sub as the carrier between instances, when REDIS_URL is set on PostgreSQL: the
 * notifications then need no LISTEN session of their own. Messages are
 * `scope|instance|userId`: `scope` keeps shops (or test schemas) that share a Redis apart, and an
 * instance skips its own (it told its streams at commit). Pub/sub keeps nothing for a subscriber
 * that was away, so after a lost connection `resumed` makes every stream read what it missed.
 */
export function redisCarrier(
  url: string,
  scope: string,
  handlers: { heard(userId: number): void; resumed(): void; warn(err: unknown): void },
): RedisCarrier {
  const { Redis: RedisClient } = require('ioredis') as typeof import('ioredis');
  const instance = randomUUID();
  // A bounded retry for PUBLISH: with Redis down, the write it follows has committed anyway.
  const publisher: Redis = new RedisClient(url, { maxRetriesPerRequest: 2 });
  const subscriber: Redis = new RedisClient(url);
  publisher.on('error', () => {}); // ioredis reconnects by itself; failures are warned per publish
  let subscribedOnce = false;
  subscriber.on('error', (err: unknown) => handlers.warn(err));
  // ioredis subscribes again after a reconnection; what was published meanwhile is lost.
  subscriber.on('ready', () => {
    if (subscribedOnce) handlers.resumed();
  });
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, sender, user] = message.split('|');
    if (from === scope && sender !== instance && user && /^\d+$/.test(user)) handlers.heard(Number(user));
  });
  const subscribed = subscriber.subscribe(REDIS_NOTIFICATION_CHANNEL).then(() => {
    subscribedOnce = true;
  });

  return {
    ready: () => subscribed,
    publish(userId) {
      publisher
        .publish(REDIS_NOTIFICATION_CHANNEL, `${scope}|${instance}|${userId}`)
        .catch((err: unknown) => handlers.warn(err));
    },
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
