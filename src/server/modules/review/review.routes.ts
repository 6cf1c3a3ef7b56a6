import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReviewResponseSchema,
  createReviewSchema,
  orderItemParamsSchema,
  orderReviewListQuerySchema,
  orderReviewListSchema,
  orderUuidParamsSchema,
} from '@shared/schemas/order';
import { requireUser } from '@server/lib/auth';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { orderDepsOf } from '@server/modules/order/order.deps';
import { orderReviews, writeReview } from './review.service.js';

/** Reviews of bought items; registered in the customer scope (app.ts). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const answer = routeDocs('order');
  app.post(
    '/order/:orderUuid/item/:orderItemId/review',
    {
      schema: {
        ...answer('Review an item of a paid order', createReviewResponseSchema),
        params: orderItemParamsSchema,
        body: createReviewSchema,
      },
    },
    async (req) =>
      ok(await writeReview(deps, requireUser(req).userId, req.params.orderUuid, req.params.orderItemId, req.body)),
  );
  app.get(
    '/order/:orderUuid/review',
    {
      schema: {
        ...answer("This order's reviews", orderReviewListSchema),
        params: orderUuidParamsSchema,
        querystring: orderReviewListQuerySchema,
      },
    },
    async (req) => ok(await orderReviews(deps, requireUser(req).userId, req.params.orderUuid, req.query)),
  );
};
