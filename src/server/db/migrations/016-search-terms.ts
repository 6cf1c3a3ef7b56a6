import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/**
 * PostgreSQL: `inventory_term`, one row per word of a product on sale (exactly the lexemes of
 * its `search_vector`) with what a search sorts and filters by, so that a search reads a range
 * of one index and never the products' pages (docs/performance.md, "PostgreSQL search").
 *
 * A GIN index finds the matches but PostgreSQL must then visit each match's heap page for its
 * sort keys, about 4 500 pages for "dress"; here the primary key holds every column, so a word
 * or a prefix is an index-only range scan. `term` compares byte by byte (collation "C"), as
 * tsquery prefix matching does. Two columns spare a search grouping its rows by product:
 * - `prev_term`, the product's word before this one (in that order): a row is the first of its
 *   product to start with a prefix p unless `prev_term` starts with p too, i.e. `prev_term >= p`
 *   (a product counts once when a prefix matches several of its words);
 * - `next_name_term`, the least word of the product's name at or after this one: on that first
 *   row, the name has a word starting with p exactly when `next_name_term` does.
 * The rows follow `inventory` by statement triggers over transition tables (a bulk insert or
 * delete is one statement, not one per product). SQLite needs none of this: its FTS5 index
 * answers without visiting the table (no-op there).
 */
export const searchTerms: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    if (db.dialect !== 'postgres') return;
    const columns = `term text collate "C" not null,
        inventory_id integer not null,
        prev_term text collate "C",
        next_name_term text collate "C",
        price integer not null,
        created_at text not null,
        rating_display integer not null,
        review_count integer not null,
        root_category_id integer not null,
        sub_category_id integer not null`;
    const primaryKey = `primary key (term, inventory_id)
        include (prev_term, next_name_term, price, created_at, rating_display, review_count, root_category_id, sub_category_id)`;

    // The rows of some products of `inventory` (a transition table) that are on sale.
    const termsOf = (rows: string) => `select w.term, r.inventory_id,
        lag(w.term) over (partition by r.inventory_id order by w.term collate "C"),
        (select min(n collate "C") from unnest(tsvector_to_array(r.name_vector)) n where n collate "C" >= w.term collate "C"),
        r.price, r.created_at, r.rating_display, r.review_count, r.root_category_id, r.sub_category_id
      from ${rows} r, unnest(tsvector_to_array(r.search_vector)) w(term)
      where r.is_active = 1`;
    // What the rows are made of: a product whose values here did not change keeps its rows.
    const source = `inventory_id, search_vector, name_vector, is_active, price, created_at, rating_display,
      review_count, root_category_id, sub_category_id`;
    const changed = (from: string, to: string) => `(select ${source} from ${from} except select ${source} from ${to})`;
    // Old rows are found by key (term, id) from the old vector: no index on inventory_id needed.
    const removeTermsOf = (rows: string) => `delete from inventory_term t
      using (select r.inventory_id, w.term from ${rows} r, unnest(tsvector_to_array(r.search_vector)) w(term)
        where r.is_active = 1) g
      where t.term = g.term and t.inventory_id = g.inventory_id`;

    // Filled before its key is made: an index built at once is compact (filled by triggers
    // product by product, this one came to 1.7 times the size).
    await sql.raw(`create table inventory_term (${columns})`).execute(k);
    await sql.raw(`insert into inventory_term ${termsOf('inventory')}`).execute(k);
    await sql.raw(`alter table inventory_term add ${primaryKey}`).execute(k);
    await sql`analyze inventory_term`.execute(k);

    await sql
      .raw(
        `create function inventory_term_sync() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            insert into inventory_term ${termsOf('new_rows')};
          elsif tg_op = 'DELETE' then
            ${removeTermsOf('old_rows')};
          else
            ${removeTermsOf(changed('old_rows', 'new_rows'))};
            insert into inventory_term ${termsOf(changed('new_rows', 'old_rows'))};
          end if;
          return null;
        end $$`,
      )
      .execute(k);
    // A trigger with transition tables fires on one event only.
    await sql`create trigger inventory_term_insert after insert on inventory
        referencing new table as new_rows for each statement execute function inventory_term_sync()`.execute(k);
    await sql`create trigger inventory_term_delete after delete on inventory
        referencing old table as old_rows for each statement execute function inventory_term_sync()`.execute(k);
    await sql`create trigger inventory_term_update after update on inventory
        referencing old table as old_rows new table as new_rows for each statement execute function inventory_term_sync()`.execute(
      k,
    );
    await sql`create function inventory_term_truncate() returns trigger language plpgsql as $$
        begin truncate inventory_term; return null; end $$`.execute(k);
    await sql`create trigger inventory_term_truncate after truncate on inventory
        for each statement execute function inventory_term_truncate()`.execute(k);
  },
});
