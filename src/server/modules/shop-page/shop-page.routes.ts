import type { FastifyPluginAsync } from 'fastify';
import { getShopPage } from '@shared/contract/shop-pages';
import { serve } from '@server/lib/endpoint';
import * as service from './shop-page.service.js';

/** The shop's own pages, public and remembered like the home page (migration 021 bumps the version). */
export const shopPageRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.publicAnswers.answerFromMemory);
  const db = app.db.reads;
  await serve(app, getShopPage, async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => service.getShopPage(db, req.params.slug)),
  );
};
