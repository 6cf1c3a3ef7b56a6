import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRole } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import { SIGN_IN_AGAIN } from './auth.js';
import { forbidden, unauthenticated } from './errors.js';

export const ROLE_MESSAGE = "Your account can't do this";

async function findRole(db: Executor, userId: number): Promise<AccountRole | undefined> {
  const row = await db.selectFrom('app_user').select('role').where('user_id', '=', userId).executeTakeFirst();
  return row?.role;
}

/**
 * A hook for a route scope that only accounts with `role` may use:
 * `scope.addHook('onRequest', requireRole('operator'))`. It authenticates first (401 without a
 * valid token) and then reads the role from the database on every request, never from the
 * token, so demoting an operator takes effect on their next request (403).
 */
export function requireRole(role: AccountRole) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const app = request.server;
    if (!request.user) await app.authenticate(request, reply);
    const user = request.user!;
    const current = await findRole(app.db.kysely, user.userId);
    // A valid token for an account that no longer exists is a session to end.
    if (!current) throw unauthenticated(SIGN_IN_AGAIN);
    if (current !== role) throw forbidden(ROLE_MESSAGE);
    request.user = { ...user, role: current };
  };
}
