import type { Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull } from './helpers.js';

/**
 * What the console's customer page adds (docs/operator-console.md, "A customer"):
 *
 * `customer_note`: an operator's internal note on a customer, never shown to the customer: the
 * text (1–2000 characters), who wrote it (`operator:{userId}` or `api-key:{id}`, as order events
 * name them) and when. Notes are only added, never edited.
 *
 * `password_reset_link`: a password reset an operator started for a customer (docs/accounts.md):
 * the sha256 of the link's random token (never the token), who sent it, when, and its expiry
 * (1 hour). Using it deletes it and the account's other links, so a link works once.
 */
export const customerNotes: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('customer_note'), 'note_id')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
      .addColumn('note', 'text', notNull)
      .addColumn('actor', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('customer_note_user').on('customer_note').columns(['user_id', 'note_id']).execute();

    await withId(db, k.schema.createTable('password_reset_link'), 'link_id')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('sent_by', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .execute();
    await k.schema
      .createIndex('password_reset_link_user')
      .on('password_reset_link')
      .columns(['user_id', 'created_at'])
      .execute();
  },
});
