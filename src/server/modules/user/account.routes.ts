import type { FastifyPluginAsync } from 'fastify';
import {
  changeEmail,
  changePassword,
  closeAccount,
  confirmEmail,
  dataExport,
  revokeSessions,
} from '@shared/contract/account';
import { confirmPassword } from '@shared/contract/console-staff';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { requireUser } from '@server/lib/auth';
import * as account from './account.service.js';
import { getProfile } from './user.service.js';
import type { UserDeps } from './user.deps.js';

/** The shopper looks after the account alone: password, email, sign-ins, their data, leaving. */
export const accountRoutes =
  (deps: UserDeps): FastifyPluginAsync =>
  async (app) => {
    const security = deps.security;
    const sessionOf = (req: { sessionId: number | null }) => req.sessionId ?? null;

    await serve(app, changePassword, async (req) => {
      await security.changePassword(requireUser(req).userId, sessionOf(req), req.body);
      return ok({ success: true as const });
    });
    await serve(app, confirmPassword, async (req) => {
      const confirmedAt = await security.confirmPassword(requireUser(req).userId, sessionOf(req), req.body.password);
      return ok({ confirmedAt });
    });
    await serve(app, changeEmail, async (req) => {
      await security.requestEmailChange(requireUser(req).userId, req.body);
      return ok({ success: true as const });
    });
    await serve(app, confirmEmail, async (req) => {
      const { userId } = requireUser(req);
      await security.confirmEmailChange(userId, req.body.verificationCode);
      return ok(await getProfile(deps, userId));
    });
    await serve(app, revokeSessions, async (req) => {
      const keep = req.body.all ? null : sessionOf(req);
      return ok({ revoked: await security.revokeSessions(requireUser(req).userId, keep) });
    });
    await serve(app, dataExport, async (req, reply) => {
      // Offered as a file too: the account page saves it as shop-data.json.
      reply.header('content-disposition', 'attachment; filename="my-shop-data.json"');
      return ok(await account.exportData(deps, requireUser(req).userId));
    });
    await serve(app, closeAccount, async (req) => {
      await account.closeAccount(deps, requireUser(req).userId, req.body.password);
      return ok({ success: true as const });
    });
  };
