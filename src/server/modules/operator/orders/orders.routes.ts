import type { FastifyPluginAsync } from 'fastify';
import { getAdminOrder, listAdminOrders, resendConfirmationMail } from '@shared/contract/operator-orders';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { resendConfirmation, orderDepsOf } from '@server/modules/order';
import { listOrders, orderDetail } from './orders.service.js';

/** Every customer's orders, one order's detail, and its confirmation mail sent again. */
export const operatorOrderRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);

  await serve(app, listAdminOrders, async (req) => ok(await listOrders(deps, req.query)));

  await serve(app, getAdminOrder, async (req) => ok(await orderDetail(deps, req.params.orderUuid)));

  await serve(app, resendConfirmationMail, async (req) =>
    ok(await resendConfirmation(deps, actingOperator(req), req.params.orderUuid)),
  );
};
