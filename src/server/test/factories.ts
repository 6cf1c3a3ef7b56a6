import type { NewCouponRow } from '@server/db/schema';
import type { Clock } from '@server/providers/clock/clock';

/** A clock the tests move forward; the app reads it for expiries, JWTs and rate-limit windows. */
export function movableClock(): Clock & { advance(ms: number): void } {
  let t = Date.now();
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

/** A coupon anyone may use any time: 10 % off, no minimum, no limits. Override what a test needs. */
export function couponRow(overrides: Partial<NewCouponRow> & { code: string }): NewCouponRow {
  return {
    kind: 'percent',
    value: 10,
    min_spend: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_customer: null,
    is_active: 1,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}
