import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addonListSchema,
  categoryIdParamsSchema,
  categorySchema,
  inventoryIdParamsSchema,
  inventoryListQuerySchema,
  inventoryListSchema,
  inventorySchema,
  recommendListSchema,
  reviewListQuerySchema,
  reviewListSchema,
} from '@shared/schemas/catalog';
import { routeDocs } from '@server/lib/openapi';
import * as service from './catalog.service.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.publicAnswers.answerFromMemory);
  const db = app.db;
  const answer = routeDocs('catalogue');

  app.get(
    '/filter/category/:categoryId',
    { schema: { ...answer('A category', categorySchema), params: categoryIdParamsSchema } },
    async (req, reply) => app.publicAnswers.send(req, reply, () => service.getCategory(db, req.params.categoryId)),
  );

  app.get(
    '/product/inventory',
    { schema: { ...answer('Browse or search products', inventoryListSchema), querystring: inventoryListQuerySchema } },
    async (req, reply) => app.publicAnswers.send(req, reply, () => service.listInventory(db, req.query)),
  );

  app.get(
    '/product/inventory/:id',
    { schema: { ...answer('A product', inventorySchema), params: inventoryIdParamsSchema } },
    async (req, reply) =>
      app.publicAnswers.send(req, reply, () => service.getInventory(db, req.params.id), req.params.id),
  );

  app.get(
    '/product/inventory/:id/addon',
    { schema: { ...answer("A product's add-ons", addonListSchema), params: inventoryIdParamsSchema } },
    async (req, reply) =>
      app.publicAnswers.send(req, reply, async () => ({ list: await service.listAddons(db, req.params.id) })),
  );

  app.get(
    '/product/inventory/:id/review',
    {
      schema: {
        ...answer("A product's reviews, newest first", reviewListSchema),
        params: inventoryIdParamsSchema,
        querystring: reviewListQuerySchema,
      },
    },
    async (req, reply) =>
      app.publicAnswers.send(req, reply, () => service.listReviews(db, req.params.id, req.query), req.params.id),
  );

  app.get(
    '/product/inventory/:id/recommend',
    { schema: { ...answer('Related products', recommendListSchema), params: inventoryIdParamsSchema } },
    async (req, reply) =>
      app.publicAnswers.send(req, reply, async () => ({ list: await service.recommend(db, req.params.id) })),
  );
};
