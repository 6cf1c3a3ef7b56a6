import type { FastifyInstance } from 'fastify';
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

/**
 * An envelope as tests read it, loosely typed on purpose: the test app checks every answer
 * against its endpoint's response schema at run time (`checkAnswers`), so a test reads the
 * fields it asserts on without restating the schema's type. The one `any` outside migrations.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type LooseEnvelope = { code: number; data: any; errMsg: string };

export interface ApiAnswer {
  status: number;
  body: LooseEnvelope;
}

/**
 * Calls the API as `user` (their bearer token) or, with null, as a visitor: `url` is under
 * /api, and the answer comes back as status and parsed envelope.
 */
export function injectAs(app: FastifyInstance, user: { headers: Record<string, string> } | null) {
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<ApiAnswer> => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: user?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
}
