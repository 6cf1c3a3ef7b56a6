import type { CreateReview } from '@shared/schemas/order';
import { lockForUpdate } from '@server/db/transaction';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { isUniqueViolation } from '@server/db/errors';
import { completedUploadUrlOf, markUsedBy } from '@server/modules/asset';
import * as catalog from '@server/modules/catalog';
import { customerActor } from '@server/modules/order';
import { tellReviewHidden } from '@server/modules/notification';
import * as orders from '@server/modules/order';
import { holdsNewReviews } from '@server/modules/shop-setting';
import type { ReviewDeps } from './review.deps.js';
import * as reviews from './review.repository.js';
import { recordWebhookEvent } from '@server/modules/webhook';

/**
 * Reviews of bought items (docs/after-sales.md "Reviews"): the owner of a paid order reviews
 * each of its items once. The product's rating and review count are recomputed from its visible
 * reviews in the review's own transaction, with the product's row locked first, so concurrent
 * reviews (or a review and an operator hiding one) never leave a stale average behind.
 */

export async function writeReview(
  deps: ReviewDeps,
  userId: number,
  orderUuid: string,
  orderItemId: number,
  input: CreateReview,
) {
  const order = await orders.findByUuidOf(deps.db.kysely, userId, orderUuid);
  if (!order) throw notFound('Order');
  if (order.payment_status !== 'success') throw conflict('Only items of a paid order can be reviewed');
  const item = (await orders.itemsOf(deps.db.kysely, order.order_id)).find((i) => i.order_item_id === orderItemId);
  if (!item) throw notFound('Order item');
  const photoPath = input.photoPath?.trim() || null;
  const notYours = () => badRequest('The photo must be one you uploaded');
  if (photoPath && !(await completedUploadUrlOf(deps.db.kysely, userId, photoPath))) throw notYours();
  const now = deps.nowIso();
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await lockForUpdate(tx, 'inventory', 'inventory_id', item.inventory_id))) {
        throw conflict('This product is no longer sold and cannot be reviewed');
      }
      // Marked in this transaction: the upload sweep deletes only unused photos, so it either
      // went before (and this answers 400) or leaves the photo for good.
      if (photoPath && !(await markUsedBy(tx.kysely, userId, photoPath))) throw notYours();
      // While the shop holds new reviews, one is written hidden and held: it shows once approved.
      const held = await holdsNewReviews(tx.kysely);
      const reviewId = await reviews.insertReview(tx.kysely, {
        inventory_id: item.inventory_id,
        user_id: userId,
        order_item_id: orderItemId,
        rating: input.rating,
        content: input.content,
        photo_path: photoPath,
        created_at: now,
        ...(held ? { held: 1, hidden_at: now } : {}),
      });
      await reviews.recountRating(tx.kysely, item.inventory_id);
      await orders.addEvent(tx.kysely, {
        orderId: order.order_id,
        type: 'reviewed',
        actor: customerActor(userId),
        detail: { reviewId, orderItemId, rating: input.rating, ...(held ? { held: true } : {}) },
        now,
      });
      await recordWebhookEvent(
        tx,
        deps.webhooks,
        'review.created',
        { kind: 'review', reviewId, orderId: order.order_id },
        now,
      );
      return { reviewId, awaitingApproval: held };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This item is already reviewed');
    throw err;
  }
}

export async function orderReviews(
  deps: ReviewDeps,
  userId: number,
  orderUuid: string,
  query: { page: number; num: number; sort: 'default' | 'newest' | 'rating_desc' | 'rating_asc' },
) {
  const order = await orders.findByUuidOf(deps.db.kysely, userId, orderUuid);
  if (!order) throw notFound('Order');
  const items = await orders.itemsOf(deps.db.kysely, order.order_id);
  const { rows } = await catalog.listReviews(
    deps.db.kysely,
    { orderItemIds: items.map((i) => i.order_item_id) },
    { sort: query.sort, limit: query.num, offset: (query.page - 1) * query.num },
  );
  // The author is told which of them still wait for the shop's approval.
  const held = await reviews.heldReviewIds(
    deps.db.kysely,
    rows.map((r) => r.reviewId),
  );
  return { list: rows.map((r) => ({ ...r, awaitingApproval: held.has(r.reviewId) })) };
}

/** Hides or shows a review; answers whether it is hidden now. Written to its order's events. */
export async function setReviewHidden(deps: ReviewDeps, actor: string, reviewId: number, hidden: boolean) {
  const now = deps.nowIso();
  const productId = await deps.db.transaction(async (tx) => {
    const review = await reviews.findReview(tx.kysely, reviewId);
    if (!review) throw notFound('Review');
    await lockForUpdate(tx, 'inventory', 'inventory_id', review.inventory_id);
    await reviews.setHiddenAt(tx.kysely, reviewId, hidden ? (review.hidden_at ?? now) : null);
    await reviews.recountRating(tx.kysely, review.inventory_id);
    const orderId = review.order_item_id ? await reviews.orderIdOfItem(tx.kysely, review.order_item_id) : undefined;
    if (orderId !== undefined) {
      await orders.addEvent(tx.kysely, {
        orderId,
        type: hidden ? 'review_hidden' : 'review_shown',
        actor,
        detail: { reviewId },
        now,
      });
      // The author learns of a review taken down (once: hiding a hidden review changes nothing).
      if (hidden && review.hidden_at === null && review.order_item_id !== null) {
        const about = await orders.lineOf(tx.kysely, review.order_item_id);
        if (!about) throw new Error(`order line ${review.order_item_id} of review ${reviewId} is gone`);
        await tellReviewHidden(
          tx,
          deps.notifications,
          { userId: review.user_id, orderUuid: about.order_uuid, productName: about.inventory_name },
          now,
        );
      }
    }
    return review.inventory_id;
  });
  // The product page that follows shows the change at once, not a remembered answer.
  await deps.db.catchUp([productId]);
  return { hidden };
}
