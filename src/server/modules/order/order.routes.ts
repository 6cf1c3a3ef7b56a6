import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutResponseSchema,
  checkoutSchema,
  createOrderResponseSchema,
  createOrderSchema,
  orderDetailSchema,
  orderListSchema,
  orderNumberParamsSchema,
  orderSchema,
  orderUuidParamsSchema,
} from '@shared/schemas/order';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { routeDocs } from '@server/lib/openapi';
import { requireUser } from '@server/lib/auth';
import { enforceLimit } from '@server/providers/rate-limit/index';
import { startCheckout } from './checkout.js';
import { fulfil } from './fulfil.js';
import { orderDepsOf } from './order.deps.js';
import * as repo from './order.repository.js';
import { toOrder, toOrderDetail } from './order-view.js';
import { placeOrder } from './place-order.js';

/**
 * Placing an order and opening a payment page, per customer: a shopper going back and forth
 * between cart and payment uses a few; every order is kept as a record, so a script cannot write
 * thousands.
 */
export const PLACE_ORDER_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;
export const CHECKOUT_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

/** Orders and their payment; registered in the customer scope (app.ts). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('order');

  app.post(
    '/shopping-cart/order',
    { schema: { ...answer('Place an order from the cart', createOrderResponseSchema), body: createOrderSchema } },
    async (req) => {
      const { userId } = requireUser(req);
      await enforceLimit(app.rateLimiter, `order:user:${userId}`, PLACE_ORDER_LIMIT, 'Too many orders placed');
      return ok(await placeOrder(deps, userId, req.body, { limiter: app.rateLimiter, ip: req.ip }));
    },
  );

  app.post(
    '/shopping-cart/order/:orderId/checkout',
    {
      schema: {
        ...answer('Start paying an order', checkoutResponseSchema),
        params: orderNumberParamsSchema,
        body: checkoutSchema,
      },
    },
    async (req) => {
      const { userId } = requireUser(req);
      await enforceLimit(app.rateLimiter, `checkout:user:${userId}`, CHECKOUT_LIMIT, 'Too many payment attempts');
      return ok(await startCheckout(deps, userId, req.params.orderId, req.body));
    },
  );

  app.get(
    '/shopping-cart/order/:orderId/capture',
    { schema: { ...answer('Settle an order after the payment page', orderSchema), params: orderNumberParamsSchema } },
    async (req) => {
      const { userId } = requireUser(req);
      const own = await repo.findByNumberOf(deps.db.kysely, userId, req.params.orderId);
      if (!own) throw notFound('Order');
      const order = (await fulfil(deps, own.order_number)) ?? own;
      const items = await repo.itemsOf(deps.db.kysely, order.order_id);
      return ok(
        toOrder(
          order,
          items.reduce((n, i) => n + i.qty, 0),
        ),
      );
    },
  );

  app.get('/order/list', { schema: answer("The customer's orders, newest first", orderListSchema) }, async (req) => {
    const rows = await repo.listOf(deps.db.kysely, requireUser(req).userId);
    return ok({ list: rows.map(({ item_count, ...row }) => toOrder(row, Number(item_count ?? 0))) });
  });

  app.get(
    '/order/:orderUuid',
    { schema: { ...answer('One order as it was placed', orderDetailSchema), params: orderUuidParamsSchema } },
    async (req) => {
      const order = await repo.findByUuidOf(deps.db.kysely, requireUser(req).userId, req.params.orderUuid);
      if (!order) throw notFound('Order');
      return ok(toOrderDetail(order, await repo.itemsOf(deps.db.kysely, order.order_id)));
    },
  );
};
