import type { Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull } from './helpers.js';

/**
 * The operator console's catalogue writes (docs/operator-console.md).
 *
 * `stock_movement`: every change of a product's count made by hand, with its reason, who made it
 * and the count it left; sales and releases are not rows here (their orders' events say them).
 * `admin_audit`: one row per operator write to the catalogue, the menu, the home page or a coupon
 * — who (`operator:{userId}`), what (entity and id), which action, a JSON summary and when. It is
 * not a catalogue table, so writing it bumps no version.
 */
export const adminCatalog: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('stock_movement'), 'movement_id')
      .addColumn('inventory_id', 'integer', (c) => c.notNull().references('inventory.inventory_id').onDelete('cascade'))
      .addColumn('delta', 'integer', notNull)
      .addColumn('stock_after', 'integer', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('actor', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema
      .createIndex('stock_movement_inventory_idx')
      .on('stock_movement')
      .columns(['inventory_id', 'movement_id'])
      .execute();

    await withId(db, k.schema.createTable('admin_audit'), 'audit_id')
      .addColumn('actor', 'text', notNull)
      .addColumn('entity', 'text', notNull)
      .addColumn('entity_id', 'integer')
      .addColumn('action', 'text', notNull)
      .addColumn('detail_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('admin_audit_entity_idx').on('admin_audit').columns(['entity', 'entity_id']).execute();
  },
});
