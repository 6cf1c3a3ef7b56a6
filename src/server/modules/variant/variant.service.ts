import type { AdminVariant, Variant, variantWriteSchema } from '@shared/schemas/variant';
import type { z } from 'zod';
import { publicStock } from '@shared/schemas/catalog';
import type { Executor } from '@server/db/transaction';
import { lockForUpdate } from '@server/db/transaction';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { ensureStockRow, stockOf } from '@server/modules/stock';
import { checkImages, operatorWrite, type OperatorWriteDeps } from '@server/modules/operator-write';
import { combinationsOf, splitStock, variantSku } from './variant-rules.js';
import * as repo from './variant.repository.js';

/**
 * Makes a product's combinations follow its active colour and size add-ons (docs/catalog.md
 * "Variants"): a missing combination is made with stock 0 and a generated SKU, one whose add-on
 * is gone is retired (kept, with its count, for the orders and movements that name it), and a
 * retired one whose add-ons are back is active again. A product that had no combinations has its
 * count split over its new ones; the product's count then becomes the sum of its active ones.
 * Runs in the save's transaction.
 */
export async function syncVariants(db: Executor, productId: number) {
  const addons = await db
    .selectFrom('addon')
    .select(['addon_id', 'addon_type', 'name'])
    .where('inventory_id', '=', productId)
    .where('is_active', '=', 1)
    .where('addon_type', 'in', ['color', 'size'])
    .orderBy('position')
    .orderBy('addon_id')
    .execute();
  const combos = combinationsOf(
    addons.filter((a) => a.addon_type === 'color'),
    addons.filter((a) => a.addon_type === 'size'),
  );
  const existing = await repo.listVariants(db, productId, true);
  const hadActive = existing.some((v) => v.is_active === 1);
  if (combos.length === 0 && !hadActive) return;

  await ensureStockRow(db, productId);
  const same = (v: (typeof existing)[number], c: (typeof combos)[number]) =>
    v.color_addon_id === (c.color?.addon_id ?? null) && v.size_addon_id === (c.size?.addon_id ?? null);
  const keep = new Set<number>();
  const fresh = combos.filter((c) => {
    const found = existing.find((v) => same(v, c));
    if (found) keep.add(found.variant_id);
    return !found;
  });
  const retire = existing.filter((v) => v.is_active === 1 && !keep.has(v.variant_id)).map((v) => v.variant_id);
  if (retire.length > 0) {
    await db.updateTable('product_variant').set({ is_active: 0 }).where('variant_id', 'in', retire).execute();
  }
  if (keep.size > 0) {
    await db
      .updateTable('product_variant')
      .set({ is_active: 1 })
      .where('variant_id', 'in', [...keep])
      .execute();
  }
  if (combos.length === 0) return; // no combinations left: the product keeps the count it had, as one
  const shares = hadActive ? fresh.map(() => 0) : splitStock(await stockOf(db, productId), fresh.length);
  const taken = await repo.skusLike(db, String(productId));
  for (const [i, c] of fresh.entries()) {
    await db
      .insertInto('product_variant')
      .values({
        inventory_id: productId,
        color_addon_id: c.color?.addon_id ?? null,
        size_addon_id: c.size?.addon_id ?? null,
        sku: variantSku(productId, c.color?.name ?? null, c.size?.name ?? null, taken),
        stock: shares[i]!,
        picture: null,
        is_active: 1,
      })
      .execute();
  }
  await repo.recountProduct(db, productId);
}

/** What the storefront may know of a product's combinations (404 for an unknown or withdrawn product). */
export async function publicVariants(db: Executor, productId: number): Promise<Variant[]> {
  const product = await db
    .selectFrom('inventory')
    .select('inventory_id')
    .where('inventory_id', '=', productId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!product) throw notFound('Product');
  const rows = await repo.listVariants(db, productId);
  return rows.map((v) => {
    const shown = publicStock(v.stock);
    return {
      variantId: v.variant_id,
      sku: v.sku,
      colorAddonId: v.color_addon_id,
      sizeAddonId: v.size_addon_id,
      available: shown.stockState !== 'sold_out',
      ...shown,
      picture: v.picture,
    };
  });
}

export async function adminVariants(db: Executor, productId: number): Promise<AdminVariant[]> {
  const product = await db
    .selectFrom('inventory')
    .select('inventory_id')
    .where('inventory_id', '=', productId)
    .executeTakeFirst();
  if (!product) throw notFound('Product');
  const rows = await repo.listVariants(db, productId);
  return rows.map((v) => ({
    variantId: v.variant_id,
    sku: v.sku,
    colorAddonId: v.color_addon_id,
    sizeAddonId: v.size_addon_id,
    colorName: v.color_name,
    sizeName: v.size_name,
    stock: v.stock,
    picture: v.picture,
  }));
}

/** Saves SKUs and pictures; a SKU another combination has is a 409 naming it. */
export async function saveVariants(
  deps: OperatorWriteDeps,
  actor: string,
  productId: number,
  input: z.output<typeof variantWriteSchema>,
) {
  await operatorWrite(deps, actor, [productId], async (tx) => {
    if (!(await lockForUpdate(tx, 'inventory', 'inventory_id', productId))) throw notFound('Product');
    const own = await repo.listVariants(tx.kysely, productId);
    const foreign = input.variants.find((v) => !own.some((o) => o.variant_id === v.variantId));
    if (foreign) throw badRequest(`variants: combination ${foreign.variantId} is not one of this product's`);
    await checkImages(
      tx.kysely,
      input.variants.flatMap((v) => (v.picture ? [v.picture] : [])),
    );
    // A SKU held by a combination outside this save is a clash; within it, SKUs may swap.
    const saved = input.variants.map((v) => v.variantId);
    for (const v of input.variants) {
      if (await repo.skuTakenOutside(tx.kysely, v.sku, saved)) {
        throw conflict(`SKU ${v.sku} is already used by another combination`);
      }
    }
    // Free the SKUs first so that swaps within one save do not trip the unique index.
    for (const v of input.variants) {
      await tx.kysely
        .updateTable('product_variant')
        .set({ sku: `~${v.variantId}` })
        .where('variant_id', '=', v.variantId)
        .execute();
    }
    for (const v of input.variants) {
      await tx.kysely
        .updateTable('product_variant')
        .set({ sku: v.sku, picture: v.picture ?? null })
        .where('variant_id', '=', v.variantId)
        .execute();
    }
    await ensureStockRow(tx.kysely, productId);
    await repo.recountProduct(tx.kysely, productId); // bumps the product's version: new pictures show at once
  });
  return adminVariants(deps.db.kysely, productId);
}
