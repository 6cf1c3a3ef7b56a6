import { sql } from 'kysely';
import type { Executor } from '@server/db/transaction';

/** An active account (not closed) by its login email. */
export async function findActiveAccount(db: Executor, email: string) {
  return db
    .selectFrom('app_user')
    .select(['user_id', 'email', 'password_hash'])
    .where('email', '=', email)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
}

export async function findAccountById(db: Executor, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['user_id', 'email', 'password_hash', 'closed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('app_user').set({ password_hash: passwordHash }).where('user_id', '=', userId).execute();
}

/** The password was proven again within this sign-in (refresh_family.confirmed_at, migration 033). */
export async function markPasswordConfirmed(db: Executor, userId: number, familyId: number, now: string) {
  await db
    .updateTable('refresh_family')
    .set({ confirmed_at: now })
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .execute();
}

/** Why a sign-in was ended (refresh_family.revoke_reason). */
export type RevokeReason =
  'password_reset' | 'password_change' | 'sign_out_everywhere' | 'account_closed' | 'staff_removed';

/** Ends every live sign-in of the account but `except`; answers the ended ones' ids. */
export async function revokeFamiliesOf(
  db: Executor,
  userId: number,
  now: string,
  reason: RevokeReason,
  except: number | null,
): Promise<number[]> {
  let query = db
    .updateTable('refresh_family')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (except !== null) query = query.where('family_id', '<>', except);
  const rows = await query.returning('family_id').execute();
  return rows.map((row) => row.family_id);
}

export async function insertPasswordResetRequest(
  db: Executor,
  row: {
    user_id: number | null;
    email: string;
    token_hash: string;
    code_hash: string;
    expires_at: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('password_reset_request')
    .values({ ...row, attempts: 0 })
    .execute();
}

export async function prunePasswordResetRequests(db: Executor, expiredBefore: string): Promise<void> {
  await db.deleteFrom('password_reset_request').where('expires_at', '<', expiredBefore).execute();
}

/** Counts one try at the code atomically and returns the request as it now stands. */
export async function countPasswordResetAttempt(db: Executor, tokenHash: string) {
  return db
    .updateTable('password_reset_request')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('token_hash', '=', tokenHash)
    .returning(['request_id', 'user_id', 'code_hash', 'attempts', 'expires_at'])
    .executeTakeFirst();
}

/** The address a reset token was issued for, without counting a try. */
export async function findPasswordResetEmail(db: Executor, tokenHash: string) {
  return db
    .selectFrom('password_reset_request')
    .select(['request_id', 'email'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Used up: the request goes, and so do the account's other pending ones (the password they would reset is gone). */
export async function consumePasswordResetRequests(db: Executor, requestId: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('password_reset_request').where('request_id', '=', requestId).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  await db.deleteFrom('password_reset_request').where('user_id', '=', userId).execute();
  return true;
}
