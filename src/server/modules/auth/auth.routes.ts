import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  signUpRequestSchema,
  signUpTokenRequestSchema,
  signUpTokenResponseSchema,
  successResponseSchema,
  tokenPairSchema,
} from '@shared/schemas/auth';
import { ok } from '@server/lib/envelope';
import { routeDocs } from '@server/lib/openapi';
import { neverCache } from '@server/lib/private-answers';
import { AuthService } from './auth.service.js';
import { publicUrl } from '@server/config';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AuthService({
    db: app.db,
    mailer: app.mailer,
    limiter: app.rateLimiter,
    tokens: app.accessTokens,
    sessions: app.sessions,
    clock: app.clock,
    secret: app.serverSecret,
    shopName: app.config.SHOP_NAME,
    shopUrl: publicUrl(app.config),
    log: app.log,
  });
  const answer = routeDocs('auth');
  neverCache(app);

  app.post(
    '/auth/sign-up-token',
    {
      schema: {
        ...answer('Register an email: mails a six-digit code', signUpTokenResponseSchema),
        body: signUpTokenRequestSchema,
      },
    },
    async (req) => ok(await service.requestSignUp(req.body.email, req.ip)),
  );
  app.post(
    '/auth/sign-up',
    {
      schema: {
        ...answer('Confirm a sign-up with the mailed code and a password', successResponseSchema),
        body: signUpRequestSchema,
      },
    },
    async (req) => ok(await service.confirmSignUp(req.body, req.ip)),
  );
  app.post(
    '/auth/login',
    { schema: { ...answer('Sign in: a token pair', tokenPairSchema), body: loginRequestSchema } },
    async (req) => ok(await service.login(req.body, req.ip)),
  );
  app.post(
    '/auth/refresh',
    { schema: { ...answer('Rotate the refresh token: a new pair', tokenPairSchema), body: refreshRequestSchema } },
    async (req) => ok(await service.refresh(req.body.refreshToken)),
  );
  app.post(
    '/auth/logout',
    {
      schema: {
        ...answer('Sign out: revokes the refresh token and its family', successResponseSchema),
        body: logoutRequestSchema,
      },
    },
    async (req) => ok(await service.logout(req.body.refreshToken)),
  );
};
