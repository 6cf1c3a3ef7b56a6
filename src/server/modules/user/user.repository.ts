import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/** The public columns only: the password hash is never selected, so it can never leak. */
export async function findProfile(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['user_id', 'email', 'screen_name', 'created_at', 'role'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function setScreenName(db: Kysely<Database>, userId: number, screenName: string): Promise<boolean> {
  const result = await db
    .updateTable('app_user')
    .set({ screen_name: screenName })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Products' remembered review answers carry the reviewer's screen name. Touching the user's
 * review rows fires the review triggers that bump each product's version (migration 007), so
 * those answers are remade with the new name, in this transaction, on every instance.
 */
export async function touchReviewsOf(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('review')
    .set((eb) => ({ inventory_id: eb.ref('inventory_id') }))
    .where('user_id', '=', userId)
    .execute();
}
