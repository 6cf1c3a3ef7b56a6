import type { z } from 'zod';
import type { couponWriteSchema } from '@shared/schemas/console-coupons';
import { notFound } from '@server/lib/errors';
import { operatorWrite } from '@server/modules/operator-write';
import * as repo from './coupons.repository.js';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

type CouponInput = z.output<typeof couponWriteSchema>;

/** One coupon as the console shows it; 404 when there is none. */
export async function couponView(deps: ConsoleDeps, couponId: number) {
  const coupon = await repo.findCoupon(deps.db.kysely, couponId);
  if (!coupon) throw notFound('Coupon');
  return coupon;
}

export const createCoupon = (deps: ConsoleDeps, actor: string, input: CouponInput) =>
  operatorWrite(deps, actor, [], (tx, who) => repo.createCoupon(tx, who, input));

export const updateCoupon = (deps: ConsoleDeps, actor: string, couponId: number, input: CouponInput) =>
  operatorWrite(deps, actor, [], (tx, who) => repo.updateCoupon(tx, who, couponId, input));

export const disableCoupon = (deps: ConsoleDeps, actor: string, couponId: number) =>
  operatorWrite(deps, actor, [], (tx, who) => repo.disableCoupon(tx, who, couponId));
