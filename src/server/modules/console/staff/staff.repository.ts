import { sql } from 'kysely';
import type { Executor } from '@server/db/transaction';

export async function listMembers(db: Executor) {
  return db
    .selectFrom('staff_member as m')
    .innerJoin('app_user as u', 'u.user_id', 'm.user_id')
    .innerJoin('staff_role as r', 'r.role_key', 'm.role_key')
    .select((eb) => [
      'm.user_id',
      'u.email',
      'u.screen_name',
      'm.role_key',
      'r.name as role_name',
      'm.status',
      eb
        .selectFrom('refresh_family as f')
        .select((f) => f.fn.max('f.created_at').as('at'))
        .whereRef('f.user_id', '=', 'm.user_id')
        .as('last_sign_in_at'),
    ])
    .orderBy('m.status')
    .orderBy('u.email')
    .execute();
}

export async function findMember(db: Executor, userId: number) {
  return db
    .selectFrom('staff_member as m')
    .innerJoin('app_user as u', 'u.user_id', 'm.user_id')
    .innerJoin('staff_role as r', 'r.role_key', 'm.role_key')
    .select(['m.user_id', 'u.email', 'u.screen_name', 'm.role_key', 'r.name as role_name', 'm.status'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

export async function pendingInvitations(db: Executor, now: string) {
  return db
    .selectFrom('staff_invitation')
    .select(['invitation_id', 'email', 'role_key', 'expires_at', 'created_at', 'code_hash', 'attempts'])
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function insertInvitation(
  db: Executor,
  row: {
    email: string;
    role_key: string;
    code_hash: string;
    invited_by: number;
    expires_at: string;
    created_at: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('staff_invitation')
    .values({ ...row, attempts: 0, accepted_at: null, accepted_by: null })
    .returning('invitation_id')
    .executeTakeFirstOrThrow();
  return inserted.invitation_id;
}

/** Counts a try of a code; false once the invitation has no tries left. */
export async function countInvitationTry(db: Executor, invitationId: number, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitation')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('invitation_id', '=', invitationId)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markAccepted(db: Executor, invitationId: number, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitation')
    .set({ accepted_at: now, accepted_by: userId })
    .where('invitation_id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes the account an active member with `role` (a returning member gets the new role). */
export async function upsertMember(
  db: Executor,
  row: { user_id: number; role_key: string; invited_by: number | null; now: string },
): Promise<void> {
  await db
    .insertInto('staff_member')
    .values({
      user_id: row.user_id,
      role_key: row.role_key,
      status: 'active',
      invited_by: row.invited_by,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ role_key: row.role_key, status: 'active', updated_at: row.now }),
    )
    .execute();
}

export async function setMember(
  db: Executor,
  userId: number,
  change: { role_key?: string; status?: 'active' | 'removed'; updated_at: string },
): Promise<void> {
  await db.updateTable('staff_member').set(change).where('user_id', '=', userId).execute();
}

export async function setAccountRole(db: Executor, userId: number, role: 'customer' | 'operator'): Promise<void> {
  await db.updateTable('app_user').set({ role }).where('user_id', '=', userId).execute();
}

export async function activeOwnerCount(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('staff_member as m')
    .innerJoin('app_user as u', 'u.user_id', 'm.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('m.role_key', '=', 'owner')
    .where('m.status', '=', 'active')
    .where('u.role', '=', 'operator')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Holds the Owner role's row, so two changes that each leave one owner cannot both pass (PostgreSQL). */
export async function lockOwners(db: Executor, postgres: boolean): Promise<void> {
  const query = sql`select 1 from staff_role where role_key = 'owner'`;
  await (postgres ? sql`${query} for update` : query).execute(db);
}

export async function listRoles(db: Executor) {
  return db
    .selectFrom('staff_role as r')
    .select((eb) => [
      'r.role_key',
      'r.name',
      'r.scopes_json',
      'r.refund_limit',
      'r.built_in',
      eb
        .selectFrom('staff_member as m')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('m.role_key', '=', 'r.role_key')
        .where('m.status', '=', 'active')
        .as('members'),
    ])
    .orderBy('r.built_in', 'desc')
    .orderBy('r.created_at')
    .orderBy('r.role_key')
    .execute();
}

export async function findRole(db: Executor, roleKey: string) {
  return db
    .selectFrom('staff_role')
    .select(['role_key', 'name', 'scopes_json', 'refund_limit', 'built_in'])
    .where('role_key', '=', roleKey)
    .executeTakeFirst();
}

export async function upsertRole(
  db: Executor,
  row: { role_key: string; name: string; scopes_json: string; refund_limit: number | null; now: string },
): Promise<void> {
  await db
    .insertInto('staff_role')
    .values({
      role_key: row.role_key,
      name: row.name,
      scopes_json: row.scopes_json,
      refund_limit: row.refund_limit,
      built_in: 0,
      created_at: row.now,
    })
    .onConflict((oc) =>
      oc
        .column('role_key')
        .doUpdateSet({ name: row.name, scopes_json: row.scopes_json, refund_limit: row.refund_limit }),
    )
    .execute();
}

export async function setRefundLimit(db: Executor, roleKey: string, refundLimit: number | null): Promise<void> {
  await db.updateTable('staff_role').set({ refund_limit: refundLimit }).where('role_key', '=', roleKey).execute();
}

export async function accountEmail(db: Executor, userId: number) {
  return db.selectFrom('app_user').select(['email', 'closed_at']).where('user_id', '=', userId).executeTakeFirst();
}
