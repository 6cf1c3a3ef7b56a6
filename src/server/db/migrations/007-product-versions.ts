import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { bumpProductVersionOn, createProductVersionFunction } from './frozen/product-version-triggers.js';

/**
 * Finer invalidation (docs/architecture.md). A review no longer bumps the catalogue version:
 * it bumps its product's row in `product_version`, so only that product's page and reviews are
 * remade. The catalogue trigger on `inventory` now fires for inserts, deletes and updates of the
 * columns that exist today, so a column added later (the stock count) is not a catalogue edit
 * unless its migration says so; the stock migration gives it `bumpProductVersionOn` instead.
 */
export const productVersions: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('product_version')
      .addColumn('inventory_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    const productColumns = await catalogColumnsOfProduct(k, db.dialect);
    if (db.dialect === 'postgres') {
      await sql`drop trigger review_bumps_catalog on review`.execute(k);
      await sql`create trigger review_bumps_catalog after truncate on review
        for each statement execute function bump_catalog_version()`.execute(k);
      await sql`drop trigger inventory_bumps_catalog on inventory`.execute(k);
      await sql`create trigger inventory_bumps_catalog
        after insert or update of ${sql.raw(productColumns.join(', '))} or delete or truncate on inventory
        for each statement execute function bump_catalog_version()`.execute(k);
      await createProductVersionFunction(k);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger ${sql.raw(`review_${event}_bumps_catalog`)}`.execute(k);
      }
      await sql`drop trigger inventory_update_bumps_catalog`.execute(k);
      await sql`create trigger inventory_update_bumps_catalog after update of ${sql.raw(productColumns.join(', '))} on inventory
        begin update catalog_version set version = version + 1 where id = 1; end`.execute(k);
    }
    await bumpProductVersionOn(k, db.dialect, { table: 'review', idColumn: 'inventory_id' });
  },
});

/** The columns of `inventory` as they stand (PostgreSQL's generated search vectors excepted). */
async function catalogColumnsOfProduct(k: Kysely<any>, dialect: string): Promise<string[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'inventory' and is_generated = 'NEVER'
      order by ordinal_position`.execute(k);
    return rows.map((r) => r.column_name);
  }
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info('inventory')`.execute(k);
  return rows.map((r) => r.name);
}
