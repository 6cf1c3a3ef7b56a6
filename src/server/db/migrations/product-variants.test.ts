import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@server/db/migrator';
import { testDialects } from '@server/test/test-app';
import { databaseAtMigration } from '@server/test/database-at-migration';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';

/** The database as it was before stock per colour and size. */
const BEFORE = '024-payments-and-refunds';

const openAt = (dialect: 'sqlite' | 'postgres') => databaseAtMigration(dialect, BEFORE);

describe.each(testDialects)('stock per colour and size on %s', (dialect) => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it("splits an existing product's count over its combinations and leaves products without them alone", async () => {
    const opened = await openAt(dialect);
    close = opened.close;
    const db = opened.db;
    const f = await insertCatalogFixture(db);
    await db.kysely
      .updateTable('inventory_stock')
      .set({ stock: 7 })
      .where('inventory_id', '=', f.ids.sneaker)
      .execute();
    await migrateToLatest(db);

    const variants = await db.kysely
      .selectFrom('product_variant as v')
      .innerJoin('addon as a', 'a.addon_id', 'v.size_addon_id')
      .select(['v.inventory_id', 'v.sku', 'v.stock', 'v.color_addon_id', 'a.name'])
      .orderBy('v.variant_id')
      .execute();
    // Sizes in the product's order (EU 41 first); the retired colour makes no combination.
    expect(variants).toEqual([
      { inventory_id: f.ids.sneaker, sku: `${f.ids.sneaker}-EU-41`, stock: 4, color_addon_id: null, name: 'EU 41' },
      { inventory_id: f.ids.sneaker, sku: `${f.ids.sneaker}-EU-42`, stock: 3, color_addon_id: null, name: 'EU 42' },
    ]);
    const total = await db.kysely
      .selectFrom('inventory_stock')
      .select('stock')
      .where('inventory_id', '=', f.ids.sneaker)
      .executeTakeFirstOrThrow();
    expect(total.stock).toBe(7);
    // A second combination with the same SKU (any case) is refused by the database itself.
    await expect(
      db.kysely
        .insertInto('product_variant')
        .values({ inventory_id: f.ids.candle, sku: variants[0]!.sku.toLowerCase(), stock: 0, is_active: 1 })
        .execute(),
    ).rejects.toThrow();
  });
});
