import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { bumpProductVersionOn } from './frozen/product-version-triggers.js';

/**
 * Catalogue edits are recorded whatever column they touch. Migration 007 made `inventory`'s
 * update trigger watch the columns that existed then, and 011 made `inventory_stock`'s watch
 * `stock`: a column added later would have changed public answers without making them stale
 * unless its migration remembered to add itself. Now any update of `inventory` bumps the
 * catalogue version, and any update of `inventory_stock` its product's version (inserts and
 * deletes of stock rows come with their product's, which bump the catalogue). A value that must
 * not empty the remembered answers on every change belongs in a table of its own, as stock does.
 */
export const wholeRowCatalogEdits: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    if (db.dialect === 'postgres') {
      await sql`drop trigger inventory_bumps_catalog on inventory`.execute(k);
      await sql`create trigger inventory_bumps_catalog after insert or update or delete or truncate on inventory
        for each statement execute function bump_catalog_version()`.execute(k);
      await sql`drop trigger if exists inventory_stock_columns_bumps_product on inventory_stock`.execute(k);
      await sql`drop trigger if exists inventory_stock_updates_bumps_product on inventory_stock`.execute(k);
    } else {
      await sql`drop trigger inventory_update_bumps_catalog`.execute(k);
      await sql`create trigger inventory_update_bumps_catalog after update on inventory
        begin update catalog_version set version = version + 1 where id = 1; end`.execute(k);
      await sql`drop trigger if exists inventory_stock_update_bumps_product`.execute(k);
    }
    await bumpProductVersionOn(k, db.dialect, {
      table: 'inventory_stock',
      idColumn: 'inventory_id',
      updatesOnly: true,
    });
  },
});
