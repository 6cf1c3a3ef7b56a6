import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReviewListQuerySchema, adminReviewListSchema } from '@shared/schemas/admin-reviews';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { listFilter } from './admin.repository.js';
import { listReviews } from './admin-reviews.repository.js';

/** The reviews list of the console; hiding and showing are in admin.routes.ts. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = routeDocs('admin');

  app.get(
    '/reviews',
    {
      schema: {
        ...answer('Every review, hidden ones included, filtered and paged', adminReviewListSchema),
        querystring: adminReviewListQuerySchema,
      },
    },
    async (req) => ok(await listReviews(app.db.kysely, listFilter(req.query))),
  );
};
