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
import { cartDepsOf } from './cart.deps.js';
import * as service from './cart.service.js';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = cartDepsOf(app);
  const answer = routeDocs('cart');

  app.post(
    '/shopping-cart/item',
    { schema: { ...answer('Add a product to the cart', addCartItemResponseSchema), body: addCartItemSchema } },
    async (req) => ok(await service.addItem(deps, requireUser(req).userId, req.body)),
  );

  app.get('/shopping-cart/list', { schema: answer('The cart', cartListSchema) }, async (req) =>
    ok({ list: await service.listItems(deps, requireUser(req).userId) }),
  );

  app.get(
    '/shopping-cart/estimated-price',
    { schema: { ...answer('Cart total with an optional coupon', estimateSchema), querystring: estimateQuerySchema } },
    async (req) => ok(await service.estimate(deps, requireUser(req).userId, req.query.couponCode || undefined, req.ip)),
  );

  app.post(
    '/shopping-cart/:cartItemId',
    { schema: { ...answer('Change a line quantity'), params: cartItemParamsSchema, body: updateCartItemSchema } },
    async (req) => {
      await service.setQty(deps, requireUser(req).userId, req.params.cartItemId, req.body.qty);
      return ok(null);
    },
  );

  app.post(
    '/shopping-cart/:cartItemId/disposal',
    { schema: { ...answer('Remove a line'), params: cartItemParamsSchema } },
    async (req) => {
      await service.removeItem(deps, requireUser(req).userId, req.params.cartItemId);
      return ok(null);
    },
  );
};
