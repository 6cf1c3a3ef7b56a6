import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/**
 * The index keys of each sort as they were when this migration was written (a migration never
 * changes after it ships; catalog/sorts.ts is the live definition, and a test keeps them equal).
 */
export const INDEXED_SORTS = {
  default: 'popularity desc, inventory_id',
  price_asc: 'price, inventory_id',
  price_desc: 'price desc, inventory_id',
  newest: 'created_at desc, inventory_id',
  rating: '(review_count > 0) desc, rating_display desc, review_count desc, inventory_id',
} as const;

/**
 * Category pages and search at 100 000 products: one index per sort for each way of browsing
 * (a root category, a sub-category, everything), so a page is an index range scan; and a
 * full-text index over normalised text (lower-case, accents folded, tokens split on anything
 * that is not a letter or digit) that both engines tokenise alike.
 */
export const catalogSearch: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema
      .alterTable('inventory')
      .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await k.schema
      .alterTable('inventory')
      .addColumn('search_body', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    for (const [sort, keys] of Object.entries(INDEXED_SORTS)) {
      await sql
        .raw(`create index inventory_root_${sort}_idx on inventory (root_category_id, is_active, ${keys})`)
        .execute(k);
      await sql
        .raw(`create index inventory_sub_${sort}_idx on inventory (sub_category_id, is_active, ${keys})`)
        .execute(k);
      await sql.raw(`create index inventory_all_${sort}_idx on inventory (is_active, ${keys})`).execute(k);
    }

    if (db.dialect === 'postgres') {
      // A partial index: only products on sale are searched.
      await sql`alter table inventory add column search_vector tsvector generated always as (
          setweight(to_tsvector('simple', search_name), 'A') || setweight(to_tsvector('simple', search_body), 'B')
        ) stored`.execute(k);
      await sql`create index inventory_search_idx on inventory using gin (search_vector) where is_active = 1`.execute(
        k,
      );
      // Ranking asks only whether the name matches, from this small vector: ts_rank over a few
      // thousand matches cost more than the search itself.
      await sql`alter table inventory add column name_vector tsvector generated always as (to_tsvector('simple', search_name)) stored`.execute(
        k,
      );
      return;
    }
    await sql`create virtual table inventory_fts using fts5(
        search_name, search_body,
        content='inventory', content_rowid='inventory_id',
        tokenize="unicode61 remove_diacritics 2", prefix='2 3 4')`.execute(k);
    // Only products on sale are indexed, so a search never has to visit the table to check.
    await sql`create trigger inventory_fts_insert after insert on inventory when new.is_active = 1 begin
        insert into inventory_fts(rowid, search_name, search_body) values (new.inventory_id, new.search_name, new.search_body);
      end`.execute(k);
    await sql`create trigger inventory_fts_delete after delete on inventory when old.is_active = 1 begin
        insert into inventory_fts(inventory_fts, rowid, search_name, search_body) values ('delete', old.inventory_id, old.search_name, old.search_body);
      end`.execute(k);
    await sql`create trigger inventory_fts_update after update of search_name, search_body, is_active on inventory begin
        insert into inventory_fts(inventory_fts, rowid, search_name, search_body)
          select 'delete', old.inventory_id, old.search_name, old.search_body where old.is_active = 1;
        insert into inventory_fts(rowid, search_name, search_body)
          select new.inventory_id, new.search_name, new.search_body where new.is_active = 1;
      end`.execute(k);
  },
});
