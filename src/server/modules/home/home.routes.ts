import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@shared/schemas/envelope';
import { bannersResponseSchema, navItemsResponseSchema, sectionsResponseSchema } from '@shared/schemas/home';
import * as service from './home.service.js';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.publicAnswers.answerFromMemory);
  const db = app.db.kysely;
  const doc = (schema: Parameters<typeof envelopeOf>[0], summary: string) => ({
    schema: { summary, tags: ['home'], response: { 200: envelopeOf(schema) } },
  });

  app.get('/home/nav-items', doc(navItemsResponseSchema, 'Navigation menu'), async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ navItems: await service.getNavItems(db) })),
  );
  app.get('/home/banners', doc(bannersResponseSchema, 'Home page banners'), async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ banners: await service.getBanners(db) })),
  );
  app.get('/home/section', doc(sectionsResponseSchema, 'Home page sections'), async (req, reply) =>
    app.publicAnswers.send(req, reply, async () => ({ list: await service.getSections(db, req.log) })),
  );
};
