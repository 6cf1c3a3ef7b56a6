import type { ConsoleProduct, StockAdjustment } from '@shared/schemas/console-catalog';
import { productCreateSchema, productWriteSchema } from '@shared/schemas/console-catalog';
import type { z } from 'zod';
import type { NewProductRow } from '@server/db/schema';
import { lockForUpdate, type Executor, type Tx } from '@server/db/transaction';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { productRow } from '@server/modules/catalog';
import { ensureStockRow, insertStockRows, setStock, stockOf } from '@server/modules/stock';
import {
  changedFields,
  recordAudit,
  recordAudits,
  checkExist,
  checkImages,
  operatorWrite,
  type OperatorWho,
} from '@server/modules/operator-write';
import * as products from './products.repository.js';
import * as variants from '@server/modules/variant';
import { editCombinations, syncVariants, type StatedCombination } from '@server/modules/variant';
import type { ConsoleDeps } from '@server/modules/console/console.deps';
import { recordStockLow, recordWebhookEvent, recordWebhookEvents, stockBefore } from '@server/modules/webhook';

type ProductInput = z.output<typeof productWriteSchema>;
type CreateInput = z.output<typeof productCreateSchema>;

/** The sub-category a product goes in, with its root: a 400 naming the problem otherwise. */
async function placeOf(db: Executor, subCategoryId: number) {
  const sub = await products.findCategoryWithRoot(db, subCategoryId);
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
async function checkReferences(db: Executor, input: ProductInput, productId: number | null) {
  await checkExist(db, { table: 'badge', column: 'badge_id', field: 'badgeIds', noun: 'badge' }, input.badgeIds);
  const addonIds = input.addons.flatMap((a) => (a.addonId ? [a.addonId] : []));
  if (addonIds.length > 0) {
    const own = productId === null ? [] : await products.listOwnAddonIds(db, productId, addonIds);
    const foreign = addonIds.find((id) => !own.some((a) => a.addon_id === id));
    if (foreign !== undefined) throw badRequest(`addons: add-on ${foreign} is not one of this product's`);
  }
  await checkImages(db, [...input.gallery, ...input.detailGallery]);
}

/** What an operator's save never touches: the rating and popularity the shop computes, the creation time. */
const KEPT_ON_SAVE = new Set(['rating_display', 'review_count', 'popularity', 'created_at']);

type Place = Awaited<ReturnType<typeof placeOf>>;

/** The columns an operator's save writes (`place` when the caller has read it already). */
async function productColumns(db: Executor, input: ProductInput, now: string, known?: Place) {
  const place = known ?? (await placeOf(db, input.subCategoryId));
  const row = productRow({
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
  const kept = Object.fromEntries(Object.entries(row).filter(([column]) => !KEPT_ON_SAVE.has(column))) as Omit<
    typeof row,
    'rating_display' | 'review_count' | 'popularity' | 'created_at'
  >;
  // Weight and tax class left out of a save keep their value; a new product is standard, not weighed.
  const shipping = {
    ...(input.weightGrams !== undefined ? { weight_grams: input.weightGrams } : {}),
    ...(input.taxClass !== undefined ? { tax_class: input.taxClass } : {}),
  };
  const columns = { ...kept, ...shipping };
  return { row: { ...row, ...shipping }, columns };
}

/** Badges in the order given; add-ons kept by id (carts holding them stay valid), new ones added, the rest retired. */
async function writeParts(db: Executor, productId: number, input: ProductInput) {
  await products.replaceBadges(db, productId, input.badgeIds);
  const kept: number[] = [];
  for (const [position, a] of input.addons.entries()) {
    const values = { addon_type: a.addonType, name: a.name, plus_price: a.plusPrice, position, is_active: 1 };
    if (a.addonId) {
      await products.updateAddon(db, a.addonId, values);
      kept.push(a.addonId);
    } else {
      kept.push(await products.insertAddon(db, { ...values, inventory_id: productId, delivery_days: null }));
    }
  }
  await products.retireAddonsExcept(db, productId, kept);
}

export async function createProduct(deps: ConsoleDeps, actor: string, input: CreateInput): Promise<number> {
  return operatorWrite(deps, actor, [], (tx, who) => createProductIn(tx, who, deps.webhooks, input));
}

/**
 * A new product with its first stock, inside the caller's transaction: the console's save and
 * the catalogue import (imports/) write products the same way.
 */
export async function createProductIn(
  tx: Tx,
  who: OperatorWho,
  webhooks: ConsoleDeps['webhooks'],
  input: CreateInput,
): Promise<number> {
  await checkReferences(tx.kysely, input, null);
  const { row } = await productColumns(tx.kysely, input, who.now);
  const productId = await products.insertProduct(tx.kysely, row);
  await writeParts(tx.kysely, productId, input);
  await setStock(tx.kysely, productId, input.stock);
  // The first stock is split over the colour and size combinations, as the migration split old counts.
  await syncVariants(tx.kysely, productId, who);
  // The editor's combinations with their first counts, SKUs and pictures, in the same save.
  await editCombinations(tx.kysely, productId, input.combinations ?? [], {
    ...who,
    reason: input.stockReason || 'First stock',
  });
  if (input.stock > 0) {
    await products.insertStockMovement(tx.kysely, {
      inventory_id: productId,
      delta: input.stock,
      stock_after: input.stock,
      reason: 'First stock',
      actor: who.actor,
      created_at: who.now,
    });
  }
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'product',
    entityId: productId,
    action: 'create',
    subject: `product ${productId} (${input.name})`,
    detail: { name: input.name, price: input.price },
    before: null,
    after: { name: input.name, price: input.price, stock: input.stock, isActive: input.isActive },
  });
  await recordWebhookEvent(tx, webhooks, 'product.created', { kind: 'product', productId }, who.now);
  return productId;
}

/** A new product of a batch (the catalogue import): its save, keys, and counts. */
export interface NewProductOfMany {
  input: ProductInput;
  /** The merchant's own key, and the SKU of a product without combinations. */
  externalId: string | null;
  sku: string | null;
  /** The count of a product without combinations (one with them counts theirs). */
  stock: number;
  /** SKUs and counts per colour and size, for a product that has them. */
  combinations: StatedCombination[];
}

/**
 * What `createProductIn` then `setCombinations` write, for many new products at once, inside the
 * caller's transaction: the same rows (product, add-ons, badges, combinations, counts, movements,
 * activity, webhook events), each table in one multi-row statement for all of them, the product
 * rows one by one (for their ids). References are checked for all before the first write.
 * Answers the new ids in the order given. The catalogue import writes its batches of new products
 * so; the caller's transaction makes the batch all or nothing.
 */
export async function createProductsIn(
  tx: Tx,
  who: OperatorWho,
  webhooks: ConsoleDeps['webhooks'],
  news: NewProductOfMany[],
  combinationReason: string,
): Promise<number[]> {
  if (news.length === 0) return [];
  const db = tx.kysely;
  const named = news.flatMap((n) => n.input.addons.filter((a) => a.addonId));
  if (named.length > 0) throw badRequest(`addons: add-on ${named[0]!.addonId} is not one of this product's`);
  await checkExist(
    db,
    { table: 'badge', column: 'badge_id', field: 'badgeIds', noun: 'badge' },
    news.flatMap((n) => n.input.badgeIds),
  );
  await checkImages(
    db,
    news.flatMap((n) => [...n.input.gallery, ...n.input.detailGallery]),
  );
  const places = new Map<number, Place>();
  const rows: NewProductRow[] = [];
  for (const n of news) {
    let place = places.get(n.input.subCategoryId);
    if (!place) places.set(n.input.subCategoryId, (place = await placeOf(db, n.input.subCategoryId)));
    const { row } = await productColumns(db, n.input, who.now, place);
    rows.push({ ...row, external_id: n.externalId, sku: n.sku });
  }
  const ids = await products.insertProducts(db, rows);
  await products.insertAddons(
    db,
    news.flatMap((n, i) =>
      n.input.addons.map((a, position) => ({
        inventory_id: ids[i]!,
        addon_type: a.addonType,
        name: a.name,
        plus_price: a.plusPrice,
        position,
        is_active: 1,
        delivery_days: null,
      })),
    ),
  );
  await products.insertBadgeRows(
    db,
    news.flatMap((n, i) =>
      n.input.badgeIds.map((badge_id, position) => ({ inventory_id: ids[i]!, badge_id, position })),
    ),
  );
  const counted = (n: NewProductOfMany) =>
    n.input.addons.some((a) => a.addonType === 'color' || a.addonType === 'size');
  const totals = await variants.createCombinations(
    db,
    news.flatMap((n, i) => (counted(n) ? [{ productId: ids[i]!, stated: n.combinations }] : [])),
    { ...who, reason: combinationReason },
    news.flatMap((n) => [...n.combinations.flatMap((c) => (c.sku ? [c.sku] : [])), ...(n.sku ? [n.sku] : [])]),
  );
  await insertStockRows(
    db,
    news.map((n, i) => ({ inventory_id: ids[i]!, stock: counted(n) ? (totals.get(ids[i]!) ?? 0) : n.stock })),
  );
  await products.insertStockMovements(
    db,
    news.flatMap((n, i) =>
      !counted(n) && n.stock > 0
        ? [
            {
              inventory_id: ids[i]!,
              delta: n.stock,
              stock_after: n.stock,
              reason: 'First stock',
              actor: who.actor,
              created_at: who.now,
            },
          ]
        : [],
    ),
  );
  await recordAudits(
    db,
    news.map((n, i) => ({
      ...who,
      entity: 'product' as const,
      entityId: ids[i]!,
      action: 'create',
      subject: `product ${ids[i]!} (${n.input.name})`,
      detail: { name: n.input.name, price: n.input.price },
      before: null,
      // As a single save records it: a product with combinations starts at 0, its counts come after.
      after: { name: n.input.name, price: n.input.price, stock: counted(n) ? 0 : n.stock, isActive: n.input.isActive },
    })),
  );
  await recordWebhookEvents(
    tx,
    webhooks,
    'product.created',
    ids.map((productId) => ({ kind: 'product', productId })),
    who.now,
  );
  return ids;
}

export async function updateProduct(
  deps: ConsoleDeps,
  actor: string,
  productId: number,
  input: ProductInput,
): Promise<void> {
  return operatorWrite(deps, actor, [productId], (tx, who) =>
    updateProductIn(tx, who, deps.webhooks, productId, input),
  );
}

/** A product's whole edit inside the caller's transaction (the console's save, the catalogue import). */
export async function updateProductIn(
  tx: Tx,
  who: OperatorWho,
  webhooks: ConsoleDeps['webhooks'],
  productId: number,
  input: ProductInput,
) {
  if (!(await lockForUpdate(tx, 'inventory', 'inventory_id', productId))) throw notFound('Product');
  const before = await products.findProductColumns(tx.kysely, productId);
  await checkReferences(tx.kysely, input, productId);
  const { columns } = await productColumns(tx.kysely, input, who.now);
  const was = Object.fromEntries(Object.keys(columns).map((column) => [column, before[column]]));
  await products.updateProductColumns(tx.kysely, productId, columns);
  await writeParts(tx.kysely, productId, input);
  await syncVariants(tx.kysely, productId, who);
  await editCombinations(tx.kysely, productId, input.combinations ?? [], { ...who, reason: input.stockReason });
  await recordAudit(tx.kysely, {
    ...who,
    entity: 'product',
    entityId: productId,
    action: 'update',
    subject: `product ${productId} (${input.name})`,
    detail: {
      name: input.name,
      ...(before.price !== input.price ? { price: [before.price, input.price] } : {}),
      ...(before.is_active !== Number(input.isActive) ? { isActive: input.isActive } : {}),
    },
    ...changedFields(was, columns),
  });
  await recordWebhookEvent(tx, webhooks, 'product.updated', { kind: 'product', productId }, who.now);
}

type Target = { productId: number; variantId: number | null; delta: number };

/**
 * What each adjustment counts: a combination (by `variantId` or `sku`; 404 when none is) or a
 * product without combinations (by `productId`; 400 when it has combinations, whose count is
 * theirs). Read before the transaction, so the products whose versions move are known.
 */
async function targetsOf(deps: ConsoleDeps, input: StockAdjustment): Promise<Target[]> {
  const db = deps.db.kysely;
  const targets: Target[] = [];
  for (const a of input.adjustments) {
    if (a.productId !== undefined) {
      if ((await variants.listVariants(db, a.productId)).length > 0) {
        throw badRequest(
          `Product ${a.productId} is counted per colour and size: choose a combination (variantId or sku)`,
        );
      }
      targets.push({ productId: a.productId, variantId: null, delta: a.delta });
    } else {
      const v = await variants.findVariant(db, { variantId: a.variantId, sku: a.sku });
      if (!v) throw notFound(a.sku !== undefined ? `SKU ${a.sku}` : `Combination ${a.variantId}`);
      targets.push({ productId: v.inventory_id, variantId: v.variant_id, delta: a.delta });
    }
  }
  const seen = new Set<number>();
  for (const t of targets.filter((t) => t.variantId !== null)) {
    if (seen.has(t.variantId!)) throw badRequest('Each product only once');
    seen.add(t.variantId!);
  }
  // Product id then combination id: the order sales lock rows in, so bulk adjustments never deadlock.
  return targets.sort((x, y) => x.productId - y.productId || (x.variantId ?? 0) - (y.variantId ?? 0));
}

/**
 * Adds or takes off units of several products or combinations with one reason, all or nothing.
 * Each change is one conditional update (`stock = stock + delta where stock + delta >= 0`):
 * concurrent adjustments and sales each apply to the count as it is when they run, so none is
 * lost, and a count never goes below zero (409 naming the product and its combination; nothing
 * is changed then). A combination's change moves its product's total in the same transaction.
 */
export async function adjustStock(deps: ConsoleDeps, actor: string, input: StockAdjustment) {
  const targets = await targetsOf(deps, input);
  const ids = [...new Set(targets.map((t) => t.productId))];
  return operatorWrite(deps, actor, ids, async (tx, who) => {
    const named = await products.listProductNames(tx.kysely, ids);
    const missing = ids.find((id) => !named.some((p) => p.inventory_id === id));
    if (missing !== undefined) throw notFound(`Product ${missing}`);
    const nameOf = (id: number) => named.find((p) => p.inventory_id === id)!.name;
    const stockWas = await stockBefore(tx.kysely, ids);

    const results: { productId: number; variantId: number | null; sku: string | null; stock: number }[] = [];
    const countedBefore: Record<string, number> = {};
    const stockAfter: Record<string, number> = {};
    for (const [i, { productId, variantId, delta }] of targets.entries()) {
      await ensureStockRow(tx.kysely, productId);
      let after: { stock: number; sku: string | null } | undefined;
      if (variantId === null) {
        const updated = await products.addToStock(tx.kysely, productId, delta);
        if (!updated) {
          const stock = await stockOf(tx.kysely, productId);
          throw conflict(`Only ${stock} of "${nameOf(productId)}" in stock; cannot take off ${-delta}`);
        }
        after = { stock: updated.stock, sku: null };
      } else {
        const updated = await variants.addToVariant(tx.kysely, variantId, delta);
        if (!updated) {
          const v = await variants.findVariant(tx.kysely, { variantId });
          if (!v) throw notFound(`Combination ${variantId}`); // retired meanwhile
          throw conflict(`Only ${v.stock} of "${nameOf(productId)}" (${v.sku}) in stock; cannot take off ${-delta}`);
        }
        after = updated;
      }
      await products.insertStockMovement(tx.kysely, {
        inventory_id: productId,
        variant_id: variantId,
        delta,
        stock_after: after.stock,
        reason: input.reason,
        actor: who.actor,
        created_at: who.now,
      });
      results.push({ productId, variantId, sku: after.sku, stock: after.stock });
      const counted = after.sku ?? `product ${productId}`;
      countedBefore[counted] = after.stock - delta;
      stockAfter[counted] = after.stock;
      // After a product's last combination, its total moves by theirs (by deltas, not recounted: a
      // sale of another size may be committing now). Combinations first, then the total: the
      // order every stock writer locks rows in.
      if (targets[i + 1]?.productId === productId) continue;
      const moved = targets.filter((t) => t.productId === productId && t.variantId !== null);
      if (moved.length > 0) {
        await products.addToStock(
          tx.kysely,
          productId,
          moved.reduce((sum, t) => sum + t.delta, 0),
        );
      }
    }
    await recordAudit(tx.kysely, {
      ...who,
      entity: 'stock',
      entityId: ids.length === 1 ? ids[0]! : null,
      action: 'adjust',
      subject: `stock of ${ids.map((id) => `"${nameOf(id)}"`).join(', ')}`,
      detail: { reason: input.reason },
      before: countedBefore,
      after: { ...stockAfter, reason: input.reason },
    });
    await recordStockLow(tx, deps.webhooks, stockWas, who.now);
    return results;
  });
}

export async function productView(db: Executor, productId: number): Promise<ConsoleProduct> {
  const found = await products.findProduct(db, productId);
  if (!found) throw notFound('Product');
  const { row, addons, badgeIds } = found;
  return {
    productId: row.inventory_id,
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
    weightGrams: row.weight_grams,
    taxClass: row.tax_class,
    stock: row.stock ?? 0,
    updatedAt: row.updated_at,
  };
}
