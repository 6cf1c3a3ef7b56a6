import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema } from '@shared/schemas/auth';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { requireUser } from '@server/lib/auth';
import * as service from './user.service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = routeDocs('user');

  app.get('/user/profile', { schema: answer('The signed-in user', profileSchema) }, async (req) =>
    ok(await service.getProfile(app.db, requireUser(req).userId)),
  );
};
