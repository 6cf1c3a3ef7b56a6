import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';
import { combinationsOf, splitStock, variantSku } from './frozen/variant-rules.js';
import { notNull, withId } from './helpers.js';

/**
 * Stock per colour and size (docs/catalog.md "Variants").
 *
 * `product_variant`: one row per combination of a product's colour and size add-ons (colour ×
 * size, or either alone), with its own SKU (unique without case), stock (never below zero) and
 * optional picture. A combination whose add-on is retired is retired with it (`is_active` 0), not
 * deleted: orders and movements that name it keep their history. `inventory_stock.stock` stays
 * the product's total, the sum of its active combinations, written in the same transaction as
 * the combination, so product pages, "in stock" filters and the product's version keep working.
 *
 * Cart lines, order lines and stock movements get a nullable `variant_id` (null: a product
 * without combinations).
 *
 * Products of before with colour or size add-ons have their count split over their
 * combinations, as evenly as it goes (the first ones take the remainder): the shop never had
 * more units than it counted, so giving each combination the whole count would let it sell
 * units that do not exist.
 */
export const productVariants: DialectMigration = (db) => ({
  async up(k: Kysely<any>) {
    await withId(db, k.schema.createTable('product_variant'), 'variant_id')
      .addColumn('inventory_id', 'integer', (c) => c.notNull().references('inventory.inventory_id').onDelete('cascade'))
      .addColumn('color_addon_id', 'integer', (c) => c.references('addon.addon_id'))
      .addColumn('size_addon_id', 'integer', (c) => c.references('addon.addon_id'))
      .addColumn('sku', 'text', notNull)
      .addColumn('stock', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`stock >= 0`),
      )
      .addColumn('picture', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await k.schema
      .createIndex('product_variant_sku_uq')
      .on('product_variant')
      .unique()
      .expression(sql`lower(sku)`)
      .execute();
    // One row per combination; null (colour or size absent) compared as 0, which no add-on id is.
    await k.schema
      .createIndex('product_variant_combination_uq')
      .on('product_variant')
      .unique()
      .expression(sql`inventory_id, coalesce(color_addon_id, 0), coalesce(size_addon_id, 0)`)
      .execute();

    for (const table of ['cart_item', 'order_item', 'stock_movement']) {
      await k.schema
        .alterTable(table)
        .addColumn('variant_id', 'integer', (c) => c.references('product_variant.variant_id'))
        .execute();
    }

    // Products of before: their combinations, with the count split over them.
    const addons = await k
      .selectFrom('addon')
      .select(['addon_id', 'inventory_id', 'addon_type', 'name'])
      .where('is_active', '=', 1)
      .where('addon_type', 'in', ['color', 'size'])
      .orderBy('inventory_id')
      .orderBy('position')
      .orderBy('addon_id')
      .execute();
    const byProduct = new Map<number, { addon_id: number; addon_type: string; name: string }[]>();
    for (const a of addons) byProduct.set(a.inventory_id, [...(byProduct.get(a.inventory_id) ?? []), a]);
    const taken = new Set<string>();
    for (const [productId, own] of byProduct) {
      const colors = own.filter((a) => a.addon_type === 'color');
      const sizes = own.filter((a) => a.addon_type === 'size');
      const combos = combinationsOf(colors, sizes);
      const row = await k
        .selectFrom('inventory_stock')
        .select('stock')
        .where('inventory_id', '=', productId)
        .executeTakeFirst();
      const shares = splitStock(Number(row?.stock ?? 0), combos.length);
      for (const [i, c] of combos.entries()) {
        await k
          .insertInto('product_variant')
          .values({
            inventory_id: productId,
            color_addon_id: c.color?.addon_id ?? null,
            size_addon_id: c.size?.addon_id ?? null,
            sku: variantSku(productId, c.color?.name ?? null, c.size?.name ?? null, taken),
            stock: shares[i],
            picture: null,
            is_active: 1,
          })
          .execute();
      }
    }
  },
});
