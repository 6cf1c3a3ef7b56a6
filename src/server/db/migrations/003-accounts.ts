import type { Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull, flag } from './helpers.js';

/**
 * Accounts: pending sign-ups (one per email, so a resend replaces the older code), refresh-token
 * families with their rotated tokens, and the shared rate-limit counters.
 */
export const accounts: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('sign_up_request'), 'request_id')
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_hash', 'text', notNull)
      .addColumn('attempts', 'integer', flag)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();

    await withId(db, k.schema.createTable('refresh_family'), 'family_id')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('revoked_at', 'text')
      .addColumn('revoke_reason', 'text')
      .execute();
    await k.schema.createIndex('refresh_family_user_idx').on('refresh_family').column('user_id').execute();

    await k.schema
      .createTable('refresh_token')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('family_id', 'integer', (c) => c.notNull().references('refresh_family.family_id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('used_at', 'text')
      .execute();
    await k.schema.createIndex('refresh_token_family_idx').on('refresh_token').column('family_id').execute();

    await k.schema
      .createTable('rate_limit')
      .addColumn('bucket_key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', notNull)
      .addColumn('reset_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('rate_limit_reset_idx').on('rate_limit').column('reset_at').execute();
  },
});
