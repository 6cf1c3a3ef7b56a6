import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewIdParamsSchema, reviewVisibilityResponseSchema } from '@shared/schemas/admin';
import { adminReviewListQuerySchema, adminReviewListSchema } from '@shared/schemas/admin-reviews';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { listFilter } from '@server/modules/operator/console-lists';
import { actingOperator } from '@server/modules/operator/acting-operator';
import { orderDepsOf } from '@server/modules/order/order.deps';
import { setReviewHidden } from '@server/modules/review/review.service';
import { listReviews } from './reviews.repository.js';

/** The console's list of every review, hidden ones included. */
export const operatorReviewListRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('admin');

  app.get(
    '/reviews',
    {
      schema: {
        ...answer('Every review, hidden ones included, filtered and paged', adminReviewListSchema),
        querystring: adminReviewListQuerySchema,
      },
    },
    async (req) => ok(await listReviews(deps.db.kysely, listFilter(req.query))),
  );
};

/**
 * Hiding a review from its product page and showing it again. A plugin of its own only because
 * the scope registers it after the customers, where the OpenAPI document has always listed it.
 */
export const operatorReviewVisibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('admin');

  for (const [action, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(
      `/reviews/:reviewId/${action}`,
      {
        schema: {
          ...answer(
            hidden ? 'Hide a review from its product page' : 'Show a hidden review again',
            reviewVisibilityResponseSchema,
          ),
          params: reviewIdParamsSchema,
        },
      },
      async (req) => ok(await setReviewHidden(deps, actingOperator(req), req.params.reviewId, hidden)),
    );
  }
};
