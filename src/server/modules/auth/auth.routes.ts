import type { FastifyPluginAsync } from 'fastify';
import { login, logout, refresh, requestSignUpToken, signUp } from '@shared/contract/auth';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { neverCache } from '@server/lib/private-answers';
import { AuthService } from './auth.service.js';
import { publicUrl } from '@server/config';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const service = new AuthService({
    db: app.db,
    outbox: app.mailOutbox,
    limiter: app.rateLimiter,
    tokens: app.accessTokens,
    sessions: app.sessions,
    clock: app.clock,
    secret: app.serverSecret,
    shopName: app.config.SHOP_NAME,
    shopUrl: publicUrl(app.config),
    log: app.log,
  });
  neverCache(app);

  await serve(app, requestSignUpToken, async (req) => ok(await service.requestSignUp(req.body.email, req.ip)));
  await serve(app, signUp, async (req) => ok(await service.confirmSignUp(req.body, req.ip)));
  await serve(app, login, async (req) => ok(await service.login(req.body, req.ip)));
  await serve(app, refresh, async (req) => ok(await service.refresh(req.body.refreshToken)));
  await serve(app, logout, async (req) => ok(await service.logout(req.body.refreshToken)));
};
