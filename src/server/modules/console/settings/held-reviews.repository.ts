import type { Executor } from '@server/db/transaction';
import { orderIdOfItem, recountRating } from '@server/modules/review';

export { orderIdOfItem, recountRating as recountRatingOf };

export async function findHeldState(db: Executor, reviewId: number) {
  return db
    .selectFrom('review')
    .select(['inventory_id', 'order_item_id', 'held'])
    .where('review_id', '=', reviewId)
    .executeTakeFirst();
}

/** Clears the hold and the hiding that came with it, only if it is still held; whether it was. */
export async function approve(db: Executor, reviewId: number): Promise<boolean> {
  const result = await db
    .updateTable('review')
    .set({ held: 0, hidden_at: null })
    .where('review_id', '=', reviewId)
    .where('held', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
