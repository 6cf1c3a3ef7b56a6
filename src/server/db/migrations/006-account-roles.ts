import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/**
 * Every account has a role: `customer` (every existing account, and every sign-up) or
 * `operator` (the back office; granted by hand for now). SQLite accepts a check constraint on
 * an added column as long as the default satisfies it.
 */
export const accountRoles: DialectMigration = () => ({
  async up(k: Kysely<any>) {
    await k.schema
      .alterTable('app_user')
      .addColumn('role', 'text', (c) =>
        c
          .notNull()
          .defaultTo('customer')
          .check(sql`role in ('customer', 'operator')`),
      )
      .execute();
  },
});
