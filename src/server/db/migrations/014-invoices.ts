import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/**
 * Invoice numbers (docs/invoices.md): sequential without gaps, as tax offices ask.
 *
 * A sequence would skip the numbers of transactions that roll back, so the number comes from one
 * counter row updated (`last = last + 1`) inside the transaction that marks the order paid: a
 * rollback gives the number back, and concurrent payments queue on that row for the few
 * statements left in their transaction. The `check` keeps the table at one row.
 *
 * Orders paid before this migration are numbered now, in the order they were paid.
 */
export const invoices: DialectMigration = () => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('invoice_counter')
      .addColumn('counter_id', 'integer', (c) => c.primaryKey().check(sql`counter_id = 1`))
      .addColumn('last', 'integer', (c) => c.notNull().check(sql`"last" >= 0`))
      .execute();
    await k.schema.alterTable('customer_order').addColumn('invoice_number', 'integer').execute();
    await k.schema.alterTable('customer_order').addColumn('invoiced_at', 'text').execute();
    // A unique index rather than a column constraint: SQLite cannot add one with ALTER TABLE.
    // Both engines let any number of rows hold null (unpaid orders).
    await k.schema
      .createIndex('customer_order_invoice_number_uq')
      .on('customer_order')
      .column('invoice_number')
      .unique()
      .execute();

    const paid = await k
      .selectFrom('customer_order')
      .select(['order_id', 'paid_at', 'updated_at'])
      .where('payment_status', '=', 'success')
      .orderBy('paid_at')
      .orderBy('order_id')
      .execute();
    for (const [index, order] of paid.entries()) {
      await k
        .updateTable('customer_order')
        .set({ invoice_number: index + 1, invoiced_at: order.paid_at ?? order.updated_at })
        .where('order_id', '=', order.order_id)
        .execute();
    }
    await k.insertInto('invoice_counter').values({ counter_id: 1, last: paid.length }).execute();
  },
});
