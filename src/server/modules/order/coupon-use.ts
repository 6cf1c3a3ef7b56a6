import type { Executor } from '@server/db/transaction';
import { badRequest } from '@server/lib/errors';

/**
 * A coupon use is reserved when an order is placed (a `coupon_redemption` row naming the order,
 * and one more in `coupon_usage`), kept when it is paid and given back when it is released.
 * The total limit holds under concurrency because the count goes up in one conditional update
 * (`uses < max`); the per-customer limit holds because one customer's orders are placed one
 * after another (the customer row is locked), so counting their redemptions first is safe.
 */
export async function reserveCouponUse(
  db: Executor,
  use: { couponId: number; code: string; maxUses: number | null; userId: number; orderNumber: string; now: string },
): Promise<void> {
  if (!(await countUse(db, use.couponId, use.maxUses))) {
    throw badRequest(`Coupon code "${use.code}" has been fully redeemed`);
  }
  await db
    .insertInto('coupon_redemption')
    .values({ coupon_id: use.couponId, user_id: use.userId, order_ref: use.orderNumber, created_at: use.now })
    .execute();
}

/** A paid order whose reservation had been released takes its use back, limit or not: the money is in. */
export async function restoreCouponUse(
  db: Executor,
  use: { couponId: number; userId: number; orderNumber: string; now: string },
): Promise<void> {
  await countUse(db, use.couponId, null);
  await db
    .insertInto('coupon_redemption')
    .values({ coupon_id: use.couponId, user_id: use.userId, order_ref: use.orderNumber, created_at: use.now })
    .execute();
}

/** Gives back the use an order reserved (nothing if it had none). */
export async function releaseCouponUse(db: Executor, orderNumber: string): Promise<void> {
  const released = await db
    .deleteFrom('coupon_redemption')
    .where('order_ref', '=', orderNumber)
    .returning('coupon_id')
    .execute();
  for (const { coupon_id } of released) {
    await db
      .updateTable('coupon_usage')
      .set((eb) => ({ uses: eb('uses', '-', 1) }))
      .where('coupon_id', '=', coupon_id)
      .where('uses', '>', 0)
      .execute();
  }
}

async function countUse(db: Executor, couponId: number, maxUses: number | null): Promise<boolean> {
  await db
    .insertInto('coupon_usage')
    .values({ coupon_id: couponId, uses: 0 })
    .onConflict((oc) => oc.column('coupon_id').doNothing())
    .execute();
  let update = db
    .updateTable('coupon_usage')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('coupon_id', '=', couponId);
  if (maxUses !== null) update = update.where('uses', '<', maxUses);
  return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
}
