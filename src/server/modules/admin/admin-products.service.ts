import type { AdminProduct, StockAdjustment } from '@shared/schemas/admin-catalogue';
import { productCreateSchema, productWriteSchema } from '@shared/schemas/admin-catalogue';
import type { z } from 'zod';
import { lockForUpdate, type Executor, type Tx } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { inventoryRow } from '../catalog/inventory-row.js';
import { setStock } from '../stock/stock.repository.js';
import { recordAudit } from './admin-audit.js';
import { checkExist, checkImages } from './admin-references.js';
import { findProduct } from './admin-products.repository.js';

type ProductInput = z.output<typeof productWriteSchema>;
type CreateInput = z.output<typeof productCreateSchema>;

interface Who {
  actor: string;
  now: string;
}

/** The sub-category a product goes in, with its root: a 400 naming the problem otherwise. */
async function placeOf(db: Executor, subCategoryId: number) {
  const sub = await db
    .selectFrom('category as sub')
    .leftJoin('category as root', 'root.category_id', 'sub.parent_id')
    .select(['sub.category_id', 'sub.display_name', 'root.category_id as root_id', 'root.display_name as root_name'])
    .where('sub.category_id', '=', subCategoryId)
    .executeTakeFirst();
  if (!sub) throw badRequest(`subCategoryId: category ${subCategoryId} does not exist`);
  if (sub.root_id === null || sub.root_name === null) {
    throw badRequest(`subCategoryId: ${sub.display_name} is a top-level category; choose one of its sub-categories`);
  }
  return {
    rootCategory: { id: sub.root_id, name: sub.root_name },
    subCategory: { id: sub.category_id, name: sub.display_name },
  };
}

/** Every id the write names must exist (badges) or belong to this product (add-ons). */
async function checkReferences(db: Executor, input: ProductInput, inventoryId: number | null) {
  await checkExist(db, { table: 'badge', column: 'badge_id', field: 'badgeIds', noun: 'badge' }, input.badgeIds);
  const addonIds = input.addons.flatMap((a) => (a.addonId ? [a.addonId] : []));
  if (addonIds.length > 0) {
    const own =
      inventoryId === null
        ? []
        : await db
            .selectFrom('addon')
            .select('addon_id')
            .where('addon_id', 'in', addonIds)
            .where('inventory_id', '=', inventoryId)
            .execute();
    const foreign = addonIds.find((id) => !own.some((a) => a.addon_id === id));
    if (foreign !== undefined) throw badRequest(`addons: add-on ${foreign} is not one of this product's`);
  }
  await checkImages(db, [...input.gallery, ...input.detailGallery]);
}

/** What an operator's save never touches: the rating and popularity the shop computes, the creation time. */
const KEPT_ON_SAVE = new Set(['rating_display', 'review_count', 'popularity', 'created_at']);

/** The columns an operator's save writes. */
async function productColumns(db: Executor, input: ProductInput, now: string) {
  const place = await placeOf(db, input.subCategoryId);
  const row = inventoryRow({
    name: input.name,
    coverPath: input.gallery[0]!,
    price: input.price,
    originalPrice: input.originalPrice,
    descriptionHtml: input.descriptionHtml,
    gallery: input.gallery,
    detailGallery: input.detailGallery,
    features: input.features,
    ...place,
    requires: input.requires,
    deliveryDays: input.deliveryDays,
    isActive: input.isActive,
    createdAt: now,
  });
  const columns = Object.fromEntries(Object.entries(row).filter(([column]) => !KEPT_ON_SAVE.has(column))) as Omit<
    typeof row,
    'rating_display' | 'review_count' | 'popularity' | 'created_at'
  >;
  return { row, columns };
}

/** Badges in the order given; add-ons kept by id (carts holding them stay valid), new ones added, the rest retired. */
async function writeParts(db: Executor, inventoryId: number, input: ProductInput) {
  await db.deleteFrom('inventory_badge').where('inventory_id', '=', inventoryId).execute();
  if (input.badgeIds.length > 0) {
    await db
      .insertInto('inventory_badge')
      .values(input.badgeIds.map((badge_id, position) => ({ inventory_id: inventoryId, badge_id, position })))
      .execute();
  }
  const kept: number[] = [];
  for (const [position, a] of input.addons.entries()) {
    const values = { addon_type: a.addonType, name: a.name, plus_price: a.plusPrice, position, is_active: 1 };
    if (a.addonId) {
      await db.updateTable('addon').set(values).where('addon_id', '=', a.addonId).execute();
      kept.push(a.addonId);
    } else {
      const { addon_id } = await db
        .insertInto('addon')
        .values({ ...values, inventory_id: inventoryId, delivery_days: null })
        .returning('addon_id')
        .executeTakeFirstOrThrow();
      kept.push(addon_id);
    }
  }
  // Retired, not deleted: cart lines and past orders may still name them.
  let retire = db
    .updateTable('addon')
    .set({ is_active: 0 })
    .where('inventory_id', '=', inventoryId)
    .where('is_active', '=', 1);
  if (kept.length > 0) retire = retire.where('addon_id', 'not in', kept);
  await retire.execute();
}

