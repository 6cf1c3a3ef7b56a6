import type { FastifyRequest } from 'fastify';
import { AppError } from '@server/lib/errors';

/** How long a sign-in (or the password proven again) opens sensitive actions. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password again to do this';

/**
 * Sensitive actions (a large refund, a change of staff or integrations, the customer export) ask
 * for a sign-in younger than 10 minutes, or the password proven again within this sign-in
 * (`POST /api/user/password/confirm`); else 403 with its own code, which the console answers by
 * asking for the password.
 */
export async function requireRecentSignIn(request: FastifyRequest): Promise<void> {
  if (!(await signedInRecently(request))) throw passwordRequired();
}

export const passwordRequired = () => new AppError('passwordRequired', PASSWORD_REQUIRED_MESSAGE);

/** Whether the request's sign-in began, or its password was proven again, within 10 minutes. */
export async function signedInRecently(request: FastifyRequest): Promise<boolean> {
  const sessionId = request.sessionId;
  const app = request.server;
  const row =
    sessionId === null
      ? undefined
      : await app.db.kysely
          .selectFrom('refresh_family')
          .select(['created_at', 'confirmed_at'])
          .where('family_id', '=', sessionId)
          .executeTakeFirst();
  if (!row) return false;
  const last = [row.created_at, row.confirmed_at ?? ''].sort().at(-1)!;
  return app.clock.now() - Date.parse(last) <= RECENT_SIGN_IN_MS;
}
