import type { FastifyPluginAsync } from 'fastify';
import {
  captureOrder,
  getOrder,
  listOrders,
  placeOrder as placeOrderEndpoint,
  startCheckout as startCheckoutEndpoint,
} from '@shared/contract/order';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { serve } from '@server/lib/endpoint';
import { requireUser } from '@server/lib/auth';
import { enforceLimit } from '@server/providers/rate-limit/index';
import { startCheckout } from './checkout.js';
import { fulfil } from './fulfil.js';
import { orderDepsOf } from './order.deps.js';
import * as repo from './order.repository.js';
import { taxLinesOf } from './tax-lines.js';
import { toOrderList } from './order-list-view.js';
import { toOrder, toOrderDetail, type OrderRefundsOf } from './order-view.js';
import { placeOrder } from './place-order.js';

/**
 * Placing an order and opening a payment page, per customer: a shopper going back and forth
 * between cart and payment uses a few; every order is kept as a record, so a script cannot write
 * thousands.
 */
export const PLACE_ORDER_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;
export const CHECKOUT_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

/**
 * Orders and their payment; registered in the customer scope (app.ts), which hands in how an
 * order's refunds are read (the refund module's), so this module never imports that one.
 */
export const orderRoutes =
  (refundsOf: OrderRefundsOf): FastifyPluginAsync =>
  async (app) => {
    const deps = orderDepsOf(app);

    await serve(app, placeOrderEndpoint, async (req) => {
      const { userId } = requireUser(req);
      await enforceLimit(app.rateLimiter, `order:user:${userId}`, PLACE_ORDER_LIMIT, 'Too many orders placed');
      return ok(await placeOrder(deps, userId, req.body, { limiter: app.rateLimiter, ip: req.ip }));
    });

    await serve(app, startCheckoutEndpoint, async (req) => {
      const { userId } = requireUser(req);
      await enforceLimit(app.rateLimiter, `checkout:user:${userId}`, CHECKOUT_LIMIT, 'Too many payment attempts');
      return ok(await startCheckout(deps, userId, req.params.orderId, req.body));
    });

    await serve(app, captureOrder, async (req) => {
      const { userId } = requireUser(req);
      const own = await repo.findByNumberOf(deps.db.kysely, userId, req.params.orderId);
      if (!own) throw notFound('Order');
      const order = (await fulfil(deps, own.order_number)) ?? own;
      const items = await repo.itemsOf(deps.db.kysely, order.order_id);
      return ok(
        toOrder(
          order,
          items.reduce((n, i) => n + i.qty, 0),
          await taxLinesOf(deps.db.kysely, [order.order_id]),
        ),
      );
    });

    await serve(app, listOrders, async (req) => {
      const { userId } = requireUser(req);
      const [rows, lines] = await Promise.all([
        repo.listOf(deps.db.kysely, userId),
        repo.linesWithShipmentOf(deps.db.kysely, userId),
      ]);
      return ok({
        list: toOrderList(
          rows,
          lines,
          await taxLinesOf(
            deps.db.kysely,
            rows.map((r) => r.order_id),
          ),
        ),
      });
    });

    await serve(app, getOrder, async (req) => {
      const order = await repo.findByUuidOf(deps.db.kysely, requireUser(req).userId, req.params.orderUuid);
      if (!order) throw notFound('Order');
      const [items, refunds, taxLines] = await Promise.all([
        repo.itemsOf(deps.db.kysely, order.order_id),
        refundsOf(deps.db.kysely, order.order_id),
        taxLinesOf(deps.db.kysely, [order.order_id]),
      ]);
      return ok(toOrderDetail(order, items, refunds, taxLines));
    });
  };
