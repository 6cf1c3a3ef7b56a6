import type { FastifyPluginAsync } from 'fastify';
import { listShipments } from '@shared/contract/order';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { serve } from '@server/lib/endpoint';
import * as orders from '@server/modules/order';
import { shipmentDepsOf } from './shipment.deps.js';
import { shipmentsOf } from './shipment.service.js';

/** The shopper's view of shipments; registered in the customer scope (app.ts). */
export const shipmentRoutes: FastifyPluginAsync = async (app) => {
  const deps = shipmentDepsOf(app);
  await serve(app, listShipments, async (req) => {
    const order = await orders.findByUuidOf(deps.db.kysely, requireUser(req).userId, req.params.orderUuid);
    if (!order) throw notFound('Order');
    return ok({ list: await shipmentsOf(deps, order.order_id) });
  });
};
