import type { Executor } from '@server/db/transaction';
import { badRequest } from '@server/lib/errors';
import { countCouponUse, insertRedemption } from './coupon-use.repository.js';

/**
 * A coupon use is reserved when an order is placed (a `coupon_redemption` row naming the order,
 * and one more in `coupon_usage`), kept when it is paid and given back when it is released
 * (`releaseCouponUse`, coupon-use.repository.ts).
 * The total limit holds under concurrency because the count goes up in one conditional update
 * (`uses < max`); the per-customer limit holds because one customer's orders are placed one
 * after another (the customer row is locked), so counting their redemptions first is safe.
 */
export async function reserveCouponUse(
  db: Executor,
  use: { couponId: number; code: string; maxUses: number | null; userId: number; orderNumber: string; now: string },
): Promise<void> {
  if (!(await countCouponUse(db, use.couponId, use.maxUses))) {
    throw badRequest(`Coupon code "${use.code}" has been fully redeemed`);
  }
  await insertRedemption(db, use);
}

/** A paid order whose reservation had been released takes its use back, limit or not: the money is in. */
export async function restoreCouponUse(
  db: Executor,
  use: { couponId: number; userId: number; orderNumber: string; now: string },
): Promise<void> {
  await countCouponUse(db, use.couponId, null);
  await insertRedemption(db, use);
}
