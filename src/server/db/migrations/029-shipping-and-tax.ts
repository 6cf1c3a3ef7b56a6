import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { withId, notNull, flag } from './helpers.js';

/**
 * Charging for delivery and accounting for tax (docs/shipping-and-tax.md).
 *
 * `shipping_zone` and `shipping_zone_region`: a zone is a set of countries and, in the United
 * States, states (`state_code` '' for a whole country, so one unique index covers both
 * dialects). A region belongs to one zone at most; an address's zone is its state's region if
 * one exists, else its country's.
 *
 * `shipping_method`: a method of one zone: its price, the items total from which it is free
 * (`free_from`, null: never), its days, whether it is offered (`active`), whether its price
 * carries no tax (`tax_free`), and optional weight bands (JSON `[{upToGrams, price}]`).
 *
 * `tax_rate`: a rate per country or US state and tax class, in thousandths of a percent
 * (8.25 % is 8250), so rates stay exact integers in both databases.
 *
 * `order_item.tax_class`: the class its product had, so a refund of the line knows its rate.
 * `customer_order`: the delivery as chosen (price, method, name, days) and whether its prices
 * included tax, kept as they were. `order_tax_line`: one line per rate for the items and one
 * for the shipping, `tax_amount` their sum. `refund.tax_amount`, `refund.shipping_amount` and
 * `refund_tax_line`: what a refund gave back of them, for its credit note.
 *
 * `inventory.weight_grams` and `inventory.tax_class`: per unit, for weight bands and the rate.
 *
 * `shop_setting`: `prices_include_tax` (`true`: catalogue prices include tax) and `tax_number`.
 *
 * Every shop starts as the demo: one zone, the United States, with "Standard" (free, 5 days)
 * and "Express" ($15.00, 2 days), no tax rate, prices that include tax, so a shop shows what
 * it showed before until its operator configures otherwise.
 */
export const shippingAndTax: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('shipping_zone'), 'zone_id')
      .addColumn('name', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await withId(db, k.schema.createTable('shipping_zone_region'), 'region_id')
      .addColumn('zone_id', 'integer', (c) => c.notNull().references('shipping_zone.zone_id').onDelete('cascade'))
      .addColumn('country_code', 'text', notNull)
      .addColumn('state_code', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await k.schema
      .createIndex('shipping_zone_region_place')
      .on('shipping_zone_region')
      .columns(['country_code', 'state_code'])
      .unique()
      .execute();
    await k.schema.createIndex('shipping_zone_region_zone').on('shipping_zone_region').column('zone_id').execute();

    await withId(db, k.schema.createTable('shipping_method'), 'method_id')
      .addColumn('zone_id', 'integer', (c) => c.notNull().references('shipping_zone.zone_id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
      .addColumn('free_from', 'integer', (c) => c.check(sql`free_from >= 0`))
      .addColumn('delivery_days', 'integer', (c) => c.notNull().check(sql`delivery_days >= 0`))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('tax_free', 'integer', flag)
      .addColumn('weight_bands_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await k.schema.createIndex('shipping_method_zone').on('shipping_method').column('zone_id').execute();

    await withId(db, k.schema.createTable('tax_rate'), 'tax_rate_id')
      .addColumn('name', 'text', notNull)
      .addColumn('country_code', 'text', notNull)
      .addColumn('state_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tax_class', 'text', (c) => c.notNull().check(sql`tax_class in ('standard', 'reduced', 'zero')`))
      .addColumn('rate_milli', 'integer', (c) => c.notNull().check(sql`rate_milli >= 0 and rate_milli <= 100000`))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await k.schema
      .createIndex('tax_rate_place_class')
      .on('tax_rate')
      .columns(['country_code', 'state_code', 'tax_class'])
      .unique()
      .execute();

    const order = () => k.schema.alterTable('customer_order');
    await order().addColumn('shipping_amount', 'integer', flag).execute();
    // No reference: a method may be deleted later; the order keeps its name, price and days.
    await order().addColumn('shipping_method_id', 'integer').execute();
    await order().addColumn('shipping_method_name', 'text').execute();
    await order().addColumn('delivery_days', 'integer').execute();
    await order()
      .addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await k.schema
      .alterTable('order_item')
      .addColumn('tax_class', 'text', (c) => c.notNull().defaultTo('standard'))
      .execute();
    await withId(db, k.schema.createTable('order_tax_line'), 'tax_line_id')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('items', 'shipping')`))
      // The class whose items it taxes; null for the shipping's line.
      .addColumn('tax_class', 'text')
      .addColumn('name', 'text', notNull)
      .addColumn('rate_milli', 'integer', notNull)
      .addColumn('base', 'integer', notNull)
      .addColumn('amount', 'integer', notNull)
      .execute();
    await k.schema.createIndex('order_tax_line_order').on('order_tax_line').column('order_id').execute();

    await k.schema.alterTable('refund').addColumn('tax_amount', 'integer', flag).execute();
    await k.schema.alterTable('refund').addColumn('shipping_amount', 'integer', flag).execute();
    await withId(db, k.schema.createTable('refund_tax_line'), 'tax_line_id')
      .addColumn('refund_id', 'integer', (c) => c.notNull().references('refund.refund_id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('rate_milli', 'integer', notNull)
      .addColumn('base', 'integer', notNull)
      .addColumn('amount', 'integer', notNull)
      .execute();
    await k.schema.createIndex('refund_tax_line_refund').on('refund_tax_line').column('refund_id').execute();

    await k.schema
      .alterTable('inventory')
      .addColumn('weight_grams', 'integer', (c) => c.check(sql`weight_grams >= 0`))
      .execute();
    await k.schema
      .alterTable('inventory')
      .addColumn('tax_class', 'text', (c) =>
        c
          .notNull()
          .defaultTo('standard')
          .check(sql`tax_class in ('standard', 'reduced', 'zero')`),
      )
      .execute();

    await k
      .insertInto('shop_setting')
      .values([
        { key: 'prices_include_tax', value: 'true' },
        { key: 'tax_number', value: '' },
      ])
      .execute();

    const now = new Date().toISOString();
    const zone = await k
      .insertInto('shipping_zone')
      .values({ name: 'United States', created_at: now, updated_at: now })
      .returning('zone_id')
      .executeTakeFirstOrThrow();
    await k.insertInto('shipping_zone_region').values({ zone_id: zone.zone_id, country_code: 'US' }).execute();
    await k
      .insertInto('shipping_method')
      .values([
        { zone_id: zone.zone_id, name: 'Standard', price: 0, delivery_days: 5, created_at: now, updated_at: now },
        { zone_id: zone.zone_id, name: 'Express', price: 1500, delivery_days: 2, created_at: now, updated_at: now },
      ])
      .execute();
  },
});
