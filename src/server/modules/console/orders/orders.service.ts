import type { z } from 'zod';
import type { consoleOrderListQuerySchema } from '@shared/schemas/console';
import { notFound } from '@server/lib/errors';
import { listFilter } from '@server/modules/console/console-lists';
import { actorUserId, SYSTEM_ACTOR, toOrder, toOrderDetail } from '@server/modules/order';
import * as orders from '@server/modules/order';
import { moneyOf, toOrderRefunds } from '@server/modules/refund';
import { shipmentsIn } from '@server/modules/shipment';
import type { Executor } from '@server/db/transaction';
import { apiKeyNamesOf } from '@server/modules/api-key';
import { actorApiKeyId } from '@server/modules/operator-write';
import * as repo from './orders.repository.js';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

const isId = (id: number | null): id is number => id !== null;

/** Every customer's orders, filtered and paged, with who bought and where the lines are. */
export async function listOrders(deps: ConsoleDeps, query: z.output<typeof consoleOrderListQuerySchema>) {
  const { rows, total } = await repo.listOrders(deps.db.kysely, listFilter(query));
  const taxLines = await orders.taxLinesOf(
    deps.db.kysely,
    rows.map((r) => r.order_id),
  );
  return {
    list: rows.map(({ item_count, ...row }) => ({
      ...toOrder(row, Number(item_count ?? 0), taxLines),
      customerEmail: row.customer_email,
      shippingState: repo.shippingStateOf(row),
    })),
    total,
  };
}

/** The provider's side of the latest decided refund: a failed one shows here, never as refunded. */
function outcomeOf(refunds: { status: string }[]): 'pending' | 'succeeded' | 'failed' | null {
  const decided = refunds.filter((r) => r.status === 'pending' || r.status === 'succeeded' || r.status === 'failed');
  const last = decided.at(-1)?.status;
  return last === 'pending' || last === 'succeeded' || last === 'failed' ? last : null;
}

/** One order with its customer, shipments and timeline; each event names who made it. */
export async function orderDetail(deps: ConsoleDeps, orderUuid: string) {
  const order = await repo.findByUuid(deps.db.kysely, orderUuid);
  if (!order) throw notFound('Order');
  return orderDetailOf(deps.db.kysely, order);
}

/** The detail of an order read through `db` (a transaction's, for a webhook's `data`). */
export async function orderDetailOf(db: Executor, order: NonNullable<Awaited<ReturnType<typeof repo.findByUuid>>>) {
  const [items, money, shipments, events, skus] = await Promise.all([
    orders.itemsOf(db, order.order_id),
    moneyOf(db, order.order_id),
    shipmentsIn(db, order.order_id),
    orders.eventsOf(db, order.order_id),
    repo.skusOf(db, order.order_id),
  ]);
  const names = await repo.emailsOf(db, [...new Set(events.map((e) => actorUserId(e.actor)))].filter(isId));
  const keyNames = await apiKeyNamesOf(db, [...new Set(events.map((e) => actorApiKeyId(e.actor)))].filter(isId));
  const nameOf = (actor: string) => {
    const keyId = actorApiKeyId(actor);
    if (keyId !== null) return `API key ${keyNames.get(keyId) ?? keyId}`;
    return names.get(actorUserId(actor) ?? 0) ?? (actor === SYSTEM_ACTOR ? 'System' : actor);
  };
  const detail = toOrderDetail(order, items, toOrderRefunds(money), await orders.taxLinesOf(db, [order.order_id]));
  return {
    ...detail,
    items: detail.items.map((item) => ({ ...item, sku: skus.get(item.orderItemId) ?? null })),
    customerEmail: order.customer_email,
    refundOutcome: outcomeOf(money.refunds),
    shippingState: repo.shippingStateOf(order),
    shipments,
    events: events.map((e) => ({
      type: e.type,
      actor: e.actor,
      actorName: nameOf(e.actor),
      detail: JSON.parse(e.detail_json) as Record<string, unknown>,
      createdAt: e.created_at,
    })),
  };
}
