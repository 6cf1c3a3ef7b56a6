import type { Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull, flag } from './helpers.js';

/**
 * Pending sign-ups no longer replace each other (issue 11): a new code request for an email
 * adds a request beside the live ones, so a stranger asking for codes cannot kill the owner's.
 * The email loses its unique constraint, which SQLite can only drop by rebuilding the table;
 * pending requests live ten minutes, so the table is simply made anew (a sign-up under way
 * while this migration runs asks for a new code).
 */
export const hardening: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema.dropTable('sign_up_request').execute();
    await withId(db, k.schema.createTable('sign_up_request'), 'request_id')
      .addColumn('email', 'text', notNull)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_hash', 'text', notNull)
      .addColumn('attempts', 'integer', flag)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('sign_up_request_email').on('sign_up_request').column('email').execute();
    await k.schema.createIndex('sign_up_request_expiry').on('sign_up_request').column('expires_at').execute();
  },
});
