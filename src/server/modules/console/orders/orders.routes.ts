import type { FastifyPluginAsync } from 'fastify';
import { getConsoleOrder, listConsoleOrders, resendConfirmationMail } from '@shared/contract/console-orders';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { resendConfirmation, orderDepsOf } from '@server/modules/order';
import { consoleDepsOf } from '@server/modules/console/console.deps';
import { listOrders, orderDetail } from './orders.service.js';

/** Every customer's orders, one order's detail, and its confirmation mail sent again. */
export const consoleOrderRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);
  const orderDeps = orderDepsOf(app);

  await serve(app, listConsoleOrders, async (req) => ok(await listOrders(deps, req.query)));

  await serve(app, getConsoleOrder, async (req) => ok(await orderDetail(deps, req.params.orderUuid)));

  await serve(app, resendConfirmationMail, async (req) =>
    ok(await resendConfirmation(orderDeps, actingOperator(req), req.params.orderUuid)),
  );
};
