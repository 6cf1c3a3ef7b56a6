import type { FastifyPluginAsync } from 'fastify';
import {
  approveRefund as approveEndpoint,
  cancelItems as cancelEndpoint,
  createRefund as createEndpoint,
  previewRefund as previewEndpoint,
  rejectRefund as rejectEndpoint,
} from '@shared/contract/operator-refunds';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import {
  cancelItems,
  createRefund,
  previewRefund,
  approveRefund,
  refundDepsOf,
  rejectRefund,
} from '@server/modules/refund';
import { refundCheckFor } from '@server/modules/operator/staff/staff-scope';

/** The operator's decision on a refund request, and the operator's own refunds (docs/after-sales.md). */
export const operatorRefundRoutes: FastifyPluginAsync = async (app) => {
  const deps = refundDepsOf(app);

  await serve(app, approveEndpoint, async (req) =>
    ok(
      await approveRefund(
        deps,
        actingOperator(req),
        req.params.orderUuid,
        req.body?.remark || null,
        await refundCheckFor(req),
      ),
    ),
  );

  await serve(app, rejectEndpoint, async (req) =>
    ok(await rejectRefund(deps, actingOperator(req), req.params.orderUuid, req.body.remark)),
  );

  await serve(app, previewEndpoint, async (req) => ok(await previewRefund(deps, req.params.orderUuid, req.body)));

  await serve(app, createEndpoint, async (req) =>
    ok(await createRefund(deps, actingOperator(req), req.params.orderUuid, req.body, await refundCheckFor(req))),
  );

  await serve(app, cancelEndpoint, async (req) =>
    ok(await cancelItems(deps, actingOperator(req), req.params.orderUuid, req.body, await refundCheckFor(req))),
  );
};
