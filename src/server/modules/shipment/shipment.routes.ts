import type { FastifyPluginAsync } from 'fastify';
import * as contract from '@shared/contract/order';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { serve } from '@server/lib/endpoint';
import { orderDepsOf } from '@server/modules/order';
import * as orders from '@server/modules/order';
import { shipmentsOf } from './shipment.service.js';

/** The shopper's view of shipments; registered in the customer scope (app.ts). */
export const shipmentRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);
  await serve(app, contract.listShipments, async (req) => {
    const order = await orders.findByUuidOf(deps.db.kysely, requireUser(req).userId, req.params.orderUuid);
    if (!order) throw notFound('Order');
    return ok({ list: await shipmentsOf(deps, order.order_id) });
  });
};
