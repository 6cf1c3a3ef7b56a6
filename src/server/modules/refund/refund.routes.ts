import type { FastifyPluginAsync } from 'fastify';
import { requestRefund as requestRefundEndpoint } from '@shared/contract/order';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { refundDepsOf } from './refund.deps.js';
import { requestRefund } from './refund.service.js';

/** The shopper's side of refunds; registered in the customer scope (app.ts). */
export const refundRoutes: FastifyPluginAsync = async (app) => {
  const deps = refundDepsOf(app);
  await serve(app, requestRefundEndpoint, async (req) =>
    ok(await requestRefund(deps, requireUser(req).userId, req.params.orderUuid, req.body.reason)),
  );
};
