import { formatMoney } from '@shared/money';
import { badRequest } from '@server/lib/errors';
import type { Executor } from '@server/db/transaction';
import { enforceLimit, type RateLimiter } from '@server/providers/rate-limit/index';
import * as repo from './cart.repository.js';

const MINUTE = 60_000;

/**
 * Failed coupon lookups per customer and per IP: a shopper mistyping a code a few times never
 * meets them; someone guessing codes gets 10 tries per quarter hour instead of 300 a second.
 */
export const COUPON_LIMITS = {
  perCustomer: { limit: 10, windowMs: 15 * MINUTE },
  perIp: { limit: 30, windowMs: 15 * MINUTE },
} as const;

export const couponLimitKeys = {
  customer: (userId: number) => `coupon:user:${userId}`,
  ip: (ip: string) => `coupon:ip:${ip}`,
};

/** Who is asking, for the limits on failed lookups. */
export interface CouponAsker {
  limiter: RateLimiter;
  ip: string;
}

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

// Dates of coupons are UTC; formatted from the ISO text so the server's time zone never shifts them.
const day = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * The coupon a customer may use on a cart of `itemsTotal` cents now, or a 400 saying why not.
 * A code nobody can use yet — unknown, switched off, or not started (an unreleased promotion) —
 * gets one message, so answers do not tell real codes from guesses; a code that exists for the
 * shopper says what stands in the way: expired, minimum spend, used up, already used by them.
 * Every failed lookup counts against the asker's limits (counted before the lookup, so parallel
 * guesses all count; a successful one gives its count back); the 11th failure answers 429.
 */
export async function applicableCoupon(
  db: Executor,
  input: { code: string; userId: number; itemsTotal: number; nowIso: string },
  asker: CouponAsker,
) {
  return withCouponGuessLimit(asker, input.userId, () => checkCoupon(db, input));
}

/**
 * Runs `check` (anything that looks a coupon code up) counted against the guessing limits: the
 * try counts before it runs, so parallel guesses all count, and is given back when it succeeds.
 * Placing an order runs its whole transaction this way, so a cart cannot be used to guess codes.
 */
export async function withCouponGuessLimit<T>(asker: CouponAsker, userId: number, check: () => Promise<T>): Promise<T> {
  const keys = [couponLimitKeys.customer(userId), couponLimitKeys.ip(asker.ip)];
  const what = 'Too many coupon codes tried';
  await enforceLimit(asker.limiter, keys[0]!, COUPON_LIMITS.perCustomer, what);
  await enforceLimit(asker.limiter, keys[1]!, COUPON_LIMITS.perIp, what);
  const result = await check();
  for (const key of keys) await asker.limiter.refund(key);
  return result;
}

/** The coupon's own rules, without the guessing limits (placing an order checks again what the estimate showed). */
export async function checkCoupon(
  db: Executor,
  input: { code: string; userId: number; itemsTotal: number; nowIso: string },
) {
  const code = normaliseCouponCode(input.code);
  const coupon = await repo.findCoupon(db, code);
  if (!coupon || coupon.is_active !== 1 || (coupon.starts_at && input.nowIso < coupon.starts_at)) {
    throw badRequest(`Coupon code "${code}" is not valid`);
  }
  if (coupon.ends_at && input.nowIso >= coupon.ends_at)
    throw badRequest(`Coupon code "${code}" expired on ${day(coupon.ends_at)}`);
  if (input.itemsTotal < coupon.min_spend) {
    throw badRequest(`Coupon code "${code}" needs a minimum spend of ${formatMoney(coupon.min_spend)}`);
  }
  if (coupon.max_uses !== null || coupon.max_uses_per_customer !== null) {
    const used = await repo.countRedemptions(db, coupon.coupon_id, input.userId);
    if (coupon.max_uses !== null && used.total >= coupon.max_uses)
      throw badRequest(`Coupon code "${code}" has been fully redeemed`);
    if (coupon.max_uses_per_customer !== null && used.mine >= coupon.max_uses_per_customer) {
      throw badRequest(`You have already used coupon code "${code}"`);
    }
  }
  return coupon;
}
