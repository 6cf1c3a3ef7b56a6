import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderUuidParamsSchema, shipmentListSchema } from '@shared/schemas/order';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { routeDocs } from '@server/lib/openapi';
import { orderDepsOf } from '@server/modules/order/order.deps';
import * as orders from '@server/modules/order/order.repository';
import { shipmentsOf } from './shipment.service.js';

/** The shopper's view of shipments; registered in the customer scope (app.ts). */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  app.get(
    '/order/:orderUuid/shipments',
    {
      schema: { ...routeDocs('order')("An order's shipped items", shipmentListSchema), params: orderUuidParamsSchema },
    },
    async (req) => {
      const order = await orders.findByUuidOf(deps.db.kysely, requireUser(req).userId, req.params.orderUuid);
      if (!order) throw notFound('Order');
      return ok({ list: await shipmentsOf(deps, order.order_id) });
    },
  );
};
