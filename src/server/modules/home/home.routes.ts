import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@shared/schemas/envelope';
import { bannersResponseSchema, navItemsResponseSchema, sectionsResponseSchema } from '@shared/schemas/home';
import { sendCacheable } from '../../lib/http-cache.js';
import * as service from './home.service.js';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const doc = (schema: Parameters<typeof envelopeOf>[0], summary: string) => ({
    schema: { summary, tags: ['home'], response: { 200: envelopeOf(schema) } },
  });

  app.get('/home/nav-items', doc(navItemsResponseSchema, 'Navigation menu'), async (req, reply) =>
    sendCacheable(req, reply, { navItems: await service.getNavItems(db) }),
  );
  app.get('/home/banners', doc(bannersResponseSchema, 'Home page banners'), async (req, reply) =>
    sendCacheable(req, reply, { banners: await service.getBanners(db) }),
  );
  app.get('/home/section', doc(sectionsResponseSchema, 'Home page sections'), async (req, reply) =>
    sendCacheable(req, reply, { list: await service.getSections(db) }),
  );
};
