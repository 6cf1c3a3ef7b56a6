import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createShipmentResponseSchema,
  createShipmentSchema,
  shipmentIdParamsSchema,
  updateShipmentSchema,
} from '@shared/schemas/admin';
import { orderUuidParamsSchema, shipmentSchema } from '@shared/schemas/order';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { actingOperator } from '@server/modules/operator/acting-operator';
import { orderDepsOf } from '@server/modules/order/order.deps';
import { createShipment, updateShipmentStatus } from '@server/modules/shipment/shipment.service';

/** Shipping an order's items and following a shipment (docs/after-sales.md "Shipments"). */
export const operatorShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('admin');

  app.post(
    '/orders/:orderUuid/shipments',
    {
      schema: {
        ...answer('Ship order items under one tracking number', createShipmentResponseSchema),
        params: orderUuidParamsSchema,
        body: createShipmentSchema,
      },
    },
    async (req) => ok(await createShipment(deps, actingOperator(req), req.params.orderUuid, req.body)),
  );

  app.post(
    '/shipments/:shipmentId',
    {
      schema: {
        ...answer("Set a shipment's status", shipmentSchema.pick({ shipmentId: true, shipmentStatus: true })),
        params: shipmentIdParamsSchema,
        body: updateShipmentSchema,
      },
    },
    async (req) =>
      ok(await updateShipmentStatus(deps, actingOperator(req), req.params.shipmentId, req.body.shipmentStatus)),
  );
};
