import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { bumpProductVersionOn } from './frozen/product-version-triggers.js';
import { withId, notNull } from './helpers.js';

/** Units every product already in the database gets when stock starts being counted. */
export const BACKFILLED_STOCK = 100;

/**
 * Stock, orders and coupon uses (docs/orders-and-payment.md).
 *
 * `inventory_stock` is a table of its own, not a column of `inventory`: inventory is a catalogue
 * table whose every write bumps the catalogue version, and a sale must not empty every remembered
 * public answer. A stock change bumps only its product's version. Its rows are created with
 * their product (the seed, the fixtures); a product without one counts as sold out.
 *
 * `customer_order` keeps a snapshot of everything a customer or an accountant needs later. One
 * order awaiting payment per customer is a partial unique index, so no race can make two.
 * `coupon_usage` counts reserved and redeemed uses per coupon so the total limit holds with one
 * conditional update instead of a read-then-write.
 */
export const orders: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await k.schema
      .createTable('inventory_stock')
      .addColumn('inventory_id', 'integer', (c) =>
        c.primaryKey().references('inventory.inventory_id').onDelete('cascade'),
      )
      .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
      .execute();
    await sql`insert into inventory_stock (inventory_id, stock)
      select inventory_id, ${sql.lit(BACKFILLED_STOCK)} from inventory`.execute(k);
    await bumpProductVersionOn(k, db.dialect, {
      table: 'inventory_stock',
      idColumn: 'inventory_id',
      updatesOnly: true,
    });

    await k.schema
      .createTable('coupon_usage')
      .addColumn('coupon_id', 'integer', (c) => c.primaryKey().references('coupon.coupon_id').onDelete('cascade'))
      .addColumn('uses', 'integer', (c) => c.notNull().check(sql`uses >= 0`))
      .execute();
    await sql`insert into coupon_usage (coupon_id, uses)
      select coupon_id, count(*) from coupon_redemption group by coupon_id`.execute(k);

    await withId(db, k.schema.createTable('customer_order'), 'order_id')
      .addColumn('order_uuid', 'text', (c) => c.notNull().unique())
      .addColumn('order_number', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
      .addColumn('customer_email', 'text', notNull)
      .addColumn('payment_status', 'text', (c) =>
        c.notNull().check(sql`payment_status in ('pending','success','failed','expired','cancelled')`),
      )
      .addColumn('refund_status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('none')
          .check(sql`refund_status in ('none','requested','refunded','rejected')`),
      )
      .addColumn('original_amount', 'integer', notNull)
      .addColumn('discount_amount', 'integer', notNull)
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('tax_amount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
      .addColumn('coupon_id', 'integer', (c) => c.references('coupon.coupon_id'))
      .addColumn('coupon_code', 'text')
      .addColumn('billing_address_json', 'text', notNull)
      .addColumn('shipping_address_json', 'text', notNull)
      .addColumn('cart_fingerprint', 'text', notNull)
      .addColumn('checkout_session_id', 'text')
      .addColumn('checkout_attempt', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('checkout_url', 'text')
      .addColumn('expires_at', 'text', notNull)
      .addColumn('paid_at', 'text')
      .addColumn('confirmation_sent_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await sql`create unique index customer_order_one_pending_uq on customer_order (user_id)
      where payment_status = 'pending'`.execute(k);
    await k.schema
      .createIndex('customer_order_user_idx')
      .on('customer_order')
      .columns(['user_id', 'created_at'])
      .execute();
    await k.schema
      .createIndex('customer_order_status_idx')
      .on('customer_order')
      .columns(['payment_status', 'expires_at'])
      .execute();
    await sql`create index customer_order_unsent_idx on customer_order (order_id)
      where payment_status = 'success' and confirmation_sent_at is null`.execute(k);

    // No foreign key to inventory: an order outlives the product it sold (the catalogue reset
    // deletes every table that points at the catalogue).
    await withId(db, k.schema.createTable('order_item'), 'order_item_id')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id').onDelete('cascade'))
      .addColumn('cart_item_id', 'integer')
      .addColumn('inventory_id', 'integer', notNull)
      .addColumn('inventory_name', 'text', notNull)
      .addColumn('cover_path', 'text', notNull)
      .addColumn('unit_price', 'integer', notNull)
      .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
      .addColumn('line_total', 'integer', notNull)
      .addColumn('addons_json', 'text', notNull)
      .execute();
    await k.schema.createIndex('order_item_order_idx').on('order_item').column('order_id').execute();

    await withId(db, k.schema.createTable('order_event'), 'event_id')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id').onDelete('cascade'))
      .addColumn('type', 'text', notNull)
      .addColumn('actor', 'text', notNull)
      .addColumn('detail_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('order_event_order_idx').on('order_event').column('order_id').execute();
  },
});
