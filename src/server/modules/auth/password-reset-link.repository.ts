import type { Executor } from '@server/db/transaction';

/** When the account's newest reset link was sent, or undefined if it has none. */
export async function lastResetLinkSentAt(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('password_reset_link')
    .select((eb) => eb.fn.max('created_at').as('sent'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.sent ?? undefined;
}

export async function insertResetLink(
  db: Executor,
  row: { user_id: number; token_hash: string; sent_by: string; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('password_reset_link').values(row).execute();
}

/** Links expired long ago are of no use even to say "expired". */
export async function pruneResetLinks(db: Executor, expiredBefore: string): Promise<void> {
  await db.deleteFrom('password_reset_link').where('expires_at', '<', expiredBefore).execute();
}

/** A link by its token's hash, with its account (its email checks the new password). */
export async function findResetLink(db: Executor, tokenHash: string) {
  return db
    .selectFrom('password_reset_link as l')
    .innerJoin('app_user as u', 'u.user_id', 'l.user_id')
    .select(['l.link_id', 'l.user_id', 'l.expires_at', 'u.email', 'u.closed_at'])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Used up: the link goes (only one caller can delete it, so it works once), and so do the
 * account's other links and pending code resets, which would reset a password that is gone.
 */
export async function consumeResetLink(db: Executor, linkId: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('password_reset_link').where('link_id', '=', linkId).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  await db.deleteFrom('password_reset_link').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_reset_request').where('user_id', '=', userId).execute();
  return true;
}
