import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/**
 * The products on sale by id with their last change, in an index of their own, for the sitemaps
 * (modules/seo): a file of 50 000 products is then a range of this small index rather than of
 * the products' table, whose rows carry descriptions and galleries (at 100 000 products reading
 * the table's range took most of a file's 300 ms budget on SQLite). Partial, so a withdrawn
 * product is not in it, and the highest id on sale is its last entry.
 */
export const sitemapIndex: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    if (db.dialect === 'postgres') {
      await sql`create index inventory_sitemap_idx on inventory (inventory_id) include (updated_at) where is_active = 1`.execute(
        k,
      );
    } else {
      // is_active too: SQLite reads an index as covering only when it holds every column named.
      await sql`create index inventory_sitemap_idx on inventory (inventory_id, updated_at, is_active)
        where is_active = 1`.execute(k);
    }
  },
});
