import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { notNull } from './helpers.js';

/**
 * Payment bookkeeping that must survive a restart and agree across instances.
 *
 * `test_checkout_session` (and its refunds) is the built-in test checkout's stand-in for
 * Stripe's records: a session paid on the test page stays paid if the server dies before the
 * shopper returns. Its id is random (`cs_test_…`), the only way to reach the page. The
 * idempotency key is unique, so a repeated create answers the same session, as Stripe does.
 *
 * `payment_event` remembers each provider webhook event by its id, so a redelivered event is
 * handled once. A row is `processing` while its handler runs (`started_at` is the lease: a row
 * left by a crash can be taken over after a while) and `processed` once the handler succeeded;
 * a handler that fails deletes its row so the provider's retry is handled afresh.
 */
export const testCheckout: DialectMigration = () => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('test_checkout_session')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('order_ref', 'text', notNull)
      .addColumn('lines_json', 'text', notNull)
      .addColumn('discount_amount', 'integer', (c) => c.notNull().check(sql`discount_amount >= 0`))
      .addColumn('discount_label', 'text')
      .addColumn('amount_total', 'integer', (c) => c.notNull().check(sql`amount_total >= 0`))
      .addColumn('currency', 'text', notNull)
      .addColumn('customer_email', 'text', notNull)
      .addColumn('success_url', 'text', notNull)
      .addColumn('cancel_url', 'text', notNull)
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'complete', 'expired')`))
      .addColumn('payment_status', 'text', (c) =>
        c.notNull().check(sql`payment_status in ('paid', 'unpaid', 'no_payment_required')`),
      )
      .addColumn('amount_refunded', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`amount_refunded >= 0 and amount_refunded <= amount_total`),
      )
      .addColumn('expires_at', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('completed_at', 'text')
      .execute();
    await k.schema
      .createIndex('test_checkout_session_order_idx')
      .on('test_checkout_session')
      .column('order_ref')
      .execute();

    await k.schema
      .createTable('test_checkout_refund')
      .addColumn('refund_id', 'text', (c) => c.primaryKey())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('session_id', 'text', (c) => c.notNull().references('test_checkout_session.session_id'))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('succeeded', 'pending', 'failed')`))
      .addColumn('created_at', 'text', notNull)
      .execute();

    await k.schema
      .createTable('payment_event')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('event_type', 'text', notNull)
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('processing', 'processed')`))
      .addColumn('started_at', 'text', notNull)
      .addColumn('processed_at', 'text')
      .execute();
  },
});
