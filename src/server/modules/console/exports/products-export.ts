import type { z } from 'zod';
import { PRODUCT_FILE_COLUMNS, type productExportQuerySchema } from '@shared/schemas/catalogue-move';
import type { Executor } from '@server/db/transaction';
import { filteredProducts } from '@server/modules/console/products/products.repository';
import { rowsOf } from '@server/modules/console/imports/product-file';
import { planOfStored } from '@server/modules/console/imports/stored-product';

/** Products read per query: a page's rows, add-ons, badges and combinations are four queries. */
const PAGE = 500;

type Filter = z.output<typeof productExportQuerySchema>;

async function pageOf(db: Executor, filter: Filter, afterId: number) {
  return filteredProducts(db, filter)
    .innerJoin('category as root', 'root.category_id', 'i.root_category_id')
    .selectAll('i')
    .select(['st.stock', 'sub.display_name as sub_name', 'root.display_name as root_name'])
    .where('i.inventory_id', '>', afterId)
    .orderBy('i.inventory_id')
    .limit(PAGE)
    .execute();
}

async function partsOf(db: Executor, ids: number[]) {
  const [addons, badges, variants] = await Promise.all([
    db
      .selectFrom('addon')
      .select(['inventory_id', 'addon_type', 'name', 'plus_price'])
      .where('inventory_id', 'in', ids)
      .where('is_active', '=', 1)
      .orderBy('inventory_id')
      .orderBy('position')
      .orderBy('addon_id')
      .execute(),
    db
      .selectFrom('inventory_badge as ib')
      .innerJoin('badge as b', 'b.badge_id', 'ib.badge_id')
      .select(['ib.inventory_id', 'b.text'])
      .where('ib.inventory_id', 'in', ids)
      .orderBy('ib.inventory_id')
      .orderBy('ib.position')
      .execute(),
    db
      .selectFrom('product_variant as v')
      .leftJoin('addon as c', 'c.addon_id', 'v.color_addon_id')
      .leftJoin('addon as s', 's.addon_id', 'v.size_addon_id')
      .select(['v.inventory_id', 'v.sku', 'v.stock', 'c.name as color', 's.name as size'])
      .where('v.inventory_id', 'in', ids)
      .where('v.is_active', '=', 1)
      // Colours then sizes in the order the product lists them, as the console shows them.
      .orderBy('v.inventory_id')
      .orderBy((eb) => eb.fn.coalesce('c.position', eb.lit(0)))
      .orderBy((eb) => eb.fn.coalesce('s.position', eb.lit(0)))
      .orderBy('v.variant_id')
      .execute(),
  ]);
  const group = <T extends { inventory_id: number }>(rows: T[]) => {
    const by = new Map<number, T[]>();
    for (const r of rows) by.set(r.inventory_id, [...(by.get(r.inventory_id) ?? []), r]);
    return by;
  };
  return { addons: group(addons), badges: group(badges), variants: group(variants) };
}

/**
 * Every product the list's filters keep, in the import's format (docs/operator-console.md), one
 * page of products at a time in id order: a file of 100 000 products is never held whole. A
 * product is named by its externalId when it has one, and by its productId always.
 */
export async function* productExportRows(db: Executor, filter: Filter): AsyncGenerator<readonly string[]> {
  yield [...PRODUCT_FILE_COLUMNS];
  let after = 0;
  for (;;) {
    const page = await pageOf(db, filter, after);
    if (page.length === 0) return;
    after = page[page.length - 1]!.inventory_id;
    const parts = await partsOf(
      db,
      page.map((p) => p.inventory_id),
    );
    for (const p of page) {
      const stored = planOfStored(p, parts.addons.get(p.inventory_id) ?? [], parts.variants.get(p.inventory_id) ?? []);
      yield* rowsOf({
        ...stored,
        productId: p.inventory_id,
        category: p.root_name,
        subcategory: p.sub_name,
        badges: (parts.badges.get(p.inventory_id) ?? []).map((b) => b.text),
      });
    }
  }
}
