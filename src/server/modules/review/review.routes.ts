import type { FastifyPluginAsync } from 'fastify';
import { listOrderReviews, writeReview as writeReviewEndpoint } from '@shared/contract/order';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { reviewDepsOf } from './review.deps.js';
import { orderReviews, writeReview } from './review.service.js';

/** Reviews of bought items; registered in the customer scope (app.ts). */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const deps = reviewDepsOf(app);
  await serve(app, writeReviewEndpoint, async (req) =>
    ok(await writeReview(deps, requireUser(req).userId, req.params.orderUuid, req.params.orderItemId, req.body)),
  );
  await serve(app, listOrderReviews, async (req) =>
    ok(await orderReviews(deps, requireUser(req).userId, req.params.orderUuid, req.query)),
  );
};
