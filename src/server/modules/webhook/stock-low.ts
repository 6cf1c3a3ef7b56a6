import type { Executor, Tx } from '@server/db/transaction';
import { LOW_STOCK_THRESHOLD } from '@shared/schemas/console-dashboard';
import { stockOf } from '@server/modules/stock';
import { recordWebhookEvent, type WebhookSink } from './record-event.js';
import { activeEndpoints } from './webhook.repository.js';

/**
 * Each product's count before a change that may lower it (read in the change's transaction);
 * nothing, and no read, while no active endpoint wants `stock.low` (placing an order is a hot path).
 */
export async function stockBefore(db: Executor, productIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const wanted = (await activeEndpoints(db)).some((w) => (JSON.parse(w.events_json) as string[]).includes('stock.low'));
  if (!wanted) return counts;
  for (const id of new Set(productIds)) counts.set(id, await stockOf(db, id));
  return counts;
}

/**
 * `stock.low` for each product whose count the change took from above the dashboard's low-stock
 * threshold to it or below: once per crossing, not at every sale while it stays low.
 */
export async function recordStockLow(tx: Tx, sink: WebhookSink, before: Map<number, number>, now: string) {
  for (const [productId, was] of before) {
    if (was <= LOW_STOCK_THRESHOLD) continue;
    if ((await stockOf(tx.kysely, productId)) > LOW_STOCK_THRESHOLD) continue;
    await recordWebhookEvent(tx, sink, 'stock.low', { kind: 'product', productId }, now);
  }
}
