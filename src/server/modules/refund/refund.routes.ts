import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refundDecisionResponseSchema } from '@shared/schemas/admin';
import { orderUuidParamsSchema, refundRequestSchema } from '@shared/schemas/order';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { orderDepsOf } from '@server/modules/order/order.deps';
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
