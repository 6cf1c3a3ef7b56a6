import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponListQuerySchema,
  adminCouponListSchema,
  adminCouponSchema,
  couponIdParamsSchema,
  couponWriteSchema,
} from '@shared/schemas/admin-coupons';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { actingOperator } from '@server/modules/operator/acting-operator';
import { orderDepsOf } from '@server/modules/order/order.deps';
import { listCoupons } from './coupons.repository.js';
import { couponView, createCoupon, disableCoupon, updateCoupon } from './coupons.service.js';

/** Coupons (docs/operator-console.md), inside the operator scope. */
export const operatorCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('admin');

  app.get(
    '/coupons',
    {
      schema: {
        ...answer('Every coupon with its uses, newest first', adminCouponListSchema),
        querystring: adminCouponListQuerySchema,
      },
    },
    async (req) => ok(await listCoupons(deps.db.kysely, req.query)),
  );

  app.get(
    '/coupons/:couponId',
    { schema: { ...answer('One coupon', adminCouponSchema), params: couponIdParamsSchema } },
    async (req) => ok(await couponView(deps, req.params.couponId)),
  );

  app.post(
    '/coupons',
    { schema: { ...answer('Create a coupon', adminCouponSchema), body: couponWriteSchema } },
    async (req) => ok(await couponView(deps, await createCoupon(deps, actingOperator(req), req.body))),
  );

  app.post(
    '/coupons/:couponId',
    {
      schema: {
        ...answer('Change a coupon', adminCouponSchema),
        params: couponIdParamsSchema,
        body: couponWriteSchema,
      },
    },
    async (req) => {
      await updateCoupon(deps, actingOperator(req), req.params.couponId, req.body);
      return ok(await couponView(deps, req.params.couponId));
    },
  );

  app.post(
    '/coupons/:couponId/disable',
    {
      schema: {
        ...answer('Switch a coupon off: it no longer applies', adminCouponSchema),
        params: couponIdParamsSchema,
      },
    },
    async (req) => {
      await disableCoupon(deps, actingOperator(req), req.params.couponId);
      return ok(await couponView(deps, req.params.couponId));
    },
  );
};
