import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull } from './helpers.js';

/**
 * Refunds, shipments and reviews of bought items (docs/after-sales.md).
 *
 * A refund is asked for by the shopper (`refund_status` 'requested', with a reason) and decided
 * by an operator. An approved refund goes through the payment provider: `refund_attempt` makes
 * each attempt's idempotency key, so a retried call never refunds twice while a refund that
 * failed can be tried anew; `refund_outcome` is the provider's answer (pending, succeeded,
 * failed), which only operators see.
 *
 * A shipment carries order items; each item ships once (`shipment_item.order_item_id` unique).
 *
 * Reviews: one per order item (a partial unique index — demo reviews have none), hidden by an
 * operator rather than deleted, and rated in half stars, so PostgreSQL's column becomes `real`
 * (SQLite's integer affinity already keeps 4.5 as 4.5).
 */
export const afterSales: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    for (const [column, type] of [
      ['refund_reason', 'text'],
      ['refund_remark', 'text'],
      ['refund_requested_at', 'text'],
      ['refund_decided_at', 'text'],
      ['refund_provider_id', 'text'],
      ['refund_outcome', 'text'],
    ] as const) {
      await k.schema.alterTable('customer_order').addColumn(column, type).execute();
    }
    await k.schema
      .alterTable('customer_order')
      .addColumn('refund_attempt', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`create index customer_order_refund_idx on customer_order (refund_status)
      where refund_status = 'requested'`.execute(k);

    await withId(db, k.schema.createTable('shipment'), 'shipment_id')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id').onDelete('cascade'))
      .addColumn('carrier_name', 'text', notNull)
      .addColumn('tracking_number', 'text', notNull)
      .addColumn('shipment_status', 'text', (c) =>
        c.notNull().check(sql`shipment_status in ('shipped','in_transit','out_for_delivery','delivered','exception')`),
      )
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('shipment_order_idx').on('shipment').column('order_id').execute();
    await k.schema
      .createTable('shipment_item')
      .addColumn('order_item_id', 'integer', (c) =>
        c.primaryKey().references('order_item.order_item_id').onDelete('cascade'),
      )
      .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipment.shipment_id').onDelete('cascade'))
      .execute();
    await k.schema.createIndex('shipment_item_shipment_idx').on('shipment_item').column('shipment_id').execute();

    await k.schema.alterTable('review').addColumn('hidden_at', 'text').execute();
    await sql`create unique index review_order_item_uq on review (order_item_id)
      where order_item_id is not null`.execute(k);
    if (db.dialect === 'postgres') {
      await sql`alter table review alter column rating type real`.execute(k);
    }
  },
});
