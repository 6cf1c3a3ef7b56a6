import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/** What migrations 034, 035 and 037 kept, and what is kept from now on. */
const KEPT_BEFORE = 1000;
const KEPT_VERSIONS = 100_000;

/**
 * The catalogue change log (`catalog_change`, migration 034) keeps the last 100 000 versions
 * instead of 1 000. SQLite's triggers bump a version for every row a statement writes, so an
 * import's batch of 100 rows is about 120 versions and 1 000 were eight batches: an instance
 * whose index build outlasted them could not catch up from the log and built again, and again,
 * all through an import. 100 000 rows of two integers are a few megabytes.
 *
 * The writes themselves prune the log, in every trigger that logs (SQLite) or in the one
 * function they call (PostgreSQL): each is made again from its own definition with the new
 * count, so nothing else in them changes.
 */
export const longerChangeLog: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    const prune = (text: string, before: string, after: string) => {
      const changed = text.split(before).join(after);
      if (changed === text) throw new Error(`the catalogue change log's pruning was not found in: ${text}`);
      return changed;
    };
    if (db.dialect === 'postgres') {
      const { rows } = await sql<{ definition: string }>`
        select pg_get_functiondef('bump_catalog_version'::regproc) as definition`.execute(k);
      const definition = prune(rows[0]!.definition, `v - ${KEPT_BEFORE}`, `v - ${KEPT_VERSIONS}`);
      await sql.raw(definition).execute(k);
      return;
    }
    const { rows } = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master where type = 'trigger' and sql like '%delete from catalog_change%'`.execute(
      k,
    );
    for (const trigger of rows) {
      const definition = prune(trigger.sql, `- ${KEPT_BEFORE};`, `- ${KEPT_VERSIONS};`);
      await sql`drop trigger ${sql.id(trigger.name)}`.execute(k);
      await sql.raw(definition).execute(k);
    }
  },
});
