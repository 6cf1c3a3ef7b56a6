import type { FastifyPluginAsync } from 'fastify';
import { addCartItem, estimateCart, listCart, removeCartItem, updateCartItem } from '@shared/contract/cart';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { requireUser } from '@server/lib/auth';
import { holdLimitsOf } from '@server/modules/stock/hold-limits';
import * as service from './cart.service.js';

export const cartRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const now = () => app.nowIso();
  const holdLimits = holdLimitsOf(app.config);

  await serve(app, addCartItem, async (req) => {
    const { userId } = requireUser(req);
    return ok(await app.db.transaction((tx) => service.addItem(tx, userId, req.body, holdLimits, now())));
  });

  await serve(app, listCart, async (req) => ok({ list: await service.listItems(db, requireUser(req).userId) }));

  await serve(app, estimateCart, async (req) =>
    ok(
      await service.estimate(db, requireUser(req).userId, req.query.couponCode || undefined, now(), {
        limiter: app.rateLimiter,
        ip: req.ip,
      }),
    ),
  );

  await serve(app, updateCartItem, async (req) => {
    await service.setQty(db, requireUser(req).userId, req.params.cartItemId, req.body.qty, now());
    return ok(null);
  });

  await serve(app, removeCartItem, async (req) => {
    await service.removeItem(db, requireUser(req).userId, req.params.cartItemId);
    return ok(null);
  });
};
