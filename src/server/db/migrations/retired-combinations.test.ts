import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@server/db/migrator';
import { testDialects } from '@server/test/test-app';
import { databaseAtMigration } from '@server/test/database-at-migration';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';

/** The database before retired combinations were emptied (migration 027). */
const BEFORE = '026-search-in-memory';

describe.each(testDialects)('retired combinations hold nothing, on %s', (dialect) => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it("empties a retired combination's count with a movement and makes a total the sum of its active combinations", async () => {
    const opened = await databaseAtMigration(dialect, BEFORE);
    close = opened.close;
    const k = opened.db.kysely;
    const f = await insertCatalogFixture(opened.db);
    const addonIds = (await k.selectFrom('addon').select('addon_id').orderBy('addon_id').limit(3).execute()).map(
      (a) => a.addon_id,
    );
    const combination = async (productId: number, sku: string, stock: number, active: boolean) =>
      (
        await k
          .insertInto('product_variant')
          .values({ inventory_id: productId, sku, stock, is_active: active ? 1 : 0, size_addon_id: addonIds.shift()! })
          .returning('variant_id')
          .executeTakeFirstOrThrow()
      ).variant_id;
    const setTotal = (productId: number, stock: number) =>
      k.updateTable('inventory_stock').set({ stock }).where('inventory_id', '=', productId).execute();
    // The sneaker: 2 for sale, 3 given back to a retired size and counted in its total (5 shown, 2 sellable).
    await combination(f.ids.sneaker, 'S-41', 2, true);
    const retired = await combination(f.ids.sneaker, 'S-42', 3, false);
    await setTotal(f.ids.sneaker, 5);
    // The candle lost its only colour: its 4 units are its own count now.
    const lostAll = await combination(f.ids.candle, 'C-RED', 4, false);
    await setTotal(f.ids.candle, 4);

    await migrateToLatest(opened.db);

    const totals = await k
      .selectFrom('inventory_stock')
      .select(['inventory_id', 'stock'])
      .where('inventory_id', 'in', [f.ids.sneaker, f.ids.candle])
      .orderBy('inventory_id')
      .execute();
    expect(Object.fromEntries(totals.map((t) => [t.inventory_id, t.stock]))).toEqual({
      [f.ids.sneaker]: 2,
      [f.ids.candle]: 4,
    });
    const retiredCounts = await k
      .selectFrom('product_variant')
      .select('stock')
      .where('variant_id', 'in', [retired, lostAll])
      .execute();
    expect(retiredCounts.map((r) => r.stock)).toEqual([0, 0]);
    const movements = await k
      .selectFrom('stock_movement')
      .select(['variant_id', 'delta', 'stock_after', 'reason'])
      .orderBy('movement_id')
      .execute();
    expect(movements).toMatchObject([
      { variant_id: retired, delta: -3, stock_after: 0 },
      { variant_id: lostAll, delta: -4, stock_after: 0 },
    ]);
    expect(movements[0]!.reason).toContain('not for sale');
    expect(movements[1]!.reason).toContain("product's own");
  });
});
