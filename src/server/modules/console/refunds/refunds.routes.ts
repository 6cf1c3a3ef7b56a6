import type { FastifyPluginAsync } from 'fastify';
import {
  approveRefund as approveRefundEndpoint,
  cancelItems as cancelItemsEndpoint,
  createRefund as createRefundEndpoint,
  previewRefund as previewRefundEndpoint,
  rejectRefund as rejectRefundEndpoint,
} from '@shared/contract/console-refunds';
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
import { refundCheckFor } from '@server/modules/console/staff/staff-scope';

/** The operator's decision on a refund request, and the operator's own refunds (docs/after-sales.md). */
export const consoleRefundRoutes: FastifyPluginAsync = async (app) => {
  const deps = refundDepsOf(app);

  await serve(app, approveRefundEndpoint, async (req) =>
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

  await serve(app, rejectRefundEndpoint, async (req) =>
    ok(await rejectRefund(deps, actingOperator(req), req.params.orderUuid, req.body.remark)),
  );

  await serve(app, previewRefundEndpoint, async (req) => ok(await previewRefund(deps, req.params.orderUuid, req.body)));

  await serve(app, createRefundEndpoint, async (req) =>
    ok(await createRefund(deps, actingOperator(req), req.params.orderUuid, req.body, await refundCheckFor(req))),
  );

  await serve(app, cancelItemsEndpoint, async (req) =>
    ok(await cancelItems(deps, actingOperator(req), req.params.orderUuid, req.body, await refundCheckFor(req))),
  );
};
