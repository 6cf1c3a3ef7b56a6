import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from '@server/db/migrator';

/**
 * One truth for stock per colour and size (docs/catalog.md "Variants"): a retired combination
 * holds nothing for sale, and a product with active combinations counts exactly their sum.
 *
 * Before, a retired combination kept its count, and units given back to it (an unpaid order
 * released, a refund restocked) raised the product's total as well: the product page and the
 * "in stock" filter showed units that could not be bought. Here each retired combination's
 * count is emptied with a stock movement the operator sees, and each product with active
 * combinations gets their sum as its total. A product without active combinations keeps its
 * total (its own count, which took its combinations' units when it lost them).
 *
 * Self-contained: the reasons are written here, not imported, so later code cannot change what
 * this migration did.
 */
export const retiredCombinationsHoldNothing: DialectMigration = () => ({
  async up(k: Kysely<any>) {
    const now = new Date().toISOString();
    const held = await k
      .selectFrom('product_variant as v')
      .select([
        'v.variant_id',
        'v.inventory_id',
        'v.stock',
        sql<number>`(select count(*) from product_variant a
          where a.inventory_id = v.inventory_id and a.is_active = 1)`.as('active'),
      ])
      .where('v.is_active', '=', 0)
      .where('v.stock', '>', 0)
      .orderBy('v.variant_id')
      .execute();
    for (const v of held) {
      await k
        .insertInto('stock_movement')
        .values({
          inventory_id: v.inventory_id,
          variant_id: v.variant_id,
          delta: -v.stock,
          stock_after: 0,
          reason:
            Number(v.active) > 0
              ? 'Combination retired (its colour or size was removed): its units are set aside, not for sale'
              : "Colours and sizes removed: its units are counted as the product's own",
          actor: 'system',
          created_at: now,
        })
        .execute();
      await k.updateTable('product_variant').set({ stock: 0 }).where('variant_id', '=', v.variant_id).execute();
    }
    // Only rows whose total differs are written: each write bumps the product's version.
    const activeSum = sql<number>`(select coalesce(sum(v.stock), 0) from product_variant v
      where v.inventory_id = inventory_stock.inventory_id and v.is_active = 1)`;
    await k
      .updateTable('inventory_stock')
      .set({ stock: activeSum })
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('product_variant as v')
            .select('v.variant_id')
            .whereRef('v.inventory_id', '=', 'inventory_stock.inventory_id')
            .where('v.is_active', '=', 1),
        ),
      )
      .where('stock', '<>', activeSum)
      .execute();
  },
});
