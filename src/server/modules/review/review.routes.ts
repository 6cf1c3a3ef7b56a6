import type { FastifyPluginAsync } from 'fastify';
import * as contract from '@shared/contract/order';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { orderDepsOf } from '@server/modules/order';
import { orderReviews, writeReview } from './review.service.js';

/** Reviews of bought items; registered in the customer scope (app.ts). */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);
  await serve(app, contract.writeReview, async (req) =>
    ok(await writeReview(deps, requireUser(req).userId, req.params.orderUuid, req.params.orderItemId, req.body)),
  );
  await serve(app, contract.listOrderReviews, async (req) =>
    ok(await orderReviews(deps, requireUser(req).userId, req.params.orderUuid, req.query)),
  );
};
