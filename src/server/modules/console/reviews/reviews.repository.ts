import type { z } from 'zod';
import type { consoleReviewListQuerySchema } from '@shared/schemas/console-reviews';
import type { Executor } from '@server/db/transaction';
import { containsText } from '@server/modules/console/console-lists';

type ReviewFilter = Omit<z.output<typeof consoleReviewListQuerySchema>, 'page' | 'num'> & {
  limit: number;
  offset: number;
  /** One review only (a webhook's `data`). */
  reviewId?: number;
};

const REVIEW_SORTS = { createdAt: 'r.created_at', rating: 'r.rating' } as const;

/**
 * Every review, hidden ones included, with its product, its author's email and the order it came
 * from; filtered by whole stars and visibility, searched in the product's name and the email.
 */
export async function listReviews(db: Executor, filter: ReviewFilter) {
  let base = db
    .selectFrom('review as r')
    .innerJoin('inventory as i', 'i.inventory_id', 'r.inventory_id')
    .innerJoin('app_user as u', 'u.user_id', 'r.user_id')
    .leftJoin('order_item as oi', 'oi.order_item_id', 'r.order_item_id')
    .leftJoin('customer_order as o', 'o.order_id', 'oi.order_id');
  // Whole stars: 4 is (3, 4], so the half star 3.5 counts as 4.
  if (filter.rating) base = base.where('r.rating', '>', filter.rating - 1).where('r.rating', '<=', filter.rating);
  if (filter.reviewId !== undefined) base = base.where('r.review_id', '=', filter.reviewId);
  if (filter.visibility === 'visible') base = base.where('r.hidden_at', 'is', null);
  if (filter.visibility === 'hidden') base = base.where('r.hidden_at', 'is not', null).where('r.held', '=', 0);
  if (filter.visibility === 'awaiting') base = base.where('r.held', '=', 1);
  const search = filter.search;
  if (search) {
    base = base.where((eb) => eb.or([containsText(eb.ref('i.name'), search), containsText(eb.ref('u.email'), search)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'r.review_id',
        'r.inventory_id',
        'i.name',
        'r.rating',
        'r.content',
        'r.photo_path',
        'u.email',
        'r.created_at',
        'r.hidden_at',
        'r.held',
        'o.order_uuid',
        'o.order_number',
      ])
      .orderBy(REVIEW_SORTS[filter.sort], filter.order)
      .orderBy('r.review_id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      reviewId: r.review_id,
      productId: r.inventory_id,
      productName: r.name,
      rating: Number(r.rating),
      content: r.content,
      photoPath: r.photo_path,
      customerEmail: r.email,
      createdAt: r.created_at,
      hidden: r.hidden_at !== null,
      awaitingApproval: Number(r.held) === 1,
      orderUuid: r.order_uuid,
      orderNumber: r.order_number,
    })),
    total: Number(count.total),
  };
}
