import type { FastifyPluginAsync } from 'fastify';
import * as contract from '@shared/contract/order';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { orderDepsOf } from '@server/modules/order';
import { requestRefund } from './refund.service.js';

/** The shopper's side of refunds; registered in the customer scope (app.ts). */
export const refundRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);
  await serve(app, contract.requestRefund, async (req) =>
    ok(await requestRefund(deps, requireUser(req).userId, req.params.orderUuid, req.body.reason)),
  );
};
