import { sql } from 'kysely';
import type { Executor } from '@server/db/transaction';
import { toShip } from '@server/modules/console/orders/orders.repository';
import {
  refundedOfOrder,
  refundedShippingOfOrder,
  refundedShippingTaxOfOrder,
  refundedTaxOfOrder,
} from '@server/modules/refund';

const order = sql.ref('o.order_id');
const shippingTaxOf = (orderId: typeof order) =>
  sql<number>`(select coalesce(sum(t.amount), 0) from order_tax_line t where t.order_id = ${orderId} and t.kind = 'shipping')`;

/** Paid orders since `sinceIso`, per UTC day: how many, and what they brought less refunds. */
export async function paidPerDay(db: Executor, sinceIso: string) {
  const day = sql<string>`substr(o.paid_at, 1, 10)`;
  const rows = await db
    .selectFrom('customer_order as o')
    .select((eb) => [
      day.as('day'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn
        .coalesce(
          // What each order kept: paid, less its refunds that went (or are going) back.
          eb.fn.sum<number>(sql`o.amount - ${refundedOfOrder(sql.ref('o.order_id'))}`),
          eb.lit(0),
        )
        .as('revenue'),
      // The same without tax and shipping: less the tax kept and the delivery's price kept; with
      // prices that include tax the shipping's tax is inside both, so it is taken off once.
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            sql`o.amount - ${refundedOfOrder(order)}
              - (o.tax_amount - ${refundedTaxOfOrder(order)})
              - (o.shipping_amount - ${refundedShippingOfOrder(order)})
              + o.prices_include_tax * (${shippingTaxOf(order)} - ${refundedShippingTaxOfOrder(order)})`,
          ),
          eb.lit(0),
        )
        .as('net_revenue'),
    ])
    .where('o.payment_status', '=', 'success')
    .where('o.paid_at', '>=', sinceIso)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({
    day: r.day,
    orders: Number(r.orders),
    revenue: Number(r.revenue),
    netRevenue: Number(r.net_revenue),
  }));
}

export async function countToShip(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('customer_order as o')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(toShip)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countRefundRequests(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('customer_order')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('refund_status', '=', 'requested')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Products on sale with `threshold` or fewer units left: how many products (one with three low
 * combinations is one product to restock, not three), and the `limit` lowest counts, a product
 * counted per colour and size by its combinations, each named by its SKU.
 */
export async function lowStock(db: Executor, threshold: number, limit: number) {
  const plain = db
    .selectFrom('inventory_stock as s')
    .innerJoin('inventory as i', 'i.inventory_id', 's.inventory_id')
    .where('i.is_active', '=', 1)
    .where('s.stock', '<=', threshold)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_variant as pv')
            .select('pv.variant_id')
            .whereRef('pv.inventory_id', '=', 'i.inventory_id')
            .where('pv.is_active', '=', 1),
        ),
      ),
    );
  const combos = db
    .selectFrom('product_variant as v')
    .innerJoin('inventory as i', 'i.inventory_id', 'v.inventory_id')
    .where('i.is_active', '=', 1)
    .where('v.is_active', '=', 1)
    .where('v.stock', '<=', threshold);
  const [plainCount, comboCount, plainRows, comboRows] = await Promise.all([
    plain.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    combos.select((eb) => eb.fn.count<number>('v.inventory_id').distinct().as('n')).executeTakeFirstOrThrow(),
    plain
      .select(['i.inventory_id', 'i.name', 's.stock'])
      .orderBy('s.stock')
      .orderBy('i.inventory_id')
      .limit(limit)
      .execute(),
    combos
      .select(['i.inventory_id', 'i.name', 'v.sku', 'v.stock'])
      .orderBy('v.stock')
      .orderBy('i.inventory_id')
      .orderBy('v.variant_id')
      .limit(limit)
      .execute(),
  ]);
  const products = [
    ...plainRows.map((p) => ({ productId: p.inventory_id, name: p.name, sku: null, stock: p.stock })),
    ...comboRows.map((v) => ({ productId: v.inventory_id, name: v.name, sku: v.sku, stock: v.stock })),
  ]
    .sort((x, y) => x.stock - y.stock || x.productId - y.productId)
    .slice(0, limit);
  return { count: Number(plainCount.n) + Number(comboCount.n), products };
}

/**
 * Unpaid orders still holding `threshold` units or more: how many, and the `limit` largest. Such a
 * hold keeps stock from other shoppers until it expires; the operator may want to know who.
 */
export async function largeHolds(db: Executor, threshold: number, nowIso: string, limit: number) {
  const holds = db
    .selectFrom('customer_order as o')
    .innerJoin('order_item as i', 'i.order_id', 'o.order_id')
    .where('o.payment_status', '=', 'pending')
    .where('o.expires_at', '>', nowIso)
    .groupBy(['o.order_id', 'o.order_uuid', 'o.order_number', 'o.customer_email', 'o.amount', 'o.expires_at'])
    .having((eb) => eb.fn.sum('i.qty'), '>=', threshold)
    .select((eb) => [
      'o.order_id',
      'o.order_uuid',
      'o.order_number',
      'o.customer_email',
      'o.amount',
      'o.expires_at',
      eb.fn.sum<number>('i.qty').as('units'),
    ]);
  const [count, orders] = await Promise.all([
    db
      .selectFrom(holds.as('h'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    holds.orderBy('units', 'desc').orderBy('o.order_id').limit(limit).execute(),
  ]);
  return {
    count: Number(count.n),
    orders: orders.map((o) => ({
      orderUuid: o.order_uuid,
      orderNumber: o.order_number,
      customerEmail: o.customer_email,
      units: Number(o.units), // PostgreSQL sums as bigint
      amount: o.amount,
      expiresAt: o.expires_at,
    })),
  };
}
