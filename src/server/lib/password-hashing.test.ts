import { login } from '@shared/contract/auth';
import { callEndpoint } from '@server/test/call-endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { MAX_CONCURRENT_HASHES, hashingSlots } from './password-hashing.js';

/**
 * Fifty logins at once filled libuv's thread pool and the storefront's files waited behind them
 * (issue 11, item 8; bench/login-burst measures the effect). Hashing takes a bounded number of
 * threads; the rest of the logins queue on the event loop.
 */
describe.each(testDialects)('password hashing under a burst of logins on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(() => t.close());

  it(`hashes at most ${MAX_CONCURRENT_HASHES} at a time and answers every login`, async () => {
    expect(MAX_CONCURRENT_HASHES).toBeGreaterThanOrEqual(1);
    expect(MAX_CONCURRENT_HASHES).toBeLessThanOrEqual(2); // half of libuv's default 4 threads
    let mostActive = 0;
    let mostWaiting = 0;
    let done = false;
    const watch = (async () => {
      while (!done) {
        mostActive = Math.max(mostActive, hashingSlots.load.active);
        mostWaiting = Math.max(mostWaiting, hashingSlots.load.waiting);
        await new Promise((r) => setImmediate(r));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callEndpoint(
          t.app,
          login,
          { body: { loginId: `burst-${i}@example.com`, password: 'not the password' } },
          { remoteAddress: `10.9.0.${i + 1}` },
        ),
      ),
    );
    done = true;
    await watch;
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(400));
    expect(mostActive).toBe(MAX_CONCURRENT_HASHES);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(hashingSlots.load).toEqual({ active: 0, waiting: 0 });
  });
});
