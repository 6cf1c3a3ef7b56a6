import { formatMoney } from '@shared/money';
import { badRequest } from '../../lib/errors.js';
import type { Executor } from '../../db/transaction.js';
import * as repo from './cart.repository.js';

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

// Dates of coupons are UTC; formatted from the ISO text so the server's time zone never shifts them.
const day = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * The coupon a customer may use on a cart of `itemsTotal` cents now, or a 400 that names
 * exactly why not: unknown, not started, expired, below the minimum spend, used up overall, or
 * already used by this customer.
 */
export async function applicableCoupon(
  db: Executor,
  input: { code: string; userId: number; itemsTotal: number; nowIso: string },
) {
  const code = normaliseCouponCode(input.code);
  const coupon = await repo.findCoupon(db, code);
  if (!coupon || coupon.is_active !== 1) throw badRequest(`Coupon code "${code}" does not exist`);
  if (coupon.starts_at && input.nowIso < coupon.starts_at)
    throw badRequest(`Coupon code "${code}" is valid from ${day(coupon.starts_at)}`);
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
