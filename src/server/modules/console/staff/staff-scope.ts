import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_AGAIN } from '@server/lib/auth';
import { forbidden, unauthenticated } from '@server/lib/errors';
import { ROLE_MESSAGE } from '@server/lib/roles';
import { passwordRequired, signedInRecently, staffAccessOf, type StaffAccess } from '@server/modules/operator-write';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member's access, set by the console scope's check (staff-scope.ts). */
    staff?: StaffAccess;
  }
}

/**
 * The console scope's check for a person: signed in, and an active staff member (read from the
 * database on every request, so a removal or a new role counts from the next call). It sets the
 * role's scopes; each endpoint's own hook (lib/operator-access.ts, `requireScope`) then refuses
 * with 403 naming the scope the role lacks.
 */
export async function requireStaffMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const app = request.server;
  if (!request.user) await app.authenticate(request, reply);
  const user = request.user!;
  const access = await staffAccessOf(app.db.kysely, user.userId);
  if (!access) {
    const exists = await app.db.kysely
      .selectFrom('app_user')
      .select('user_id')
      .where('user_id', '=', user.userId)
      .executeTakeFirst();
    if (!exists) throw unauthenticated(SIGN_IN_AGAIN);
    throw forbidden(ROLE_MESSAGE);
  }
  request.user = { ...user, role: 'operator' };
  request.staff = access;
  request.staffScopes = new Set(access.scopes);
}

/** A refund above this (cents) asks for the password again when the sign-in is older than 10 minutes. */
export const LARGE_REFUND_CENTS = 10_000;

export const overRefundLimitMessage = (limit: number) =>
  `This refund is over your role's refund limit of ${(limit / 100).toFixed(2)}`;

/**
 * The check a refund's amount passes before it is written (under the order's lock): the
 * member's refund limit, and the password asked again for a large refund. Read before the
 * transaction, so the check itself makes no query.
 */
export async function refundCheckFor(request: FastifyRequest): Promise<(amount: number) => void> {
  const limit = request.staff?.refundLimit ?? null;
  // An API key has no password to ask for: its scopes are what the owner gave it.
  const recent = request.apiKey !== null || (await signedInRecently(request));
  return (amount) => {
    if (limit !== null && amount > limit) throw forbidden(overRefundLimitMessage(limit));
    if (amount > LARGE_REFUND_CENTS && !recent) throw passwordRequired();
  };
}
