import type { FastifyPluginAsync } from 'fastify';
import { getBanners, getNavItems, getSections } from '@shared/contract/home';
import { serve } from '@server/lib/endpoint';
import * as service from './home.service.js';

export const homeRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.publicAnswers.answerFromMemory);
  const db = app.db.reads;

  await serve(app, getNavItems, async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ navItems: await service.getNavItems(db) })),
  );
  await serve(app, getBanners, async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ banners: await service.getBanners(db) })),
  );
  await serve(app, getSections, async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ list: await service.getSections(db, req.log) })),
  );
};
