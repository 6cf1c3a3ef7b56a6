import type { Executor } from '@server/db/transaction';
import { endPending } from '@server/modules/payment';
import { giveBackUnits } from '@server/modules/variant';
import { releaseCouponUse } from './coupon-use.repository.js';
import * as repo from './order.repository.js';

export type ReleasedStatus = 'cancelled' | 'expired' | 'failed';

/**
 * Ends an unpaid order: its status moves from pending (a conditional update, so of the sweep,
 * a webhook and a newer order racing, one releases it), its units go back to stock, its coupon
 * use is given back and an event says who did it. Answers false if it was no longer pending.
 * Run it in the caller's transaction.
 */
export async function releaseOrder(
  db: Executor,
  order: { order_id: number; order_number: string },
  to: ReleasedStatus,
  actor: string,
  now: string,
  detail: object = {},
): Promise<boolean> {
  if (!(await repo.moveStatus(db, order.order_id, ['pending'], to, now))) return false;
  const items = await repo.itemsOf(db, order.order_id);
  await giveBackUnits(
    db,
    items.map((i) => ({ productId: i.inventory_id, variantId: i.variant_id, qty: i.qty, name: i.inventory_name })),
    { actor, now, from: `order ${order.order_number}` },
  );
  await releaseCouponUse(db, order.order_number);
  await endPending(db, order.order_id, to, now);
  await repo.addEvent(db, { orderId: order.order_id, type: to, actor, detail, now });
  return true;
}
