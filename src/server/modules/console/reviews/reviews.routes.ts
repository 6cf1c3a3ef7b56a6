import type { FastifyPluginAsync } from 'fastify';
import { hideReview, listConsoleReviews, showReview } from '@shared/contract/console-reviews';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { listFilter } from '@server/modules/console/console-lists';
import { actingOperator } from '@server/modules/operator-write';
import { reviewDepsOf, setReviewHidden } from '@server/modules/review';
import { listReviews } from './reviews.repository.js';

/** The console's list of every review, hidden ones included. */
export const consoleReviewListRoutes: FastifyPluginAsync = async (app) => {
  const deps = reviewDepsOf(app);

  await serve(app, listConsoleReviews, async (req) => ok(await listReviews(deps.db.kysely, listFilter(req.query))));
};

/**
 * Hiding a review from its product page and showing it again. A plugin of its own only because
 * the scope registers it after the customers, where the OpenAPI document has always listed it.
 */
export const consoleReviewVisibilityRoutes: FastifyPluginAsync = async (app) => {
  const deps = reviewDepsOf(app);

  for (const [endpoint, hidden] of [
    [hideReview, true],
    [showReview, false],
  ] as const) {
    await serve(app, endpoint, async (req) =>
      ok(await setReviewHidden(deps, actingOperator(req), req.params.reviewId, hidden)),
    );
  }
};
