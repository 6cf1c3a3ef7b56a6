import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { CATALOG_CHANNEL, CATALOG_TABLES } from './frozen/catalog-tracking.js';

/**
 * Any write to a catalogue table bumps `catalog_version`, in the same transaction, by trigger:
 * so a cached public answer can be checked with one primary-key read, however the write was
 * made (the API, the seed, or SQL by hand). PostgreSQL bumps once per statement and announces
 * the new version (see catalog-version-watch.ts); SQLite has only row triggers.
 */
export const catalogChangeTracking: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    if (db.dialect === 'postgres') {
      // The new version is also announced (delivered at commit) to every instance listening,
      // tagged with the schema, since channels are shared by the whole database.
      await sql`create function bump_catalog_version() returns trigger language plpgsql as $$
        declare v integer;
        begin
          update catalog_version set version = version + 1 where id = 1 returning version into v;
          perform pg_notify(${sql.lit(CATALOG_CHANNEL)}, current_schema() || ':' || v);
          return null;
        end $$`.execute(k);
      for (const table of CATALOG_TABLES) {
        await sql`create trigger ${sql.raw(`${table}_bumps_catalog`)} after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_catalog_version()`.execute(k);
      }
      return;
    }
    for (const table of CATALOG_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.raw(`${table}_${event}_bumps_catalog`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update catalog_version set version = version + 1 where id = 1; end`.execute(k);
      }
    }
  },
});
