import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestDb, testConfig, testDialects, type TestDb } from '@server/test/test-app';
import {
  DbRateLimiter,
  RedisRateLimiter,
  createRateLimiter,
  describeWait,
  enforceLimit,
  type RateLimiter,
} from './index.js';
import { itemAt } from '@shared/item-at';

/** The database limiter on every test database; the Redis one too when TEST_REDIS_URL names a server. */
const redisUrl = process.env.TEST_REDIS_URL;
const kinds = [...testDialects.map((d) => `database (${d})`), ...(redisUrl ? ['redis'] : [])];

interface Harness {
  /** Two limiters over one store, as two instances of the app would have. */
  a: RateLimiter;
  b: RateLimiter;
  /** Moves time past a window (the database limiter reads a clock; Redis expires keys itself). */
  pass(ms: number): Promise<void>;
  /** The shortest window the harness can let pass quickly. */
  shortWindowMs: number;
  count(): Promise<number>;
  /** Redis only: whether the bucket of `key` is stored. */
  holds?(key: string): Promise<boolean>;
  close(): Promise<void>;
}

async function harness(kind: string): Promise<Harness> {
  if (kind === 'redis') {
    const prefix = `shop-test:${randomBytes(6).toString('hex')}:`;
    const clients = [new Redis(redisUrl!), new Redis(redisUrl!)];
    return {
      a: new RedisRateLimiter(itemAt(clients, 0), { prefix }),
      b: new RedisRateLimiter(itemAt(clients, 1), { prefix }),
      pass: (ms) => new Promise((r) => setTimeout(r, ms)),
      shortWindowMs: 300,
      count: async () => (await itemAt(clients, 0).keys(`${prefix}*`)).length,
      holds: async (key) => (await itemAt(clients, 0).exists(`${prefix}${key}`)) === 1,
      async close() {
        const keys = await itemAt(clients, 0).keys(`${prefix}*`);
        if (keys.length > 0) await itemAt(clients, 0).del(...keys);
        await Promise.all(clients.map((c) => c.quit()));
      },
    };
  }
  const dialect = kind.includes('postgres') ? 'postgres' : 'sqlite';
  const testDb: TestDb = await createTestDb(dialect);
  let now = Date.now();
  const clock = () => now;
  return {
    a: new DbRateLimiter(testDb.db.kysely, { now: clock }),
    b: new DbRateLimiter(testDb.db.kysely, { now: clock }),
    pass: async (ms) => void (now += ms),
    shortWindowMs: 60_000,
    count: async () => (await testDb.db.kysely.selectFrom('rate_limit').select('bucket_key').execute()).length,
    close: () => testDb.drop(),
  };
}

