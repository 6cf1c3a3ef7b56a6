import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.js';
import { unitsBought } from '../order/order.repository.js';

export interface AdminOrderFilter {
  status?: string;
  search?: string;
  limit: number;
  offset: number;
}

/** Orders of every customer, newest first, filtered by status and by order number or email. */
export async function listOrders(db: Executor, filter: AdminOrderFilter) {
  let base = db.selectFrom('customer_order as o');
  if (filter.status === 'refund_requested') base = base.where('o.refund_status', '=', 'requested');
  else if (filter.status) base = base.where('o.payment_status', '=', filter.status as 'success');
  if (filter.search) {
    // The search is text, not a pattern: LIKE's wildcards in it match themselves.
    const literal = filter.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('o.order_number')} like ${`${literal.toUpperCase()}%`} escape '\\'`,
        sql<boolean>`lower(${eb.ref('o.customer_email')}) like ${`%${literal.toLowerCase()}%`} escape '\\'`,
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll('o')
      .select(unitsBought)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.order_id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findByUuid(db: Executor, orderUuid: string) {
  return db.selectFrom('customer_order').selectAll().where('order_uuid', '=', orderUuid).executeTakeFirst();
}
