import { sql, type Insertable } from 'kysely';
import type { ProductVariantTable, StockMovementTable } from '@server/db/schema';
import { chunksFor, type Executor } from '@server/db/transaction';
import { lockStockRow } from '@server/modules/stock';

/**
 * Every query on combinations lives here; the service maps rows to answers. Rows keep the
 * database's column names (snake_case) until the service maps them.
 */

/** A product's active colour and size add-ons, in the order the product lists them. */
export async function listColourAndSizeAddons(db: Executor, productId: number) {
  return db
    .selectFrom('addon')
    .select(['addon_id', 'addon_type', 'name'])
    .where('inventory_id', '=', productId)
    .where('is_active', '=', 1)
    .where('addon_type', 'in', ['color', 'size'])
    .orderBy('position')
    .orderBy('addon_id')
    .execute();
}

/** Whether the product exists (and, with `onSale`, is on sale). */
export async function productExists(db: Executor, productId: number, onSale: boolean) {
  let q = db.selectFrom('inventory').select('inventory_id').where('inventory_id', '=', productId);
  if (onSale) q = q.where('is_active', '=', 1);
  return (await q.executeTakeFirst()) !== undefined;
}

/** A product's combinations with their add-ons' names, active ones only unless `all`. */
export async function listVariants(db: Executor, productId: number, all = false) {
  let q = db
    .selectFrom('product_variant as v')
    .leftJoin('addon as c', 'c.addon_id', 'v.color_addon_id')
    .leftJoin('addon as s', 's.addon_id', 'v.size_addon_id')
    .select([
      'v.variant_id',
      'v.inventory_id',
      'v.color_addon_id',
      'v.size_addon_id',
      'v.sku',
      'v.stock',
      'v.picture',
      'v.is_active',
      'c.name as color_name',
      's.name as size_name',
    ])
    .where('v.inventory_id', '=', productId);
  if (!all) q = q.where('v.is_active', '=', 1);
  // Colours then sizes in the order the product lists its add-ons.
  return q
    .orderBy(sql`coalesce(c.position, 0)`)
    .orderBy(sql`coalesce(s.position, 0)`)
    .orderBy('v.variant_id')
    .execute();
}

/** The active combination a SKU (any case) or id names. */
export async function findVariant(db: Executor, by: { variantId?: number; sku?: string }) {
  let q = db
    .selectFrom('product_variant')
    .select(['variant_id', 'inventory_id', 'sku', 'stock'])
    .where('is_active', '=', 1);
  q =
    by.variantId !== undefined
      ? q.where('variant_id', '=', by.variantId)
      : q.where(sql<string>`lower(sku)`, '=', by.sku!.toLowerCase());
  return q.executeTakeFirst();
}

/**
 * Upper-cased SKUs already used that start like `prefix`, for picking a free generated one. Read
 * as a range of the SKU index (`prefix` ≤ sku < `prefix` with its last character moved on),
 * then narrowed: a `like` reads every combination of the shop, which an import of thousands of
 * products pays once per product.
 */
export async function skusLike(db: Executor, prefix: string) {
  const from = prefix.toLowerCase();
  const until = from.slice(0, -1) + String.fromCharCode(from.charCodeAt(from.length - 1) + 1);
  const rows = await db
    .selectFrom('product_variant')
    .select('sku')
    .where(sql<string>`lower(sku)`, '>=', from)
    .where(sql<string>`lower(sku)`, '<', until)
    .execute();
  return new Set(rows.filter((r) => r.sku.toLowerCase().startsWith(from)).map((r) => r.sku.toUpperCase()));
}

