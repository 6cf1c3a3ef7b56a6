import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull, flag } from './helpers.js';

/**
 * Carts, coupons and address books. A cart line is unique per customer, product and add-on set
 * (`addon_key`, since NULL add-ons never compare equal in a unique index), so concurrent adds
 * of the same thing meet in one upsert. At most one default address per customer and type is a
 * partial unique index, so no race can leave two.
 */
export const cartAddress: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('cart_item'), 'cart_item_id')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
      .addColumn('inventory_id', 'integer', (c) => c.notNull().references('inventory.inventory_id').onDelete('cascade'))
      .addColumn('color_addon_id', 'integer', (c) => c.references('addon.addon_id'))
      .addColumn('size_addon_id', 'integer', (c) => c.references('addon.addon_id'))
      .addColumn('ship_addon_id', 'integer', (c) => c.references('addon.addon_id'))
      .addColumn('accessory_addon_id', 'integer', (c) => c.references('addon.addon_id'))
      .addColumn('addon_key', 'text', notNull)
      .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty between 1 and 99`))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('cart_item_line_uq', ['user_id', 'inventory_id', 'addon_key'])
      .execute();

    await withId(db, k.schema.createTable('coupon'), 'coupon_id')
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent','fixed')`))
      .addColumn('value', 'integer', notNull)
      .addColumn('min_spend', 'integer', flag)
      .addColumn('starts_at', 'text')
      .addColumn('ends_at', 'text')
      .addColumn('max_uses', 'integer')
      .addColumn('max_uses_per_customer', 'integer')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', notNull)
      .execute();

    /** One row per order that used a coupon; written with the order (checkout issue). */
    await withId(db, k.schema.createTable('coupon_redemption'), 'redemption_id')
      .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupon.coupon_id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
      .addColumn('order_ref', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema
      .createIndex('coupon_redemption_user_idx')
      .on('coupon_redemption')
      .columns(['coupon_id', 'user_id'])
      .execute();

    await withId(db, k.schema.createTable('address'), 'address_id')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
      .addColumn('address_type', 'text', (c) => c.notNull().check(sql`address_type in ('shipping','billing')`))
      .addColumn('full_name', 'text', notNull)
      .addColumn('phone_number', 'text', notNull)
      .addColumn('address_line1', 'text', notNull)
      .addColumn('address_line2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', notNull)
      .addColumn('state_or_province', 'text', notNull)
      .addColumn('postal_code', 'text', notNull)
      .addColumn('country_code', 'text', notNull)
      .addColumn('is_default', 'integer', flag)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('address_user_type_idx').on('address').columns(['user_id', 'address_type']).execute();
    await sql`create unique index address_one_default_uq on address (user_id, address_type) where is_default = 1`.execute(
      k,
    );
  },
});
