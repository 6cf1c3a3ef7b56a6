import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderUuidParamsSchema, shipmentListSchema } from '@shared/schemas/order';
import { requireUser } from '../../lib/auth.js';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { routeDocs } from '../../lib/openapi.js';
import { orderDepsOf } from '../order/order.deps.js';
import * as orders from '../order/order.repository.js';
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
