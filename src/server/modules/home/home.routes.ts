import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannersResponseSchema, navItemsResponseSchema, sectionsResponseSchema } from '@shared/schemas/home';
import { routeDocs } from '@server/lib/openapi';
import * as service from './home.service.js';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.publicAnswers.answerFromMemory);
  const db = app.db.reads;
  const answer = routeDocs('home');

  app.get('/home/nav-items', { schema: answer('Navigation menu', navItemsResponseSchema) }, async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ navItems: await service.getNavItems(db) })),
  );
  app.get('/home/banners', { schema: answer('Home page banners', bannersResponseSchema) }, async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ banners: await service.getBanners(db) })),
  );
  app.get('/home/section', { schema: answer('Home page sections', sectionsResponseSchema) }, async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ list: await service.getSections(db, req.log) })),
  );
};
