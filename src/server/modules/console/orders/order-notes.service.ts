import { notFound } from '@server/lib/errors';
import * as orders from '@server/modules/order';
import * as repo from './orders.repository.js';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

/**
 * An internal note is one more event of the order (`note`, its text in the detail), so the
 * timeline shows it in its place among what happened, with who wrote it and when. Customers
 * never read order events, so the note stays inside the shop.
 */
export async function addNote(deps: ConsoleDeps, actor: string, orderUuid: string, note: string) {
  const now = deps.nowIso();
  await deps.db.transaction(async (tx) => {
    const order = await repo.findByUuid(tx.kysely, orderUuid);
    if (!order) throw notFound('Order');
    await orders.addEvent(tx.kysely, { orderId: order.order_id, type: 'note', actor, detail: { note }, now });
  });
  return { note, createdAt: now };
}
