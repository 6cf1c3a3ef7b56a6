import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/** Change-log rows older than this many catalogue versions are deleted by the next write (as migration 034's). */
const KEPT_VERSIONS = 1000;

/**
 * `shop_identity`: the shop's name, tagline, postal address, mail sender and logo as the operator
 * saved them in the console, one row (`id` 1) once saved. Without the row the shop uses the
 * environment's values (SHOP_NAME, SHOP_TAGLINE, SHOP_ADDRESS, MAIL_FROM): they are the first
 * values only. `address` holds its lines separated by a newline; `logo_path` is an uploaded
 * picture's URL, or null for the text logo.
 *
 * A write bumps the catalogue version like the synonyms' (migration 035) and logs product 0 in
 * `catalog_change`: every instance learns it through its version watch and reads the row again.
 */
export const shopIdentity: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('shop_identity')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tagline', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('sender_name', 'text', (c) => c.notNull())
      .addColumn('sender_email', 'text', (c) => c.notNull())
      .addColumn('logo_path', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    if (db.dialect === 'postgres') {
      // bump_catalog_version() (migration 034's) logs a table it does not list as product 0.
      await sql`create trigger shop_identity_bumps_catalog after insert or update or delete on shop_identity
        for each statement execute function bump_catalog_version()`.execute(k);
      return;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`shop_identity_${event}_bumps_catalog`)} after ${sql.raw(event)} on shop_identity
        begin
          update catalog_version set version = version + 1 where id = 1;
          insert into catalog_change (version, inventory_id) select version, 0 from catalog_version where id = 1;
          delete from catalog_change where version <= (select version from catalog_version where id = 1) - ${sql.raw(String(KEPT_VERSIONS))};
        end`.execute(k);
    }
  },
});
