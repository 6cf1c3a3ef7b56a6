import type { FastifyPluginAsync } from 'fastify';
import { acceptStaffInvitation } from '@shared/contract/console-staff';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { requireUser } from '@server/lib/auth';
import { staffDepsOf } from './staff.deps.js';
import { acceptInvitation } from './staff.service.js';

/**
 * Accepting an invitation needs only a sign-in with the invited address (the invitee is not staff
 * yet), so this route is registered in the customer scope by app.ts, not in the console's.
 */
export const staffInvitationAcceptRoutes: FastifyPluginAsync = async (app) => {
  const deps = staffDepsOf(app);
  await serve(app, acceptStaffInvitation, async (req) =>
    ok(await acceptInvitation(deps, requireUser(req).userId, req.body.verificationCode)),
  );
};