export async function createProduct(tx: Tx, who: Who, input: CreateInput): Promise<number> {
  await checkReferences(tx.kysely, input, null);
  const { row } = await productColumns(tx.kysely, input, who.now);
  const { inventory_id } = await tx.kysely
    .insertInto('inventory')
    .values(row)
    .returning('inventory_id')
    .executeTakeFirstOrThrow();
  await writeParts(tx.kysely, inventory_id, input);
  await setStock(tx.kysely, inventory_id, input.stock);
  if (input.stock > 0) {
    await tx.kysely
      .insertInto('stock_movement')
      .values({
        inventory_id,
        delta: input.stock,
        stock_after: input.stock,
        reason: 'First stock',
        actor: who.actor,
        created_at: who.now,
      })
      .execute();
  }
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'product',
    entityId: inventory_id,
    action: 'create',
    detail: { name: input.name, price: input.price },
  });
  return inventory_id;
}

export async function updateProduct(tx: Tx, who: Who, inventoryId: number, input: ProductInput): Promise<void> {
  if (!(await lockForUpdate(tx, 'inventory', 'inventory_id', inventoryId))) throw notFound('Product');
  const before = await tx.kysely
    .selectFrom('inventory')
    .select(['price', 'is_active'])
    .where('inventory_id', '=', inventoryId)
    .executeTakeFirstOrThrow();
  await checkReferences(tx.kysely, input, inventoryId);
  const { columns } = await productColumns(tx.kysely, input, who.now);
  await tx.kysely.updateTable('inventory').set(columns).where('inventory_id', '=', inventoryId).execute();
  await writeParts(tx.kysely, inventoryId, input);
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'product',
    entityId: inventoryId,
    action: 'update',
    detail: {
      name: input.name,
      ...(before.price !== input.price ? { price: [before.price, input.price] } : {}),
      ...(before.is_active !== Number(input.isActive) ? { isActive: input.isActive } : {}),
    },
  });
}

/**
 * Adds or takes off units of several products with one reason, all or nothing. Each change is
 * one conditional update (`stock = stock + delta where stock + delta >= 0`): concurrent
 * adjustments and sales each apply to the count as it is when they run, so none is lost, and a
 * count never goes below zero (409 naming the product; nothing is changed then). Rows are
 * touched in product id order, as orders do, so two bulk adjustments never deadlock.
 */
export async function adjustStock(tx: Tx, actor: string, now: string, input: StockAdjustment) {
  const ids = input.adjustments.map((a) => a.inventoryId);
  const products = await tx.kysely
    .selectFrom('inventory')
    .select(['inventory_id', 'name'])
    .where('inventory_id', 'in', ids)
    .execute();
  const missing = ids.find((id) => !products.some((p) => p.inventory_id === id));
  if (missing !== undefined) throw notFound(`Product ${missing}`);
  const nameOf = (id: number) => products.find((p) => p.inventory_id === id)!.name;

  const results: { inventoryId: number; stock: number }[] = [];
  for (const { inventoryId, delta } of [...input.adjustments].sort((a, b) => a.inventoryId - b.inventoryId)) {
    // A product made without a count reads as sold out; give it a row to add to.
    await tx.kysely
      .insertInto('inventory_stock')
      .values({ inventory_id: inventoryId, stock: 0 })
      .onConflict((oc) => oc.column('inventory_id').doNothing())
      .execute();
    const updated = await tx.kysely
      .updateTable('inventory_stock')
      .set((eb) => ({ stock: eb('stock', '+', delta) }))
      .where('inventory_id', '=', inventoryId)
      .where('stock', '>=', -delta)
      .returning('stock')
      .executeTakeFirst();
    if (!updated) {
      const { stock } = await tx.kysely
        .selectFrom('inventory_stock')
        .select('stock')
        .where('inventory_id', '=', inventoryId)
        .executeTakeFirstOrThrow();
      throw conflict(`Only ${stock} of "${nameOf(inventoryId)}" in stock; cannot take off ${-delta}`);
    }
    await tx.kysely
      .insertInto('stock_movement')
      .values({
        inventory_id: inventoryId,
        delta,
        stock_after: updated.stock,
        reason: input.reason,
        actor,
        created_at: now,
      })
      .execute();
    results.push({ inventoryId, stock: updated.stock });
  }
  return results;
}

export async function productView(db: Executor, inventoryId: number): Promise<AdminProduct> {
  const found = await findProduct(db, inventoryId);
  if (!found) throw notFound('Product');
  const { row, addons, badgeIds } = found;
  return {
    inventoryId: row.inventory_id,
    name: row.name,
    subCategoryId: row.sub_category_id,
    price: row.price,
    originalPrice: row.original_price,
    badgeIds,
    features: JSON.parse(row.features_json) as string[],
    descriptionHtml: row.prod_desc_md,
    gallery: JSON.parse(row.gallery_json) as string[],
    detailGallery: JSON.parse(row.detail_gallery_json) as string[],
    addons: addons.map((a) => ({
      addonId: a.addon_id,
      addonType: a.addon_type,
      name: a.name,
      plusPrice: a.plus_price,
    })),
    requires: {
      size: row.require_size_addon === 1,
      color: row.require_color_addon === 1,
      accessory: row.require_accessory_addon === 1,
      ship: row.require_ship_addon === 1,
    },
    deliveryDays: row.delivery_days,
    isActive: row.is_active === 1,
    stock: row.stock ?? 0,
    updatedAt: row.updated_at,
  };
}
