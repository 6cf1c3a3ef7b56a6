import type { FastifyPluginAsync } from 'fastify';
import {
  createShipment as createShipmentEndpoint,
  updateShipmentStatus as updateShipmentStatusEndpoint,
} from '@shared/contract/console-shipments';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { createShipment, shipmentDepsOf, updateShipmentStatus } from '@server/modules/shipment';

/** Shipping an order's items and following a shipment (docs/after-sales.md "Shipments"). */
export const consoleShipmentRoutes: FastifyPluginAsync = async (app) => {
  const deps = shipmentDepsOf(app);

  await serve(app, createShipmentEndpoint, async (req) =>
    ok(await createShipment(deps, actingOperator(req), req.params.orderUuid, req.body)),
  );

  await serve(app, updateShipmentStatusEndpoint, async (req) =>
    ok(await updateShipmentStatus(deps, actingOperator(req), req.params.shipmentId, req.body.shipmentStatus)),
  );
};
