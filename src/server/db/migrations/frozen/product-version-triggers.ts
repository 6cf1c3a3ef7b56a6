import { sql, type Kysely } from 'kysely';
import type { Dialect } from '@server/db/transaction';
import { CATALOG_CHANNEL } from './catalog-tracking.js';

// The product-version triggers migrations 007, 011 and 019 install. A different trigger is a new
// migration with its own code: changing this file would change what those migrations do.

/**
 * Makes every write to `table` bump the version of the product(s) its rows belong to
 * (`idColumn`), in the same transaction, instead of the whole catalogue's: answers that show only
 * that product (its page, its reviews) are remade, every other remembered answer stays. With
 * `updatesOnly`, only updates count, of any column (stock: its rows come and go with their
 * product, whose insert or delete is a catalogue edit). PostgreSQL also announces each new
 * product version (`schema:p<id>:<version>`) on the catalogue channel.
 * Reviews use it (migration 007), stock too (migrations 011 and 019).
 */
export async function bumpProductVersionOn(
  k: Kysely<unknown>,
  dialect: Dialect,
  target: { table: string; idColumn: string; updatesOnly?: boolean },
): Promise<void> {
  const { table, idColumn, updatesOnly } = target;
  const name = (event: string) => sql.raw(`${table}_${event}_bumps_product`);
  if (dialect === 'postgres') {
    const events = sql.raw(updatesOnly ? 'update' : 'insert or update or delete');
    await sql`create trigger ${name(updatesOnly ? 'updates' : 'rows')} after ${events} on ${sql.table(table)}
      for each row execute function bump_product_version(${sql.lit(idColumn)})`.execute(k);
    return;
  }
  const bump = (row: 'new' | 'old', when = '') =>
    `insert into product_version (inventory_id, version) select ${row}.${idColumn}, 1 where true ${when}
      on conflict (inventory_id) do update set version = version + 1;`;
  const moved = `and new.${idColumn} is not old.${idColumn}`;
  if (!updatesOnly) {
    await sql`create trigger ${name('insert')} after insert on ${sql.table(table)} begin ${sql.raw(bump('new'))} end`.execute(
      k,
    );
    await sql`create trigger ${name('delete')} after delete on ${sql.table(table)} begin ${sql.raw(bump('old'))} end`.execute(
      k,
    );
  }
  await sql`create trigger ${name('update')} after update on ${sql.table(table)}
    begin ${sql.raw(bump('new'))} ${sql.raw(bump('old', moved))} end`.execute(k);
}

/** PostgreSQL: the row trigger function `bumpProductVersionOn` installs (argument: the id column). */
export async function createProductVersionFunction(k: Kysely<unknown>): Promise<void> {
  await sql`create function bump_product_version() returns trigger language plpgsql as $$
    declare
      product integer;
      v integer;
    begin
      for product in
        select distinct x from unnest(array[
          case when tg_op <> 'INSERT' then (to_jsonb(old) ->> tg_argv[0])::integer end,
          case when tg_op <> 'DELETE' then (to_jsonb(new) ->> tg_argv[0])::integer end
        ]) as x where x is not null
      loop
        insert into product_version as p (inventory_id, version) values (product, 1)
          on conflict (inventory_id) do update set version = p.version + 1
          returning version into v;
        perform pg_notify(${sql.lit(CATALOG_CHANNEL)}, current_schema() || ':p' || product || ':' || v);
      end loop;
      return null;
    end $$`.execute(k);
}