/** Whether a combination other than `variantIds` has this SKU (compared without case). */
export async function skuTakenOutside(db: Executor, sku: string, variantIds: number[]) {
  const row = await db
    .selectFrom('product_variant')
    .select('variant_id')
    .where(sql<string>`lower(sku)`, '=', sku.toLowerCase())
    .where('variant_id', 'not in', variantIds)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds `delta` to one active combination in one conditional update, never below zero; undefined
 * when fewer than `-delta` units are left or the combination is retired (perhaps meanwhile: a
 * retired one counts 0).
 */
export async function addToVariant(db: Executor, variantId: number, delta: number) {
  return db
    .updateTable('product_variant')
    .set((eb) => ({ stock: eb('stock', '+', delta) }))
    .where('variant_id', '=', variantId)
    .where('is_active', '=', 1)
    .where('stock', '>=', -delta)
    .returning(['stock', 'sku'])
    .executeTakeFirst();
}

/**
 * The product's count becomes the sum of its active combinations; touching the row bumps the
 * product's version (migration 019), so the storefront's remembered answers are remade.
 *
 * The row is locked by a statement of its own before the sum is read: on PostgreSQL a statement
 * reads the data committed when it starts, so a sum read while another transaction (a sale of
 * another size, which moves the total after its combination) still held the row would miss that
 * sale once it committed. Locked first, the sum sees every sale that already moved the total,
 * and a sale still to move it does so after this, on the recounted value. Callers change their
 * combinations before they recount: every writer takes combinations, then the total.
 */
export async function recountProduct(db: Executor, productId: number) {
  await lockStockRow(db, productId);
  await db
    .updateTable('inventory_stock')
    .set({
      stock: sql<number>`(select coalesce(sum(stock), 0) from product_variant
        where inventory_id = ${productId} and is_active = 1)`,
    })
    .where('inventory_id', '=', productId)
    .execute();
}

/**
 * The active combination of these add-ons for a product counted per combination: `none` when the
 * product has no combinations, `missing` when none matches (a colour not sold in that size). An
 * optional colour or size the shopper left at "No, thanks" matches any: the line takes the
 * combination with the most units left, and its order line names it (the cart listing picks the
 * same way).
 */
export async function combinationFor(
  db: Executor,
  productId: number,
  colorAddonId: number | null,
  sizeAddonId: number | null,
) {
  const rows = await db
    .selectFrom('product_variant')
    .select(['variant_id', 'color_addon_id', 'size_addon_id', 'stock'])
    .where('inventory_id', '=', productId)
    .where('is_active', '=', 1)
    .execute();
  if (rows.length === 0) return 'none' as const;
  const matching = rows.filter(
    (r) =>
      (colorAddonId === null || r.color_addon_id === colorAddonId) &&
      (sizeAddonId === null || r.size_addon_id === sizeAddonId),
  );
  return matching.sort((a, b) => b.stock - a.stock || a.variant_id - b.variant_id)[0] ?? ('missing' as const);
}

export async function insertVariant(db: Executor, row: Insertable<ProductVariantTable>) {
  await db.insertInto('product_variant').values(row).execute();
}

/** Retires or brings back combinations (their rows stay locked until the transaction ends). */
export async function setVariantsActive(db: Executor, variantIds: number[], active: boolean) {
  if (variantIds.length === 0) return;
  await db
    .updateTable('product_variant')
    .set({ is_active: active ? 1 : 0 })
    .where('variant_id', 'in', variantIds)
    .execute();
}

/** These combinations with their product, SKU, count and whether they are active, in id order. */
export async function variantsById(db: Executor, variantIds: number[]) {
  if (variantIds.length === 0) return [];
  return db
    .selectFrom('product_variant')
    .select(['variant_id', 'inventory_id', 'sku', 'stock', 'is_active'])
    .where('variant_id', 'in', variantIds)
    .orderBy('variant_id')
    .execute();
}

export async function setVariantStock(db: Executor, variantId: number, stock: number) {
  await db.updateTable('product_variant').set({ stock }).where('variant_id', '=', variantId).execute();
}

/** Writes a combination's SKU and picture. */
export async function setSkuAndPicture(db: Executor, variantId: number, sku: string, picture: string | null) {
  await db.updateTable('product_variant').set({ sku, picture }).where('variant_id', '=', variantId).execute();
}

/** A stock movement of a combination, which the operator reads in the product's movements. */
export async function insertMovement(db: Executor, movement: Insertable<StockMovementTable>) {
  await db.insertInto('stock_movement').values(movement).execute();
}

/** Holds the product's active combinations to the end of the transaction (an update that changes nothing). */
export async function lockActiveVariants(db: Executor, productId: number) {
  await db
    .updateTable('product_variant')
    .set((eb) => ({ is_active: eb.ref('is_active') }))
    .where('inventory_id', '=', productId)
    .where('is_active', '=', 1)
    .execute();
}

/** The first of these SKUs (compared without case) a combination other than `variantIds` has, if any. */
export async function firstSkuTakenOutside(db: Executor, skus: string[], variantIds: number[]) {
  if (skus.length === 0) return undefined;
  let q = db
    .selectFrom('product_variant')
    .select('sku')
    .where(
      sql<string>`lower(sku)`,
      'in',
      skus.map((s) => s.toLowerCase()),
    );
  if (variantIds.length > 0) q = q.where('variant_id', 'not in', variantIds);
  return (await q.executeTakeFirst())?.sku;
}

export async function setSkuAndStock(db: Executor, variantId: number, values: { sku: string; stock: number }) {
  await db.updateTable('product_variant').set(values).where('variant_id', '=', variantId).execute();
}

export async function insertMovements(db: Executor, movements: Insertable<StockMovementTable>[]) {
  for (const chunk of chunksFor(movements)) await db.insertInto('stock_movement').values(chunk).execute();
}

/** Active colour and size add-ons of several products, each product's in the order it lists them. */
export async function listColourAndSizeAddonsOf(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('addon')
    .select(['addon_id', 'inventory_id', 'addon_type', 'name'])
    .where('inventory_id', 'in', productIds)
    .where('is_active', '=', 1)
    .where('addon_type', 'in', ['color', 'size'])
    .orderBy('inventory_id')
    .orderBy('position')
    .orderBy('addon_id')
    .execute();
}

/** New combinations in multi-row statements; answers each one's id with what identifies it. */
export async function insertVariants(db: Executor, rows: Insertable<ProductVariantTable>[]) {
  const made: {
    variant_id: number;
    inventory_id: number;
    color_addon_id: number | null;
    size_addon_id: number | null;
  }[] = [];
  for (const chunk of chunksFor(rows)) {
    made.push(
      ...(await db
        .insertInto('product_variant')
        .values(chunk)
        .returning(['variant_id', 'inventory_id', 'color_addon_id', 'size_addon_id'])
        .execute()),
    );
  }
  return made;
}
