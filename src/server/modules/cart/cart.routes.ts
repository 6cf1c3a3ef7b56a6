import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemSchema,
  addCartItemResponseSchema,
  cartItemParamsSchema,
  cartListSchema,
  estimateQuerySchema,
  estimateSchema,
  updateCartItemSchema,
} from '@shared/schemas/cart';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { requireUser } from '@server/lib/auth';
import { holdLimitsOf } from '@server/modules/stock/hold-limits';
import * as service from './cart.service.js';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const now = () => app.nowIso();
  const answer = routeDocs('cart');
  const holdLimits = holdLimitsOf(app.config);

  app.post(
    '/shopping-cart/item',
    { schema: { ...answer('Add a product to the cart', addCartItemResponseSchema), body: addCartItemSchema } },
    async (req) => {
      const { userId } = requireUser(req);
      return ok(await app.db.transaction((tx) => service.addItem(tx, userId, req.body, holdLimits, now())));
    },
  );

  app.get('/shopping-cart/list', { schema: answer('The cart', cartListSchema) }, async (req) =>
    ok({ list: await service.listItems(db, requireUser(req).userId) }),
  );

  app.get(
    '/shopping-cart/estimated-price',
    { schema: { ...answer('Cart total with an optional coupon', estimateSchema), querystring: estimateQuerySchema } },
    async (req) =>
      ok(
        await service.estimate(db, requireUser(req).userId, req.query.couponCode || undefined, now(), {
          limiter: app.rateLimiter,
          ip: req.ip,
        }),
      ),
  );

  app.post(
    '/shopping-cart/:cartItemId',
    { schema: { ...answer('Change a line quantity'), params: cartItemParamsSchema, body: updateCartItemSchema } },
    async (req) => {
      await service.setQty(db, requireUser(req).userId, req.params.cartItemId, req.body.qty, now());
      return ok(null);
    },
  );

  app.post(
    '/shopping-cart/:cartItemId/disposal',
    { schema: { ...answer('Remove a line'), params: cartItemParamsSchema } },
    async (req) => {
      await service.removeItem(db, requireUser(req).userId, req.params.cartItemId);
      return ok(null);
    },
  );
};
