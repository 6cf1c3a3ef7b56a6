import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponListQuerySchema,
  adminCouponListSchema,
  adminCouponSchema,
  couponIdParamsSchema,
  couponWriteSchema,
} from '@shared/schemas/admin-coupons';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { routeDocs } from '@server/lib/openapi';
import { operatorWrite } from './operator-write.js';
import * as repo from './admin-coupons.repository.js';

/** Coupons (docs/operator-console.md), inside the operator scope. */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = routeDocs('admin');
  const write = operatorWrite(app);
  const view = async (couponId: number) => {
    const coupon = await repo.findCoupon(app.db.kysely, couponId);
    if (!coupon) throw notFound('Coupon');
    return coupon;
  };

  app.get(
    '/coupons',
    {
      schema: {
        ...answer('Every coupon with its uses, newest first', adminCouponListSchema),
        querystring: adminCouponListQuerySchema,
      },
    },
    async (req) => ok(await repo.listCoupons(app.db.kysely, req.query)),
  );

  app.get(
    '/coupons/:couponId',
    { schema: { ...answer('One coupon', adminCouponSchema), params: couponIdParamsSchema } },
    async (req) => ok(await view(req.params.couponId)),
  );

  app.post(
    '/coupons',
    { schema: { ...answer('Create a coupon', adminCouponSchema), body: couponWriteSchema } },
    async (req) => ok(await view(await write(req, [], (tx, who) => repo.createCoupon(tx, who, req.body)))),
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
      await write(req, [], (tx, who) => repo.updateCoupon(tx, who, req.params.couponId, req.body));
      return ok(await view(req.params.couponId));
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
      await write(req, [], (tx, who) => repo.disableCoupon(tx, who, req.params.couponId));
      return ok(await view(req.params.couponId));
    },
  );
};
