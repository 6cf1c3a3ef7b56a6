import type { Executor } from '@server/db/transaction';

/**
 * The shop's switches (migration 021), one row each. Read where they apply, in the writer's own
 * transaction, so a review written as the operator turns holding on is held or not, never half.
 */
export async function holdsNewReviews(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('shop_setting')
    .select('value')
    .where('key', '=', 'hold_new_reviews')
    .executeTakeFirst();
  return row?.value === 'true';
}

export async function setHoldNewReviews(db: Executor, hold: boolean): Promise<void> {
  await db
    .updateTable('shop_setting')
    .set({ value: hold ? 'true' : 'false' })
    .where('key', '=', 'hold_new_reviews')
    .execute();
}
