import { sql } from 'kysely';
import type { Executor } from '@server/db/transaction';

/** Whether any account, active or closed, logs in with the address (a closed one's is a tombstone). */
export async function emailIsTaken(db: Executor, email: string): Promise<boolean> {
  return !!(await db.selectFrom('app_user').select('user_id').where('email', '=', email).executeTakeFirst());
}

/** One pending change per account: only its owner can ask, so a new request replaces the old one. */
export async function replaceEmailChangeRequest(
  db: Executor,
  row: { user_id: number; new_email: string; nonce: string; code_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db.deleteFrom('email_change_request').where('user_id', '=', row.user_id).execute();
  await db
    .insertInto('email_change_request')
    .values({ ...row, attempts: 0 })
    .execute();
}

/** Counts one try at the code atomically and returns the request as it now stands. */
export async function countEmailChangeAttempt(db: Executor, userId: number) {
  return db
    .updateTable('email_change_request')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('user_id', '=', userId)
    .returning(['request_id', 'new_email', 'nonce', 'code_hash', 'attempts', 'expires_at'])
    .executeTakeFirst();
}

export async function deleteEmailChangeRequest(db: Executor, requestId: number): Promise<boolean> {
  const result = await db.deleteFrom('email_change_request').where('request_id', '=', requestId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The new login; false when another account took the address meanwhile. */
export async function setEmail(db: Executor, userId: number, email: string): Promise<boolean> {
  if (await emailIsTaken(db, email)) return false;
  await db.updateTable('app_user').set({ email }).where('user_id', '=', userId).execute();
  return true;
}
