import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  confirmationMailResponseSchema,
} from '@shared/schemas/admin';
import { orderUuidParamsSchema } from '@shared/schemas/order';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { actingOperator } from '@server/modules/operator/acting-operator';
import { resendConfirmation } from '@server/modules/order/confirmation';
import { orderDepsOf } from '@server/modules/order/order.deps';
import { listOrders, orderDetail } from './orders.service.js';

/** Every customer's orders, one order's detail, and its confirmation mail sent again. */
export const operatorOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('admin');

  app.get(
    '/orders',
    {
      schema: {
        ...answer('Every order, filtered and paged', adminOrderListSchema),
        querystring: adminOrderListQuerySchema,
      },
    },
    async (req) => ok(await listOrders(deps, req.query)),
  );

  app.get(
    '/orders/:orderUuid',
    {
      schema: {
        ...answer('One order with its customer, shipments and events', adminOrderDetailSchema),
        params: orderUuidParamsSchema,
      },
    },
    async (req) => ok(await orderDetail(deps, req.params.orderUuid)),
  );

  app.post(
    '/orders/:orderUuid/confirmation-mail',
    {
      schema: {
        ...answer('Send the order confirmation mail to the customer again', confirmationMailResponseSchema),
        params: orderUuidParamsSchema,
      },
    },
    async (req) => ok(await resendConfirmation(deps, actingOperator(req), req.params.orderUuid)),
  );
};
