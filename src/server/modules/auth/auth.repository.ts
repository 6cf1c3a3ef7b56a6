import { sql } from 'kysely';
import type { Executor } from '@server/db/transaction';

export async function findUserCredentials(db: Executor, email: string) {
  return db.selectFrom('app_user').select(['user_id', 'password_hash']).where('email', '=', email).executeTakeFirst();
}

export async function emailIsRegistered(db: Executor, email: string): Promise<boolean> {
  const row = await db.selectFrom('app_user').select('user_id').where('email', '=', email).executeTakeFirst();
  return !!row;
}

/** A pending sign-up; earlier ones for the same email stay valid (each has its own code and tries). */
export async function insertSignUpRequest(
  db: Executor,
  row: { email: string; token_hash: string; code_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('sign_up_request')
    .values({ ...row, attempts: 0 })
    .execute();
}

/** The email a sign-up token was issued for, without counting a try. */
export async function findSignUpEmail(db: Executor, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sign_up_request')
    .select('email')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.email;
}

/** Once an account exists, its other pending sign-ups can never complete. */
export async function deleteSignUpRequestsFor(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('sign_up_request').where('email', '=', email).execute();
}

/** Requests whose code expired long ago can never complete; nothing refers to them. */
export async function pruneSignUpRequests(db: Executor, expiredBefore: string): Promise<void> {
  await db.deleteFrom('sign_up_request').where('expires_at', '<', expiredBefore).execute();
}

/** Counts one try at the code atomically and returns the request as it now stands. */
export async function countSignUpAttempt(db: Executor, tokenHash: string) {
  return db
    .updateTable('sign_up_request')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('token_hash', '=', tokenHash)
    .returning(['request_id', 'email', 'code_hash', 'attempts', 'expires_at'])
    .executeTakeFirst();
}

/** Consumes the request; false when another request already did (or a resend replaced it). */
export async function consumeSignUpRequest(db: Executor, requestId: number, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sign_up_request')
    .where('request_id', '=', requestId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The new user's id, or null when the email was registered meanwhile. */
export async function insertUser(
  db: Executor,
  row: { email: string; password_hash: string; screen_name: string; created_at: string },
): Promise<number | null> {
  const inserted = await db
    .insertInto('app_user')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted?.user_id ?? null;
}

export async function createRefreshFamily(
  db: Executor,
  userId: number,
  createdAt: string,
  expiresAt: string,
): Promise<number> {
  const row = await db
    .insertInto('refresh_family')
    .values({ user_id: userId, created_at: createdAt, expires_at: expiresAt, revoked_at: null, revoke_reason: null })
    .returning('family_id')
    .executeTakeFirstOrThrow();
  return row.family_id;
}

export async function insertRefreshToken(
  db: Executor,
  tokenHash: string,
  familyId: number,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('refresh_token')
    .values({ token_hash: tokenHash, family_id: familyId, created_at: createdAt, used_at: null })
    .execute();
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  return db
    .selectFrom('refresh_token as t')
    .innerJoin('refresh_family as f', 'f.family_id', 't.family_id')
    .select(['t.token_hash', 't.used_at', 'f.family_id', 'f.user_id', 'f.expires_at', 'f.revoked_at'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks the token rotated, only if it is still unused and its family is live; false means
 * someone presented it first (reuse) or the family ended meanwhile.
 */
export async function markRefreshTokenUsed(db: Executor, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('family_id', 'in', (qb) =>
      qb.selectFrom('refresh_family').select('family_id').where('revoked_at', 'is', null).where('expires_at', '>', now),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeRefreshFamily(
  db: Executor,
  familyId: number,
  now: string,
  reason: 'logout' | 'reuse',
): Promise<void> {
  await db
    .updateTable('refresh_family')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A user's ended sign-ins; their tokens go with them (on delete cascade). */
export async function pruneRefreshFamilies(db: Executor, userId: number, now: string): Promise<void> {
  await db.deleteFrom('refresh_family').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}
