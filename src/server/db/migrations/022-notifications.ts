import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull } from './helpers.js';

/**
 * The mail outbox and the shopper's notifications (docs/notifications.md).
 *
 * `mail_outbox`: every mail the shop sends is a row written in the transaction of its cause, then
 * delivered by the outbox sender of any instance. A sender claims a row with a lease
 * (`lease_until`, `lease_owner`) by a conditional update, so one instance sends it, and a row whose
 * sender died is taken again once the lease has run out. `message_id` is chosen when the row is
 * written, so a mail sent again after an unacknowledged attempt carries the same Message-ID.
 * `sensitive` mails (verification codes) lose their contents once delivered.
 *
 * `notification`: what a signed-in shopper is told in the bell, written in the transaction of the
 * event; removed with its account.
 */
export const notifications: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('mail_outbox'), 'mail_id')
      .addColumn('message_id', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', notNull)
      .addColumn('order_id', 'integer')
      .addColumn('to_address', 'text', notNull)
      .addColumn('subject', 'text', notNull)
      .addColumn('text_body', 'text', notNull)
      .addColumn('html_body', 'text', notNull)
      .addColumn('log_hint', 'text')
      .addColumn('sensitive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', notNull)
      .addColumn('lease_until', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('sent_at', 'text')
      .execute();
    // What a sender looks for: unsent rows in the order they were written.
    await sql`create index mail_outbox_unsent_idx on mail_outbox (mail_id) where status in ('pending', 'sending')`.execute(
      k,
    );
    await k.schema.createIndex('mail_outbox_order_idx').on('mail_outbox').columns(['order_id', 'mail_id']).execute();

    await withId(db, k.schema.createTable('notification'), 'notification_id')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
      .addColumn('type', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('body', 'text', notNull)
      .addColumn('link', 'text', notNull)
      .addColumn('tracking_url', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('read_at', 'text')
      .execute();
    await k.schema
      .createIndex('notification_user_idx')
      .on('notification')
      .columns(['user_id', 'notification_id'])
      .execute();
    await sql`create index notification_unread_idx on notification (user_id) where read_at is null`.execute(k);
  },
});
