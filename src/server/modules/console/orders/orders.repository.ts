import { sql, type ExpressionBuilder } from 'kysely';
import { COMMITTED_REFUND_STATUSES } from '@shared/order-states';
import type { z } from 'zod';
import type { consoleOrderListQuerySchema } from '@shared/schemas/console';
import type { CustomerOrderTable, Database } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import { unitsBought } from '@server/modules/order';
import { containsText, startsWith } from '@server/modules/console/console-lists';

type OrderScope = ExpressionBuilder<Database & { o: CustomerOrderTable }, 'o'>;

/**
 * How many units order `o` has to ship: those bought less those cancellations took (pending or
 * succeeded ones). A subquery for lists and filters.
 */
export const lineCount = (_eb?: OrderScope) =>
  sql<number>`(coalesce((select sum(li.qty) from order_item li where li.order_id = o.order_id), 0)
    - coalesce((select sum(ri.qty) from refund_item ri join refund r on r.refund_id = ri.refund_id
      where r.order_id = o.order_id and r.kind = 'cancellation'
        and r.status in (${sql.join([...COMMITTED_REFUND_STATUSES])})), 0))`;

/** How many of order `o`'s units parcels hold. */
export const shippedCount = (_eb?: OrderScope) =>
  sql<number>`coalesce((select sum(si.qty) from shipment_item si
    join order_item sli on sli.order_item_id = si.order_item_id where sli.order_id = o.order_id), 0)`;

/** Paid, not refunded, with a unit not shipped yet: the operator's shipping queue. */
export const toShip = (eb: OrderScope) =>
  eb.and([
    eb('o.payment_status', '=', 'success'),
    eb('o.refund_status', '!=', 'refunded'),
    eb(shippedCount(eb), '<', lineCount(eb)),
  ]);

const ORDER_SORTS = {
  createdAt: 'o.created_at',
  amount: 'o.amount',
  orderNumber: 'o.order_number',
  customerEmail: 'o.customer_email',
} as const;

export type ConsoleOrderFilter = Omit<z.output<typeof consoleOrderListQuerySchema>, 'page' | 'num'> & {
  limit: number;
  offset: number;
};

/** The orders the list's filters keep (the order export reads the same), before sorting and paging. */
export function filteredOrders(
  db: Executor,
  filter: Pick<ConsoleOrderFilter, 'payment' | 'refund' | 'userId' | 'shipping' | 'search'>,
) {
  let base = db.selectFrom('customer_order as o');
  if (filter.payment) base = base.where('o.payment_status', '=', filter.payment);
  if (filter.refund) base = base.where('o.refund_status', '=', filter.refund);
  if (filter.userId) base = base.where('o.user_id', '=', filter.userId);
  switch (filter.shipping) {
    case 'to_ship':
      base = base.where(toShip);
      break;
    case 'unshipped':
      base = base.where((eb) => eb(shippedCount(eb), '=', 0));
      break;
    case 'partial':
      base = base.where((eb) => eb.and([eb(shippedCount(eb), '>', 0), eb(shippedCount(eb), '<', lineCount(eb))]));
      break;
    case 'shipped':
      base = base.where((eb) => eb(shippedCount(eb), '>=', lineCount(eb)));
      break;
  }
  const search = filter.search;
  if (search) {
    base = base.where((eb) =>
      eb.or([
        startsWith(eb.ref('o.order_number'), search.toUpperCase()),
        containsText(eb.ref('o.customer_email'), search),
      ]),
    );
  }
  return base;
}

/**
 * Orders of every customer, filtered by payment, refund and shipping state, by customer, and by
 * order number (its start) or email (any part); sorted by one column, then newest first.
 */
export async function listOrders(db: Executor, filter: ConsoleOrderFilter) {
  const base = filteredOrders(db, filter);
  const [rows, count] = await Promise.all([
    base
      .selectAll('o')
      .select(unitsBought)
      .select((eb) => [lineCount(eb).as('line_count'), shippedCount(eb).as('shipped_count')])
      .orderBy(ORDER_SORTS[filter.sort], filter.order)
      .orderBy('o.order_id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

const withCounts = (db: Executor) =>
  db
    .selectFrom('customer_order as o')
    .selectAll('o')
    .select((eb) => [lineCount(eb).as('line_count'), shippedCount(eb).as('shipped_count')]);

/** One order with its units to ship and units shipped. */
export async function findByUuid(db: Executor, orderUuid: string) {
  return withCounts(db).where('o.order_uuid', '=', orderUuid).executeTakeFirst();
}

/** The same, by the order's row id. */
export async function findWithCountsById(db: Executor, orderId: number) {
  return withCounts(db).where('o.order_id', '=', orderId).executeTakeFirst();
}

/** Where an order's units are, from its counts (`line_count`: units to ship, `shipped_count`: units shipped). */
export function shippingStateOf(row: { line_count: unknown; shipped_count: unknown }) {
  const shipped = Number(row.shipped_count ?? 0);
  if (shipped === 0) return 'unshipped' as const;
  return shipped < Number(row.line_count ?? 0) ? ('partial' as const) : ('shipped' as const);
}

/** The email of each account among `userIds` (for the timeline's "who"). */
export async function emailsOf(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('app_user').select(['user_id', 'email']).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.user_id, r.email]));
}

/** The SKU of what each line of the order sold: its combination's, else its product's (today's). */
export async function skusOf(db: Executor, orderId: number): Promise<Map<number, string | null>> {
  const rows = await db
    .selectFrom('order_item as oi')
    .leftJoin('product_variant as v', 'v.variant_id', 'oi.variant_id')
    .leftJoin('inventory as i', 'i.inventory_id', 'oi.inventory_id')
    .select(['oi.order_item_id', 'v.sku as variant_sku', 'i.sku'])
    .where('oi.order_id', '=', orderId)
    .execute();
  return new Map(rows.map((r) => [r.order_item_id, r.variant_sku ?? r.sku ?? null]));
}
