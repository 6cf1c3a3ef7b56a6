import type { FastifyPluginAsync } from 'fastify';
import {
  getCategory,
  getProduct,
  listAddons,
  listProductFacets,
  listProducts,
  listRecommendations,
  listReviews,
  suggest,
} from '@shared/contract/catalog';
import { serve } from '@server/lib/endpoint';
import * as service from './catalog.service.js';
import { catalogIndex, factsClock, queryHasFilters } from './find.service.js';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.publicAnswers.answerFromMemory);
  const db = app.db;
  // A large shop's catalogue index takes seconds to build (4 s at 100 000 products): it is begun
  // as the server starts listening, so the first shopper to search does not wait for it.
  app.addHook('onListen', async () => {
    catalogIndex(db).catch(() => {}); // the first search tries again
  });

  await serve(app, getCategory, async (req, reply) =>
    app.publicAnswers.send(req, reply, () => service.getCategory(db, req.params.categoryId)),
  );

  // Answers made from the catalogue index in memory (searches, facets, filtered lists,
  // suggestions) are remade when it changes: rebuilt after a write, or a sale sold something out
  // (find.service.ts, factsClock).
  const facts = () => factsClock(db);

  await serve(app, listProducts, async (req, reply) =>
    app.publicAnswers.send(
      req,
      reply,
      () => service.listProducts(db, req.query),
      undefined,
      req.query.search !== undefined || queryHasFilters(req.query) ? facts : undefined,
    ),
  );

  await serve(app, listProductFacets, async (req, reply) =>
    app.publicAnswers.send(req, reply, () => service.listFacets(db, req.query), undefined, facts),
  );

  await serve(app, suggest, async (req, reply) =>
    app.publicAnswers.send(req, reply, () => service.suggest(db, req.query.q), undefined, facts),
  );

  await serve(app, getProduct, async (req, reply) =>
    app.publicAnswers.send(req, reply, () => service.getProduct(db, req.params.id), req.params.id),
  );

  await serve(app, listAddons, async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ list: await service.listAddons(db, req.params.id) })),
  );

  await serve(app, listReviews, async (req, reply) =>
    app.publicAnswers.send(req, reply, () => service.listReviews(db, req.params.id, req.query), req.params.id),
  );

  await serve(app, listRecommendations, async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ list: await service.recommend(db, req.params.id) })),
  );
};
