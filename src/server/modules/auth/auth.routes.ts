import type { FastifyPluginAsync } from 'fastify';
import {
  login,
  logout,
  refresh,
  requestPasswordResetToken,
  requestSignUpToken,
  resetPassword,
  resetPasswordWithLink,
  signUp,
} from '@shared/contract/auth';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { neverCache } from '@server/lib/private-answers';
import { AuthService } from './auth.service.js';
import { authDepsOf } from './auth.deps.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordResetLinks } from './password-reset-link.service.js';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const deps = authDepsOf(app);
  const service = new AuthService(deps);
  const passwordReset = new PasswordResetService(deps);
  const resetLinks = new PasswordResetLinks(deps);
  neverCache(app);

  await serve(app, requestSignUpToken, async (req) => ok(await service.requestSignUp(req.body.email, req.ip)));
  await serve(app, signUp, async (req) => ok(await service.confirmSignUp(req.body, req.ip)));
  await serve(app, login, async (req) => ok(await service.login(req.body, req.ip)));
  await serve(app, refresh, async (req) => ok(await service.refresh(req.body.refreshToken)));
  await serve(app, logout, async (req) => ok(await service.logout(req.body.refreshToken)));
  await serve(app, requestPasswordResetToken, async (req) =>
    ok(await passwordReset.requestToken(req.body.email, req.ip)),
  );
  await serve(app, resetPassword, async (req) => ok(await passwordReset.reset(req.body, req.ip)));
  await serve(app, resetPasswordWithLink, async (req) => ok(await resetLinks.use(req.body, req.ip)));
};
