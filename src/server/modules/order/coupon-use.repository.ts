import type { Executor } from '@server/db/transaction';

/**
 * Counts one more use of the coupon in one conditional update (`uses < maxUses`, no limit when
 * null), making its `coupon_usage` row first if it has none; answers whether it counted.
 */
export async function countCouponUse(db: Executor, couponId: number, maxUses: number | null): Promise<boolean> {
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

/** The `coupon_redemption` row that names the order using the coupon. */
export async function insertRedemption(
  db: Executor,
  use: { couponId: number; userId: number; orderNumber: string; now: string },
): Promise<void> {
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
