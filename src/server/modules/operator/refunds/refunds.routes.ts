import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveRefundSchema, refundDecisionResponseSchema, rejectRefundSchema } from '@shared/schemas/admin';
import { orderUuidParamsSchema } from '@shared/schemas/order';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { actingOperator } from '@server/modules/operator/acting-operator';
import { orderDepsOf } from '@server/modules/order/order.deps';
import { approveRefund, rejectRefund } from '@server/modules/refund/refund.service';

/** The operator's decision on a refund request (docs/after-sales.md "Refunds"). */
export const operatorRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('admin');

  app.post(
    '/orders/:orderUuid/refund/approve',
    {
      schema: {
        ...answer('Approve a refund: the amount paid goes back to the card', refundDecisionResponseSchema),
        params: orderUuidParamsSchema,
        body: approveRefundSchema.optional(),
      },
    },
    async (req) => ok(await approveRefund(deps, actingOperator(req), req.params.orderUuid, req.body?.remark || null)),
  );

  app.post(
    '/orders/:orderUuid/refund/reject',
    {
      schema: {
        ...answer('Reject a refund request, with a remark for the customer', refundDecisionResponseSchema),
        params: orderUuidParamsSchema,
        body: rejectRefundSchema,
      },
    },
    async (req) => ok(await rejectRefund(deps, actingOperator(req), req.params.orderUuid, req.body.remark)),
  );
};
