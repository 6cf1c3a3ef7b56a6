import type { FastifyPluginAsync } from 'fastify';
import { getProfile, updateProfile } from '@shared/contract/user';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { requireUser } from '@server/lib/auth';
import * as service from './user.service.js';
import { accountRoutes } from './account.routes.js';
import { userDepsOf } from './user.deps.js';

export const userRoutes: FastifyPluginAsync = async (app) => {
  const deps = userDepsOf(app);
  await serve(app, getProfile, async (req) => ok(await service.getProfile(deps, requireUser(req).userId)));
  await serve(app, updateProfile, async (req) =>
    ok(await service.updateProfile(deps, requireUser(req).userId, req.body)),
  );
  await app.register(accountRoutes(deps));
};