describe.each(kinds)('the %s rate limiter', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(kind);
  });
  afterAll(() => h.close());

  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const window = 60_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await h.a.hit('plain', 3, window));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(itemAt(results, 0).retryAfterMs).toBe(0);
    expect(itemAt(results, 3).retryAfterMs).toBeGreaterThan(window - 5000);
    expect(itemAt(results, 3).retryAfterMs).toBeLessThanOrEqual(window);
  });

  it('starts a new window once the old one has passed, without stretching it meanwhile', async () => {
    const w = h.shortWindowMs;
    await h.a.hit('window', 1, w);
    const refused = await h.a.hit('window', 1, w);
    expect(refused.allowed).toBe(false);
    await h.pass(w / 2);
    const stillRefused = await h.a.hit('window', 1, w);
    expect(stillRefused.allowed).toBe(false);
    // Hits do not extend a fixed window: the time left only shrinks.
    expect(stillRefused.retryAfterMs).toBeLessThan(refused.retryAfterMs);
    await h.pass(w / 2 + 50);
    const fresh = await h.a.hit('window', 1, w);
    expect(fresh).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts a costly hit as that many attempts, refusing it when it does not fit what is left', async () => {
    const window = 60_000;
    expect(await h.a.hit('costly', 10, window, 4)).toMatchObject({ allowed: true, count: 4 });
    expect(await h.b.hit('costly', 10, window)).toMatchObject({ allowed: true, count: 5 });
    expect(await h.a.hit('costly', 10, window, 5)).toMatchObject({ allowed: true, count: 10 });
    const refused = await h.b.hit('costly', 10, window, 2);
    expect(refused).toMatchObject({ allowed: false, count: 12 });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    // The first hit of a window may cost more than one too.
    expect(await h.a.hit('costly:fresh', 3, window, 4)).toMatchObject({ allowed: false, count: 4 });
  });

  it('keeps keys apart', async () => {
    await h.a.hit('apart:1', 1, 60_000);
    expect((await h.a.hit('apart:1', 1, 60_000)).allowed).toBe(false);
    expect((await h.a.hit('apart:2', 1, 60_000)).allowed).toBe(true);
  });

  it('forgets a bucket on reset and gives one attempt back on refund', async () => {
    for (let i = 0; i < 3; i++) await h.a.hit('undo', 2, 60_000);
    await h.a.refund('undo');
    expect((await h.a.hit('undo', 2, 60_000)).count).toBe(3);
    await h.a.reset('undo');
    expect((await h.a.hit('undo', 2, 60_000)).count).toBe(1);
    await h.a.refund('undo');
    await h.a.refund('undo'); // never below zero
    expect((await h.a.hit('undo', 2, 60_000)).count).toBe(1);
    await h.a.refund('never-hit'); // refunding nothing creates nothing
    expect((await h.a.hit('never-hit', 2, 60_000)).count).toBe(1);
  });

  it('shares counts between instances and loses none under concurrency', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? h.a : h.b).hit('shared', 10, 60_000)),
    );
    expect(hits.filter((r) => r.allowed)).toHaveLength(10);
    expect(hits.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('answers a 429 error with Retry-After through enforceLimit', async () => {
    await enforceLimit(h.a, 'enforce', { limit: 1, windowMs: 120_000 });
    const error = await enforceLimit(h.a, 'enforce', { limit: 1, windowMs: 120_000 }, 'Too many tries').catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 429, code: 42900, message: 'Too many tries, please try again in 2 minutes' });
    expect(Number((error as { headers: Record<string, string> }).headers['Retry-After'])).toBeGreaterThan(100);
  });

  it('does not keep buckets whose window has ended forever', async () => {
    if (!(h.a instanceof DbRateLimiter)) {
      // Redis expires keys itself. The bucket is asked for by name: other tests' short windows
      // may end meanwhile on a busy machine, so the number of keys says nothing.
      await h.a.hit('expiring', 1, 1000);
      expect(await h.holds!('expiring')).toBe(true);
      await h.pass(1200);
      expect(await h.holds!('expiring')).toBe(false);
      return;
    }
    await h.a.hit('old', 1, 1000);
    await h.pass(2000);
    const before = await h.count();
    await h.a.prune();
    expect(await h.count()).toBeLessThan(before);
  });
});

describe('choosing and describing limits', () => {
  it('uses Redis when REDIS_URL is set and the database otherwise', async () => {
    const testDb = await createTestDb('sqlite');
    try {
      expect(createRateLimiter(testConfig(testDb.dataDir), testDb.db.kysely)).toBeInstanceOf(DbRateLimiter);
      const redis = createRateLimiter(
        testConfig(testDb.dataDir, { REDIS_URL: redisUrl ?? 'redis://127.0.0.1:6379' }),
        testDb.db.kysely,
      );
      expect(redis).toBeInstanceOf(RedisRateLimiter);
      await redis.close();
    } finally {
      await testDb.drop();
    }
  });

  it('says when to come back in words', () => {
    expect(describeWait(400)).toBe('1 second');
    expect(describeWait(42_000)).toBe('42 seconds');
    expect(describeWait(60_000)).toBe('1 minute');
    expect(describeWait(11 * 60_000 + 1)).toBe('12 minutes');
    expect(describeWait(60 * 60_000)).toBe('1 hour');
    expect(describeWait(3 * 60 * 60_000 - 5)).toBe('3 hours');
  });
});
