import type { ShopSettings, ShopSettingsWrite } from '@shared/schemas/console-settings';
import { lockForUpdate, type Executor } from '@server/db/transaction';
import { conflict, notFound } from '@server/lib/errors';
import { changedFields, recordAudit } from '@server/modules/operator-write';
import * as orders from '@server/modules/order';
import { holdsNewReviews, setHoldNewReviews } from '@server/modules/shop-setting';
import { pricesIncludeTax, setTaxSettings, taxNumber } from '@server/modules/shipping';
import * as held from './held-reviews.repository.js';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

export async function readSettings(db: Executor): Promise<ShopSettings> {
  return {
    holdNewReviews: await holdsNewReviews(db),
    pricesIncludeTax: await pricesIncludeTax(db),
    taxNumber: await taxNumber(db),
  };
}

export async function saveSettings(deps: ConsoleDeps, actor: string, input: ShopSettingsWrite): Promise<ShopSettings> {
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    const before = await readSettings(tx.kysely);
    if (input.holdNewReviews !== undefined) await setHoldNewReviews(tx.kysely, input.holdNewReviews);
    await setTaxSettings(tx.kysely, input);
    await recordAudit(tx.kysely, {
      actor,
      entity: 'setting',
      entityId: null,
      action: 'update',
      subject: 'shop settings',
      detail: input,
      ...changedFields({ ...before }, { ...(await readSettings(tx.kysely)) }),
      now,
    });
  });
  return readSettings(deps.db.kysely);
}

/**
 * Approves a held review: it shows on its product page and counts in the rating from now on.
 * The product's row is locked first, as every rating recount is (review.service.ts). A review
 * not awaiting approval answers 409, so two operators approving at once record it once.
 */
export async function approveReview(deps: ConsoleDeps, actor: string, reviewId: number) {
  const now = deps.nowIso();
  const productId = await deps.db.transaction(async (tx) => {
    const review = await held.findHeldState(tx.kysely, reviewId);
    if (!review) throw notFound('Review');
    await lockForUpdate(tx, 'inventory', 'inventory_id', review.inventory_id);
    if (!(await held.approve(tx.kysely, reviewId))) throw conflict('This review is not awaiting approval');
    await held.recountRatingOf(tx.kysely, review.inventory_id);
    const orderId = review.order_item_id ? await held.orderIdOfItem(tx.kysely, review.order_item_id) : undefined;
    if (orderId !== undefined) {
      await orders.addEvent(tx.kysely, { orderId, type: 'review_approved', actor, detail: { reviewId }, now });
    }
    return review.inventory_id;
  });
  // The product page that follows counts the review at once, not a remembered answer.
  await deps.db.catchUp([productId]);
  return { reviewId, hidden: false };
}
