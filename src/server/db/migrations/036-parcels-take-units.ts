import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/**
 * A parcel (shipment) holds units of an order's lines, not whole lines: `shipment_item` gains
 * `qty`, and its key becomes (shipment, line), so one line of three lamps can go in two parcels.
 * That no line ships more units than it has left is held by the shipment's transaction, under
 * the order's lock (docs/after-sales.md "Shipments").
 *
 * A line shipped before this held every unit not cancelled: its row gets the line's quantity less
 * the units cancellations took (those of pending or succeeded cancellations).
 *
 * The table is made anew (SQLite cannot change a primary key in place), in both dialects alike.
 */
export const parcelsTakeUnits: DialectMigration = () => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('shipment_item_units')
      .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipment.shipment_id').onDelete('cascade'))
      .addColumn('order_item_id', 'integer', (c) =>
        c.notNull().references('order_item.order_item_id').onDelete('cascade'),
      )
      .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty >= 1`))
      .addPrimaryKeyConstraint('shipment_item_units_pk', ['shipment_id', 'order_item_id'])
      .execute();
    await sql`insert into shipment_item_units (shipment_id, order_item_id, qty)
      select shipment_id, order_item_id, case when units < 1 then 1 else units end
      from (
        select si.shipment_id, si.order_item_id, oi.qty - coalesce((
          select sum(ri.qty) from refund_item ri join refund r on r.refund_id = ri.refund_id
          where ri.order_item_id = si.order_item_id and r.kind = 'cancellation'
            and r.status in ('pending', 'succeeded')), 0) as units
        from shipment_item si join order_item oi on oi.order_item_id = si.order_item_id
      ) shipped`.execute(k);
    await k.schema.dropTable('shipment_item').execute();
    await k.schema.alterTable('shipment_item_units').renameTo('shipment_item').execute();
    await k.schema.createIndex('shipment_item_line_idx').on('shipment_item').column('order_item_id').execute();
  },
});
