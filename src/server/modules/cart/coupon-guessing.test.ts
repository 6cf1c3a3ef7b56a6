import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateCart } from '@shared/contract/cart';
import { callEndpoint } from '@server/test/call-endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { signedInUser } from '@server/test/users';
import { couponRow } from '@server/test/factories';
import { COUPON_LIMITS } from './coupon.js';

/** A probe guessed 300 coupon codes a second and read which ones were real (issue 11, item 9). */
describe.each(testDialects)('guessing coupon codes on %s', (dialect) => {
  let t: TestApp;
  let n = 0;
  const newUser = () => signedInUser(t, `guess-${dialect}-${++n}@example.com`);
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await t.db.kysely
      .insertInto('coupon')
      .values([
        couponRow({ code: 'WELCOME10' }),
        couponRow({ code: 'STAFF50', value: 50, is_active: 0 }),
        couponRow({ code: 'BLACKFRIDAY', value: 40, starts_at: future }),
      ])
      .execute();
  });
  afterAll(() => t.close());

  const estimate = (user: { headers: Record<string, string> }, couponCode: string, ip: string) =>
    callEndpoint(t.app, estimateCart, { query: { couponCode } }, { headers: user.headers, remoteAddress: ip });

  it('answers an unknown, a switched-off and an unreleased code alike', async () => {
    const user = await newUser();
    for (const code of ['NOSUCH', 'STAFF50', 'BLACKFRIDAY']) {
      const res = await estimate(user, code, '10.1.0.1');
      expect(res.body).toEqual({ code: 40000, data: null, errMsg: `Coupon code "${code}" is not valid` });
    }
  });

  it(`stops a customer after ${COUPON_LIMITS.perCustomer.limit} failed codes, and only that customer`, async () => {
    const guesser = await newUser();
    for (let i = 0; i < COUPON_LIMITS.perCustomer.limit; i++) {
      expect((await estimate(guesser, `GUESS${i}`, '10.2.0.1')).status).toBe(400);
    }
    const blocked = await estimate(guesser, 'WELCOME10', '10.2.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: 42900,
      data: null,
      errMsg: 'Too many coupon codes tried, please try again in 15 minutes',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    const shopper = await newUser();
    expect((await estimate(shopper, 'WELCOME10', '10.2.0.2')).data.couponCode).toBe('WELCOME10');
  });

  it('does not count codes that worked: a shopper can apply a real code any number of times', async () => {
    const shopper = await newUser();
    expect((await estimate(shopper, 'TYPO', '10.3.0.1')).status).toBe(400);
    for (let i = 0; i < COUPON_LIMITS.perCustomer.limit + 5; i++) {
      expect((await estimate(shopper, 'welcome10', '10.3.0.1')).status).toBe(200);
    }
  });

  it(`stops an IP after ${COUPON_LIMITS.perIp.limit} failed codes across customers`, async () => {
    const perUser = COUPON_LIMITS.perCustomer.limit;
    for (let u = 0; u < COUPON_LIMITS.perIp.limit / perUser; u++) {
      const user = await newUser();
      for (let i = 0; i < perUser; i++) expect((await estimate(user, `IP${u}X${i}`, '10.4.0.1')).status).toBe(400);
    }
    const next = await newUser();
    expect((await estimate(next, 'WELCOME10', '10.4.0.1')).status).toBe(429);
    expect((await estimate(next, 'WELCOME10', '10.4.0.2')).status).toBe(200);
  });
});
