import type { FastifyPluginAsync } from 'fastify';
import { getProfile, updateProfile } from '@shared/contract/user';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { requireUser } from '@server/lib/auth';
import * as service from './user.service.js';
import { accountRoutes } from './account.routes.js';

export const userRoutes: FastifyPluginAsync = async (app) => {
  await serve(app, getProfile, async (req) => ok(await service.getProfile(app.db, requireUser(req).userId)));
  await serve(app, updateProfile, async (req) =>
    ok(await service.updateProfile(app.db, requireUser(req).userId, req.body, app.config.SHOP_NAME)),
  );
  await app.register(accountRoutes);
};
