import type { FastifyPluginAsync } from 'fastify';
import { hideReview, listAdminReviews, showReview } from '@shared/contract/operator-reviews';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { listFilter } from '@server/modules/operator/console-lists';
import { actingOperator } from '@server/modules/operator-write';
import { orderDepsOf } from '@server/modules/order';
import { setReviewHidden } from '@server/modules/review';
import { listReviews } from './reviews.repository.js';

/** The console's list of every review, hidden ones included. */
export const operatorReviewListRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);

  await serve(app, listAdminReviews, async (req) => ok(await listReviews(deps.db.kysely, listFilter(req.query))));
};

/**
 * Hiding a review from its product page and showing it again. A plugin of its own only because
 * the scope registers it after the customers, where the OpenAPI document has always listed it.
 */
export const operatorReviewVisibilityRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);

  for (const [endpoint, hidden] of [
    [hideReview, true],
    [showReview, false],
  ] as const) {
    await serve(app, endpoint, async (req) =>
      ok(await setReviewHidden(deps, actingOperator(req), req.params.reviewId, hidden)),
    );
  }
};
