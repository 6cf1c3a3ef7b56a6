import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@shared/contract/index';
import type { Endpoint } from '@shared/contract/endpoint';
import { allows } from '@shared/staff-roles';
import { SIGN_IN_AGAIN } from '@server/lib/auth';
import { AppError, forbidden, unauthenticated } from '@server/lib/errors';
import { ROLE_MESSAGE } from '@server/lib/roles';
import { staffAccessOf, type StaffAccess } from '@server/modules/operator-write';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member's access, set by the console scope's check (staff-scope.ts). */
    staff?: StaffAccess;
  }
}

const byName = new Map<string, Endpoint>(endpoints.map((e) => [`${e.method} ${e.path}`, e]));

/** The scope the contract names for the route's endpoint; undefined when it names none. */
export function scopeOfRoute(request: FastifyRequest): string | undefined {
  const name = request.routeOptions.config.endpoint;
  return name === undefined ? undefined : byName.get(name)?.scope;
}

export const missingScopeMessage = (scope: string) => `Your role does not include the scope ${scope}`;

/**
 * The console scope's check for a person: signed in, an active staff member (read from the
 * database on every request, so a removal or a new role counts from the next call), and the role
 * holds the scope the contract names for the endpoint. An endpoint without a scope is closed to
 * everyone: a forgotten scope can never open an endpoint.
 */
export async function requireStaffScope(request: FastifyRequest, reply: FastifyReply): Promise<void> {
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
  const scope = scopeOfRoute(request);
  if (scope === undefined) throw forbidden('This endpoint names no scope, so nobody may call it');
  if (!allows(access.scopes, scope)) throw forbidden(missingScopeMessage(scope));
  request.user = { ...user, role: 'operator' };
  request.staff = access;
}

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
  const recent = await signedInRecently(request);
  return (amount) => {
    if (limit !== null && amount > limit) throw forbidden(overRefundLimitMessage(limit));
    if (amount > LARGE_REFUND_CENTS && !recent) throw passwordRequired();
  };
}
