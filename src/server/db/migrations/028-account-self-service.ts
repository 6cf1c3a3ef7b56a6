import type { Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull, flag } from './helpers.js';

/**
 * Accounts a shopper looks after alone (docs/accounts.md):
 *
 * `app_user.closed_at`: set when the shopper closes the account. The row stays, because kept
 * orders and reviews point at it, but its email is replaced by a tombstone (so the address can
 * register again), its password and personal data are gone and it can no longer sign in.
 *
 * `password_reset_request`: like `sign_up_request`, one row per request (a new request never
 * replaces an earlier one, so a stranger asking again cannot kill the owner's code); `user_id`
 * is null for an address without an active account, whose token leads nowhere; `email` is the
 * address asked for, so the password rules check the same thing whether or not it has an account.
 *
 * `email_change_request`: the signed-in shopper's pending new address and its code; one per
 * account (only the owner can ask, so a new request replaces the old one).
 */
export const accountSelfService: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema.alterTable('app_user').addColumn('closed_at', 'text').execute();
    await withId(db, k.schema.createTable('password_reset_request'), 'request_id')
      .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id').onDelete('cascade'))
      .addColumn('email', 'text', notNull)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_hash', 'text', notNull)
      .addColumn('attempts', 'integer', flag)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('password_reset_request_user').on('password_reset_request').column('user_id').execute();
    await k.schema
      .createIndex('password_reset_request_expiry')
      .on('password_reset_request')
      .column('expires_at')
      .execute();
    await withId(db, k.schema.createTable('email_change_request'), 'request_id')
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('app_user.user_id').onDelete('cascade'))
      .addColumn('new_email', 'text', notNull)
      .addColumn('nonce', 'text', notNull)
      .addColumn('code_hash', 'text', notNull)
      .addColumn('attempts', 'integer', flag)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
  },
});
