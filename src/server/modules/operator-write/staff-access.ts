import { isScope, type Scope } from '@shared/scopes';
import { BUILT_IN_ROLES, isBuiltInRole } from '@shared/staff-roles';
import type { Executor } from '@server/db/transaction';

/** What a signed-in account may do in the console: its role, the role's scopes and refund cap. */
export interface StaffAccess {
  userId: number;
  role: string;
  roleName: string;
  scopes: Scope[];
  /** The largest single refund (cents) the member may make; null: no cap. */
  refundLimit: number | null;
}

/** A role's scopes: the built-in ones from the code (they grow with the list), a custom one's as stored. */
export function scopesOfRole(role: { role_key: string; scopes_json: string }): Scope[] {
  if (isBuiltInRole(role.role_key)) return [...BUILT_IN_ROLES[role.role_key].scopes];
  const stored: unknown = JSON.parse(role.scopes_json);
  return Array.isArray(stored) ? stored.filter((s): s is Scope => isScope(s)) : [];
}

/**
 * The one read that decides a person's access in the console, on every request (a removed
 * member or a changed role counts from the next call): the account must be an operator and an
 * active member. Null otherwise.
 */
export async function staffAccessOf(db: Executor, userId: number): Promise<StaffAccess | null> {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('staff_member as m', 'm.user_id', 'u.user_id')
    .innerJoin('staff_role as r', 'r.role_key', 'm.role_key')
    .select(['u.user_id', 'u.role as account_role', 'r.role_key', 'r.name', 'r.scopes_json', 'r.refund_limit'])
    .where('u.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .where('u.closed_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.account_role !== 'operator') return null;
  return {
    userId: row.user_id,
    role: row.role_key,
    roleName: row.name,
    scopes: scopesOfRole(row),
    refundLimit: row.refund_limit === null ? null : Number(row.refund_limit),
  };
}
