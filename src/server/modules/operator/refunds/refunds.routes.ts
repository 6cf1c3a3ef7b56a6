import type { FastifyPluginAsync } from 'fastify';
import { approveRefund as approveEndpoint, rejectRefund as rejectEndpoint } from '@shared/contract/operator-refunds';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator/acting-operator';
import { orderDepsOf } from '@server/modules/order/order.deps';
import { approveRefund, rejectRefund } from '@server/modules/refund/refund.service';

/** The operator's decision on a refund request (docs/after-sales.md "Refunds"). */
export const operatorRefundRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);

  await serve(app, approveEndpoint, async (req) =>
    ok(await approveRefund(deps, actingOperator(req), req.params.orderUuid, req.body?.remark || null)),
  );

  await serve(app, rejectEndpoint, async (req) =>
    ok(await rejectRefund(deps, actingOperator(req), req.params.orderUuid, req.body.remark)),
  );
};
