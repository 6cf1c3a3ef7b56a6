import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/** Change-log rows older than this many catalogue versions are deleted by the next write (as migration 034's). */
const KEPT_VERSIONS = 1000;

/**
 * `search_synonym`: the synonym groups the operator edits in the console, one row each in the
 * order shown (`position`), `entries` as written, separated by commas ("tee, t-shirt, tshirt").
 * Searches read them at the catalogue version they answer at, so a write bumps the catalogue
 * version like the shop pages' (migration 021) and logs product 0 in `catalog_change`
 * (migration 034): nothing the catalogue index holds changed, no rebuild, but every remembered
 * search answer is made again.
 */
export const searchSynonyms: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('search_synonym')
      .addColumn('position', 'integer', (c) => c.primaryKey())
      .addColumn('entries', 'text', (c) => c.notNull())
      .execute();
    if (db.dialect === 'postgres') {
      // bump_catalog_version() (migration 034's) logs a table it does not list as product 0.
      await sql`create trigger search_synonym_bumps_catalog after insert or update or delete on search_synonym
        for each statement execute function bump_catalog_version()`.execute(k);
      return;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`search_synonym_${event}_bumps_catalog`)} after ${sql.raw(event)} on search_synonym
        begin
          update catalog_version set version = version + 1 where id = 1;
          insert into catalog_change (version, inventory_id) select version, 0 from catalog_version where id = 1;
          delete from catalog_change where version <= (select version from catalog_version where id = 1) - ${sql.raw(String(KEPT_VERSIONS))};
        end`.execute(k);
    }
  },
});
