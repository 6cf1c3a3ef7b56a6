import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/**
 * Searches are answered from the catalogue index each instance keeps in memory
 * (modules/catalog/search/text-index.ts), built from `search_name` and `search_body`, which stay.
 * The database's own search structures are no longer read, so they go, and with them their cost
 * on every product write: SQLite's FTS5 table and its triggers; PostgreSQL's `inventory_term`
 * (one row per word and product, rewritten by trigger), its two tsvector columns and their index.
 */
export const searchInMemory: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    if (db.dialect === 'postgres') {
      for (const trigger of ['insert', 'delete', 'update', 'truncate'])
        await sql.raw(`drop trigger if exists inventory_term_${trigger} on inventory`).execute(k);
      await sql`drop function if exists inventory_term_sync()`.execute(k);
      await sql`drop function if exists inventory_term_truncate()`.execute(k);
      await sql`drop table if exists inventory_term`.execute(k);
      await sql`drop index if exists inventory_search_idx`.execute(k);
      await sql`alter table inventory drop column if exists search_vector, drop column if exists name_vector`.execute(
        k,
      );
    } else {
      for (const trigger of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger if exists inventory_fts_${trigger}`).execute(k);
      await sql`drop table if exists inventory_fts`.execute(k);
    }
  },
});
