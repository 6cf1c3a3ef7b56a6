import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { linePaidValues } from './frozen/money-split.js';
import { notNull, withId } from './helpers.js';

/**
 * Payments and refunds as records of their own (docs/after-sales.md "The money model").
 *
 * `payment`: one row per checkout session (an attempt to take the order's money). `refund`: one
 * row per refund, with the lines and units it covers in `refund_item`. The order keeps
 * `refund_status` as a summary that the refund code rewrites from the records in the same
 * transaction; its check now allows `partially_refunded`. Neither engine can change a column's
 * check in place (SQLite not at all), so the column is renamed, added anew with the new check,
 * copied and the old one dropped — the same statements on both.
 *
 * Every refund that completes gets a credit note, numbered in a series of its own
 * (`credit_note_counter`, as `invoice_counter`).
 *
 * Orders of before: each checkout session becomes a payment; each refund request becomes one
 * refund of the whole amount (its units restocked if the order was), keeping the attempt's
 * idempotency key so an approval retried after this migration still gets the same refund.
 */
const REFUND_STATUS_CHECK = sql`refund_status in ('none','requested','partially_refunded','refunded','rejected')`;

export const paymentsAndRefunds: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('payment'), 'payment_id')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe','test')`))
      .addColumn('session_id', 'text', (c) => c.notNull().unique())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('currency', 'text', notNull)
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending','succeeded','failed','expired','cancelled')`),
      )
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addColumn('captured_at', 'text')
      .execute();
    await k.schema.createIndex('payment_order_idx').on('payment').column('order_id').execute();

    await withId(db, k.schema.createTable('refund'), 'refund_id')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id').onDelete('cascade'))
      .addColumn('payment_id', 'integer', (c) => c.references('payment.payment_id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('request','lines','amount','cancellation')`))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('reason', 'text', notNull)
      .addColumn('remark', 'text')
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('requested','pending','succeeded','failed','rejected')`),
      )
      .addColumn('restock', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .addColumn('provider_refund_id', 'text')
      .addColumn('requested_by', 'text', notNull)
      .addColumn('decided_by', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('decided_at', 'text')
      .addColumn('completed_at', 'text')
      .addColumn('restocked_at', 'text')
      .addColumn('updated_at', 'text', notNull)
      .addColumn('credit_note_number', 'integer', (c) => c.unique())
      .addColumn('credit_noted_at', 'text')
      .execute();
    // Credit notes are numbered as invoices are: one counter row, updated in the transaction that
    // completes the refund, so numbers run 1, 2, 3… without gaps.
    await k.schema
      .createTable('credit_note_counter')
      .addColumn('counter_id', 'integer', (c) => c.primaryKey().check(sql`counter_id = 1`))
      .addColumn('last', 'integer', (c) => c.notNull().check(sql`"last" >= 0`))
      .execute();
    await k.schema.createIndex('refund_order_idx').on('refund').column('order_id').execute();
    await k.schema.createIndex('refund_provider_idx').on('refund').column('provider_refund_id').execute();
    // A shopper asks once per order, whatever races.
    await sql`create unique index refund_request_uq on refund (order_id) where kind = 'request'`.execute(k);

    await k.schema
      .createTable('refund_item')
      .addColumn('refund_id', 'integer', (c) => c.notNull().references('refund.refund_id').onDelete('cascade'))
      .addColumn('order_item_id', 'integer', (c) =>
        c.notNull().references('order_item.order_item_id').onDelete('cascade'),
      )
      .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('restocked', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`restocked >= 0 and restocked <= qty`),
      )
      .addPrimaryKeyConstraint('refund_item_pk', ['refund_id', 'order_item_id'])
      .execute();
    await k.schema.createIndex('refund_item_order_item_idx').on('refund_item').column('order_item_id').execute();

    await movePayments(k);
    await moveRefunds(k);
    await numberCreditNotes(k);

    await sql`drop index customer_order_refund_idx`.execute(k);
    await sql`alter table customer_order rename column refund_status to refund_status_before`.execute(k);
    await k.schema
      .alterTable('customer_order')
      .addColumn('refund_status', 'text', (c) => c.notNull().defaultTo('none').check(REFUND_STATUS_CHECK))
      .execute();
    await sql`update customer_order set refund_status = refund_status_before`.execute(k);
    for (const column of [
      'refund_status_before',
      'refund_reason',
      'refund_remark',
      'refund_requested_at',
      'refund_decided_at',
      'refund_provider_id',
      'refund_outcome',
    ]) {
      await k.schema.alterTable('customer_order').dropColumn(column).execute();
    }
    await sql`create index customer_order_refund_idx on customer_order (refund_status)
      where refund_status = 'requested'`.execute(k);
  },
});

const PAYMENT_OF_ORDER: Record<string, string> = {
  pending: 'pending',
  success: 'succeeded',
  failed: 'failed',
  expired: 'expired',
  cancelled: 'cancelled',
};

async function movePayments(k: Kysely<any>) {
  const orders = await k
    .selectFrom('customer_order as o')
    .leftJoin('test_checkout_session as s', 's.session_id', 'o.checkout_session_id')
    .select(['o.order_id', 'o.checkout_session_id', 'o.amount', 'o.currency', 'o.payment_status'])
    .select(['o.paid_at', 'o.created_at', 'o.updated_at', 's.session_id as test_session'])
    .where('o.checkout_session_id', 'is not', null)
    .execute();
  for (const o of orders) {
    await k
      .insertInto('payment')
      .values({
        order_id: o.order_id,
        provider: o.test_session ? 'test' : 'stripe',
        session_id: o.checkout_session_id,
        amount: o.amount,
        currency: o.currency,
        status: PAYMENT_OF_ORDER[o.payment_status as string] ?? 'pending',
        created_at: o.created_at,
        updated_at: o.updated_at,
        captured_at: o.paid_at,
      })
      .execute();
  }
}

/** Today's one refund per order, as a record; `refunded` and a pending approval keep their key. */
function refundStatusOf(status: string, outcome: string | null): string {
  if (status === 'rejected') return 'rejected';
  if (status === 'refunded') return outcome === 'pending' ? 'pending' : 'succeeded';
  if (outcome === 'pending') return 'pending';
  return outcome === 'failed' ? 'failed' : 'requested';
}

async function moveRefunds(k: Kysely<any>) {
  const orders = await k
    .selectFrom('customer_order as o')
    .leftJoin('payment as p', 'p.session_id', 'o.checkout_session_id')
    .selectAll('o')
    .select('p.payment_id')
    .where('o.refund_status', '!=', 'none')
    .execute();
  for (const o of orders) {
    const status = refundStatusOf(o.refund_status, o.refund_outcome);
    const decided = status !== 'requested';
    const events = await k
      .selectFrom('order_event')
      .select(['type', 'actor', 'created_at'])
      .where('order_id', '=', o.order_id)
      .where('type', 'in', ['refund_approved', 'refund_rejected', 'restocked'])
      .orderBy('event_id')
      .execute();
    const decision = events.filter((e) => e.type !== 'restocked').at(-1);
    const restocked = events.find((e) => e.type === 'restocked');
    const now = o.refund_decided_at ?? o.updated_at;
    const { refund_id } = await k
      .insertInto('refund')
      .values({
        order_id: o.order_id,
        payment_id: o.payment_id,
        kind: 'request',
        amount: o.amount,
        reason: o.refund_reason ?? '',
        remark: o.refund_remark,
        status,
        restock: restocked ? 1 : 0,
        idempotency_key: o.refund_attempt > 0 ? `refund:${o.order_uuid}:${o.refund_attempt}` : null,
        provider_refund_id: o.refund_provider_id,
        requested_by: `customer:${o.user_id}`,
        decided_by: decided ? (decision?.actor ?? null) : null,
        created_at: o.refund_requested_at ?? o.updated_at,
        decided_at: decided ? now : null,
        completed_at: status === 'succeeded' ? now : null,
        restocked_at: restocked?.created_at ?? null,
        updated_at: now,
      })
      .returning('refund_id')
      .executeTakeFirstOrThrow();
    if (status !== 'succeeded' && status !== 'pending') continue;
    const items = await k
      .selectFrom('order_item')
      .select(['order_item_id', 'qty', 'line_total'])
      .where('order_id', '=', o.order_id)
      .orderBy('order_item_id')
      .execute();
    const paid = linePaidValues(
      items.map((i) => i.line_total as number),
      o.discount_amount,
    );
    for (const [index, item] of items.entries()) {
      await k
        .insertInto('refund_item')
        .values({
          refund_id,
          order_item_id: item.order_item_id,
          qty: item.qty,
          amount: paid[index] ?? 0,
          restocked: restocked ? item.qty : 0,
        })
        .execute();
    }
  }
}

/** Refunds completed before credit notes existed get theirs now, in the order they completed. */
async function numberCreditNotes(k: Kysely<any>) {
  const done = await k
    .selectFrom('refund')
    .select(['refund_id', 'completed_at', 'updated_at'])
    .where('status', '=', 'succeeded')
    .orderBy('completed_at')
    .orderBy('refund_id')
    .execute();
  for (const [index, refund] of done.entries()) {
    await k
      .updateTable('refund')
      .set({ credit_note_number: index + 1, credit_noted_at: refund.completed_at ?? refund.updated_at })
      .where('refund_id', '=', refund.refund_id)
      .execute();
  }
  await k.insertInto('credit_note_counter').values({ counter_id: 1, last: done.length }).execute();
}
