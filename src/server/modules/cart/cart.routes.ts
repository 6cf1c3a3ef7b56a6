import type { FastifyPluginAsync } from 'fastify';
import { addCartItem, estimateCart, listCart, removeCartItem, updateCartItem } from '@shared/contract/cart';
import { listShippingMethods } from '@shared/contract/shipping';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { requireUser } from '@server/lib/auth';
import { cartDepsOf } from './cart.deps.js';
import * as service from './cart.service.js';

export const cartRoutes: FastifyPluginAsync = async (app) => {
  const deps = cartDepsOf(app);

  await serve(app, addCartItem, async (req) => ok(await service.addItem(deps, requireUser(req).userId, req.body)));

  await serve(app, listCart, async (req) => ok({ list: await service.listItems(deps, requireUser(req).userId) }));

  await serve(app, estimateCart, async (req) =>
    ok(
      await service.estimate(
        deps,
        requireUser(req).userId,
        { ...req.query, couponCode: req.query.couponCode || undefined },
        req.ip,
      ),
    ),
  );

  await serve(app, listShippingMethods, async (req) =>
    ok({ list: await service.shippingChoices(deps, requireUser(req).userId, req.query.shippingAddressId) }),
  );

  await serve(app, updateCartItem, async (req) => {
    await service.setQty(deps, requireUser(req).userId, req.params.cartItemId, req.body.qty);
    return ok(null);
  });

  await serve(app, removeCartItem, async (req) => {
    await service.removeItem(deps, requireUser(req).userId, req.params.cartItemId);
    return ok(null);
  });
};
