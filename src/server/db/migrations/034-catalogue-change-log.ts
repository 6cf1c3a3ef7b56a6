import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { CATALOG_CHANNEL } from './frozen/catalog-tracking.js';

/** Change-log rows older than this many catalogue versions are deleted by the next write. */
const KEPT_VERSIONS = 1000;

/** Tables whose rows belong to one product: a write logs that product. */
const PER_PRODUCT = ['inventory', 'addon', 'inventory_badge'] as const;
/** Tables a write to which changes what every product shows (category names, badge names): logged as null. */
const CATALOGUE_WIDE = ['category', 'badge'] as const;
/** Tables only the home page, menu and shop pages show: logged as product 0, nothing the catalogue index holds. */
const ELSEWHERE = ['section_inventory', 'home_section', 'banner', 'nav_item', 'shop_page'] as const;

/**
 * Which products each catalogue version changed: `catalog_change(version, inventory_id)`, filled
 * by the same triggers that bump the version, so an instance moving from version V to V' reads
 * what changed and updates those products in its catalogue index instead of rebuilding it.
 * `inventory_id` is the product a write touched, null for a change of the whole catalogue
 * (categories, badges, a truncate) and 0 for one the index does not hold (home, menu, shop
 * pages). Every version has at least one row, so a version without any was pruned. Rows more
 * than KEPT_VERSIONS versions old are deleted by the writes themselves.
 *
 * SQLite: the bump triggers of those tables are made again with the log in the same body (the
 * order of two triggers on one event is not defined there). PostgreSQL bumps once per statement:
 * a row trigger logs each product with no version yet, and the statement's bump gives the
 * pending rows of its transaction their version (row triggers fire before statement triggers).
 */
export const catalogueChangeLog: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('catalog_change')
      // Null only inside a PostgreSQL statement, until its bump gives the version.
      .addColumn('version', 'integer')
      .addColumn('inventory_id', 'integer')
      .execute();
    await sql`create index catalog_change_version_idx on catalog_change (version)`.execute(k);
    if (db.dialect === 'postgres') {
      await sql`create or replace function bump_catalog_version() returns trigger language plpgsql as $$
        declare v integer;
        begin
          update catalog_version set version = version + 1 where id = 1 returning version into v;
          if tg_op = 'TRUNCATE' or tg_table_name in (${sql.raw(CATALOGUE_WIDE.map((t) => `'${t}'`).join(', '))}, 'review') then
            insert into catalog_change (version, inventory_id) values (v, null);
          elsif tg_table_name in (${sql.raw(PER_PRODUCT.map((t) => `'${t}'`).join(', '))}) then
            update catalog_change set version = v where version is null;
            if not found then insert into catalog_change (version, inventory_id) values (v, 0); end if;
          else
            insert into catalog_change (version, inventory_id) values (v, 0);
          end if;
          delete from catalog_change where version <= v - ${sql.lit(KEPT_VERSIONS)};
          perform pg_notify(${sql.lit(CATALOG_CHANNEL)}, current_schema() || ':' || v);
          return null;
        end $$`.execute(k);
      await sql`create function log_catalog_product() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then
            insert into catalog_change (version, inventory_id) values (null, old.inventory_id);
          end if;
          if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.inventory_id is distinct from old.inventory_id) then
            insert into catalog_change (version, inventory_id) values (null, new.inventory_id);
          end if;
          return null;
        end $$`.execute(k);
      for (const table of PER_PRODUCT)
        await sql`create trigger ${sql.raw(`${table}_logs_change`)} after insert or update or delete on ${sql.table(table)}
          for each row execute function log_catalog_product()`.execute(k);
      return;
    }
    const bump = 'update catalog_version set version = version + 1 where id = 1;';
    const log = (what: string, when = '') =>
      `insert into catalog_change (version, inventory_id) select version, ${what} from catalog_version where id = 1 ${when};`;
    const prune = `delete from catalog_change where version <= (select version from catalog_version where id = 1) - ${KEPT_VERSIONS};`;
    const remake = async (table: string, event: string, body: string) => {
      const name = sql.raw(`${table}_${event}_bumps_catalog`);
      await sql`drop trigger if exists ${name}`.execute(k);
      await sql`create trigger ${name} after ${sql.raw(event)} on ${sql.table(table)}
        begin ${sql.raw(`${bump} ${body} ${prune}`)} end`.execute(k);
    };
    for (const table of PER_PRODUCT) {
      await remake(table, 'insert', log('new.inventory_id'));
      await remake(table, 'delete', log('old.inventory_id'));
      await remake(
        table,
        'update',
        `${log('new.inventory_id')} ${log('old.inventory_id', 'and old.inventory_id is not new.inventory_id')}`,
      );
    }
    for (const table of [...CATALOGUE_WIDE, ...ELSEWHERE])
      for (const event of ['insert', 'update', 'delete'])
        await remake(table, event, log(CATALOGUE_WIDE.includes(table as never) ? 'null' : '0'));
  },
});
