import type { FastifyPluginAsync } from 'fastify';
import {
  createCoupon as createCouponEndpoint,
  disableCoupon as disableCouponEndpoint,
  getCoupon,
  listCoupons as listCouponsEndpoint,
  updateCoupon as updateCouponEndpoint,
} from '@shared/contract/console-coupons';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { listCoupons } from './coupons.repository.js';
import { couponView, createCoupon, disableCoupon, updateCoupon } from './coupons.service.js';
import { consoleDepsOf } from '@server/modules/console/console.deps';

/** Coupons (docs/operator-console.md), inside the operator scope. */
export const consoleCouponRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);

  await serve(app, listCouponsEndpoint, async (req) => ok(await listCoupons(deps.db.kysely, req.query)));

  await serve(app, getCoupon, async (req) => ok(await couponView(deps, req.params.couponId)));

  await serve(app, createCouponEndpoint, async (req) =>
    ok(await couponView(deps, await createCoupon(deps, actingOperator(req), req.body))),
  );

  await serve(app, updateCouponEndpoint, async (req) => {
    await updateCoupon(deps, actingOperator(req), req.params.couponId, req.body);
    return ok(await couponView(deps, req.params.couponId));
  });

  await serve(app, disableCouponEndpoint, async (req) => {
    await disableCoupon(deps, actingOperator(req), req.params.couponId);
    return ok(await couponView(deps, req.params.couponId));
  });
};
