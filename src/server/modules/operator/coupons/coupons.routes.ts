import type { FastifyPluginAsync } from 'fastify';
import {
  createCoupon as createEndpoint,
  disableCoupon as disableEndpoint,
  getCoupon,
  listCoupons as listEndpoint,
  updateCoupon as updateEndpoint,
} from '@shared/contract/operator-coupons';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { orderDepsOf } from '@server/modules/order';
import { listCoupons } from './coupons.repository.js';
import { couponView, createCoupon, disableCoupon, updateCoupon } from './coupons.service.js';

/** Coupons (docs/operator-console.md), inside the operator scope. */
export const operatorCouponRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);

  await serve(app, listEndpoint, async (req) => ok(await listCoupons(deps.db.kysely, req.query)));

  await serve(app, getCoupon, async (req) => ok(await couponView(deps, req.params.couponId)));

  await serve(app, createEndpoint, async (req) =>
    ok(await couponView(deps, await createCoupon(deps, actingOperator(req), req.body))),
  );

  await serve(app, updateEndpoint, async (req) => {
    await updateCoupon(deps, actingOperator(req), req.params.couponId, req.body);
    return ok(await couponView(deps, req.params.couponId));
  });

  await serve(app, disableEndpoint, async (req) => {
    await disableCoupon(deps, actingOperator(req), req.params.couponId);
    return ok(await couponView(deps, req.params.couponId));
  });
};
