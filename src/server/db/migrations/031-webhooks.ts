import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull, flag } from './helpers.js';

/**
 * Webhooks (docs/webhooks.md): other systems told what happened, once and signed.
 *
 * `webhook_endpoint`: a receiver's URL, the event types it wants (a JSON list), the secret its
 * requests are signed with (kept as is: signing needs it), whether it is `active`. `failing_since`
 * is the first failed attempt since its last success; an endpoint failing for a day is paused
 * (`active` 0, `paused_at`, `paused_reason` 'failing'); an operator's pause says 'operator'.
 *
 * `webhook_event`: one row per event, written in the transaction that causes it. `event_key` is
 * the event id receivers see (stable across retries, so they can drop duplicates); `ordering_key`
 * (`order:<id>`) names the order its deliveries keep in step with; `payload_json` is `data` as
 * it was when the event happened.
 *
 * `webhook_delivery`: one event to one endpoint, delivered by the sender of any instance like
 * the mail outbox: claimed with a lease (`lease_until`, `lease_owner`) by a conditional update,
 * retried with backoff until `give_up_at`. `ordering_key` is copied from the event so the sender
 * can hold a later delivery of the same order back while an earlier one is unsent. The last
 * attempt's answer (`response_code`, `duration_ms`, `response_excerpt`, `last_error`) is shown to
 * the operator.
 */
export const webhooks: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('webhook_endpoint'), 'webhook_id')
      .addColumn('url', 'text', notNull)
      .addColumn('events_json', 'text', notNull)
      .addColumn('secret', 'text', notNull)
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('paused_at', 'text')
      .addColumn('paused_reason', 'text', (c) => c.check(sql`paused_reason in ('failing', 'operator')`))
      .addColumn('failing_since', 'text')
      .addColumn('created_by', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();

    await withId(db, k.schema.createTable('webhook_event'), 'event_id')
      .addColumn('event_key', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'text', notNull)
      .addColumn('ordering_key', 'text')
      .addColumn('payload_json', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();

    await withId(db, k.schema.createTable('webhook_delivery'), 'delivery_id')
      .addColumn('event_id', 'integer', (c) => c.notNull().references('webhook_event.event_id').onDelete('cascade'))
      .addColumn('webhook_id', 'integer', (c) =>
        c.notNull().references('webhook_endpoint.webhook_id').onDelete('cascade'),
      )
      .addColumn('ordering_key', 'text')
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'sending', 'delivered', 'failed')`),
      )
      .addColumn('attempts', 'integer', flag)
      .addColumn('next_attempt_at', 'text', notNull)
      .addColumn('give_up_at', 'text', notNull)
      .addColumn('lease_until', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('response_code', 'integer')
      .addColumn('duration_ms', 'integer')
      .addColumn('response_excerpt', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('delivered_at', 'text')
      .execute();
    // What a sender looks for: unsent rows in the order they were written.
    await sql`create index webhook_delivery_unsent_idx on webhook_delivery (delivery_id) where status in ('pending', 'sending')`.execute(
      k,
    );
    // An endpoint's log, newest first; and the earlier unsent delivery of the same order.
    await k.schema
      .createIndex('webhook_delivery_endpoint_idx')
      .on('webhook_delivery')
      .columns(['webhook_id', 'delivery_id'])
      .execute();
    await k.schema
      .createIndex('webhook_delivery_ordering_idx')
      .on('webhook_delivery')
      .columns(['webhook_id', 'ordering_key', 'delivery_id'])
      .execute();
  },
});
