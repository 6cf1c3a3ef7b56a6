import type { NewReviewRow } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

export async function insertReview(db: Executor, row: NewReviewRow) {
  const { review_id } = await db.insertInto('review').values(row).returning('review_id').executeTakeFirstOrThrow();
  return review_id;
}

export async function findReview(db: Executor, reviewId: number) {
  return db
    .selectFrom('review')
    .select(['inventory_id', 'order_item_id', 'hidden_at', 'user_id'])
    .where('review_id', '=', reviewId)
    .executeTakeFirst();
}

/** Which of these reviews are held for the shop's approval. */
export async function heldReviewIds(db: Executor, reviewIds: number[]): Promise<Set<number>> {
  if (reviewIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('review')
    .select('review_id')
    .where('review_id', 'in', reviewIds)
    .where('held', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.review_id));
}

/** `null` shows the review again (and so ends a hold for approval: showing it approves it). */
export async function setHiddenAt(db: Executor, reviewId: number, hiddenAt: string | null) {
  await db
    .updateTable('review')
    .set(hiddenAt === null ? { hidden_at: null, held: 0 } : { hidden_at: hiddenAt })
    .where('review_id', '=', reviewId)
    .execute();
}

/** The order an order line belongs to; undefined when the line is gone. */
export async function orderIdOfItem(db: Executor, orderItemId: number) {
  const item = await db
    .selectFrom('order_item')
    .select('order_id')
    .where('order_item_id', '=', orderItemId)
    .executeTakeFirst();
  return item?.order_id;
}

/**
 * The product's rating (hundredths of a star, 5.00 without reviews) and review count, from its
 * visible reviews. The caller holds the product's row lock, so this read sees every committed
 * review and no other writer can interleave.
 */
export async function recountRating(db: Executor, productId: number) {
  const { n, average } = await db
    .selectFrom('review')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number | null>('rating').as('average')])
    .where('inventory_id', '=', productId)
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('inventory')
    .set({
      review_count: Number(n),
      rating_display: average === null ? 500 : Math.round(Number(average) * 100),
    })
    .where('inventory_id', '=', productId)
    .execute();
}
