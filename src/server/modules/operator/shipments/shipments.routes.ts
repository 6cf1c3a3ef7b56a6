import type { FastifyPluginAsync } from 'fastify';
import {
  createShipment as shipEndpoint,
  updateShipmentStatus as statusEndpoint,
} from '@shared/contract/operator-shipments';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { orderDepsOf } from '@server/modules/order';
import { createShipment, updateShipmentStatus } from '@server/modules/shipment';

/** Shipping an order's items and following a shipment (docs/after-sales.md "Shipments"). */
export const operatorShipmentRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);

  await serve(app, shipEndpoint, async (req) =>
    ok(await createShipment(deps, actingOperator(req), req.params.orderUuid, req.body)),
  );

  await serve(app, statusEndpoint, async (req) =>
    ok(await updateShipmentStatus(deps, actingOperator(req), req.params.shipmentId, req.body.shipmentStatus)),
  );
};
