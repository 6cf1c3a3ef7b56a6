import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refundDecisionResponseSchema } from '@shared/schemas/admin';
import { orderUuidParamsSchema, refundRequestSchema } from '@shared/schemas/order';
import { requireUser } from '../../lib/auth.js';
import { ok } from '../../lib/envelope.js';
import { routeDocs } from '../../lib/openapi.js';
import { orderDepsOf } from '../order/order.deps.js';
import { requestRefund } from './refund.service.js';

/** The shopper's side of refunds; registered in the customer scope (app.ts). */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  app.post(
    '/order/:orderUuid/refund',
    {
      schema: {
        ...routeDocs('order')('Ask for a refund of a paid order', refundDecisionResponseSchema),
        params: orderUuidParamsSchema,
        body: refundRequestSchema,
      },
    },
    async (req) => ok(await requestRefund(deps, requireUser(req).userId, req.params.orderUuid, req.body.reason)),
  );
};
