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
import { readModelOf } from './read-model/index.js';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.publicAnswers.answerFromMemory);
  const db = app.db;
  // A large shop's catalogue index takes seconds to build (4 s at 100 000 products): it is begun
  // as the server starts listening; searches asked meanwhile are answered by the database.
  app.addHook('onListen', async () => readModelOf(db).warmUp());

  await serve(app, getCategory, async (req, reply) =>
    app.publicAnswers.send(req, reply, () => service.getCategory(db, req.params.categoryId)),
  );

  // Every answer is remembered with the read model's generation (app.ts): remade after any
  // catalogue write, a rebuilt or changed index, or a sale that sold something out.
  await serve(app, listProducts, async (req, reply) =>
    app.publicAnswers.send(req, reply, () => service.listProductsOnWire(db, req.query)),
  );

  await serve(app, listProductFacets, async (req, reply) =>
    app.publicAnswers.send(req, reply, () => service.listFacets(db, req.query)),
  );

  await serve(app, suggest, async (req, reply) =>
    app.publicAnswers.send(req, reply, () => service.suggest(db, req.query.q)),
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
