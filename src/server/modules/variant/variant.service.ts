import type { AdminVariant, Variant, variantWriteSchema } from '@shared/schemas/variant';
import type { z } from 'zod';
import type { Executor } from '@server/db/transaction';
import { lockForUpdate } from '@server/db/transaction';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { ensureStockRow, lockStockRow, setStock } from '@server/modules/stock';
import { checkImages, operatorWrite, type OperatorWriteDeps } from '@server/modules/operator-write';
import { combinationsOf, splitStock, variantSku } from './variant-rules.js';
import { toAdminVariant, toVariant } from './variant-view.js';
import * as repo from './variant.repository.js';

/** Who saves the product and when, for the movements a retirement leaves. */
export interface SyncBy {
  actor: string;
  now: string;
}

/** Why a retired combination's units left the count for sale (docs/catalog.md "Variants"). */
const RETIRED_REASON = 'Combination retired (its colour or size was removed): its units are set aside, not for sale';
const ALL_RETIRED_REASON = "Colours and sizes removed: its units are counted as the product's own";

/**
 * Makes a product's combinations follow its active colour and size add-ons (docs/catalog.md
 * "Variants"): a missing combination is made with stock 0 and a generated SKU, one whose add-on
 * is gone is retired, and a retired one whose add-ons are back is active again. A retired
 * combination holds nothing for sale: the units it had leave its count with a movement the
 * operator sees (when the product loses every combination they stay for sale as its own count).
 * A product that had no active combinations has its count split over its new ones; the
 * product's count then becomes the sum of its active ones. Runs in the save's transaction.
 */
export async function syncVariants(db: Executor, productId: number, by: SyncBy) {
  const addons = await repo.listColourAndSizeAddons(db, productId);
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
  const matched = combos.map((c) => existing.find((v) => same(v, c)));
  const kept = new Set(matched.flatMap((v) => (v ? [v.variant_id] : [])));
  const retire = existing.filter((v) => v.is_active === 1 && !kept.has(v.variant_id)).map((v) => v.variant_id);
  const back = existing.filter((v) => v.is_active === 0 && kept.has(v.variant_id)).map((v) => v.variant_id);

  await retireHolding(db, productId, retire, combos.length === 0, by);
  if (combos.length === 0) return; // no combinations left: the product keeps its units as its one count
  await repo.setVariantsActive(db, back, true);
  // A product gaining its first combinations: its own count (locked, so a sale cannot slip between) is split over them.
  const shares = hadActive ? combos.map(() => 0) : splitStock((await lockStockRow(db, productId)) ?? 0, combos.length);
  const taken = await repo.skusLike(db, String(productId));
  for (const [i, c] of combos.entries()) {
    const found = matched[i];
    if (found) {
      if (!hadActive) await repo.setVariantStock(db, found.variant_id, shares[i]!);
      continue;
    }
    await repo.insertVariant(db, {
      inventory_id: productId,
      color_addon_id: c.color?.addon_id ?? null,
      size_addon_id: c.size?.addon_id ?? null,
      sku: variantSku(productId, c.color?.name ?? null, c.size?.name ?? null, taken),
      stock: shares[i]!,
      picture: null,
      is_active: 1,
    });
  }
  await repo.recountProduct(db, productId);
}

/**
 * Retires combinations; what each held leaves its count with a movement. When the product keeps
 * no combination, their units stay for sale as its own count (the total becomes what they held).
 */
async function retireHolding(db: Executor, productId: number, variantIds: number[], keptAsOwn: boolean, by: SyncBy) {
  if (variantIds.length === 0) return;
  await repo.setVariantsActive(db, variantIds, false); // locks them: a sale of one waits, then finds it retired
  const held = (await repo.variantsById(db, variantIds)).filter((v) => v.stock > 0);
  for (const v of held) {
    await repo.setVariantStock(db, v.variant_id, 0);
    await repo.insertMovement(db, {
      inventory_id: productId,
      variant_id: v.variant_id,
      delta: -v.stock,
      stock_after: 0,
      reason: keptAsOwn ? ALL_RETIRED_REASON : RETIRED_REASON,
      actor: by.actor,
      created_at: by.now,
    });
  }
  if (keptAsOwn) {
    await setStock(
      db,
      productId,
      held.reduce((sum, v) => sum + v.stock, 0),
    );
  }
}

/** What the storefront may know of a product's combinations (404 for an unknown or withdrawn product). */
export async function publicVariants(db: Executor, productId: number): Promise<Variant[]> {
  if (!(await repo.productExists(db, productId, true))) throw notFound('Product');
  return (await repo.listVariants(db, productId)).map(toVariant);
}

export async function adminVariants(db: Executor, productId: number): Promise<AdminVariant[]> {
  if (!(await repo.productExists(db, productId, false))) throw notFound('Product');
  return (await repo.listVariants(db, productId)).map(toAdminVariant);
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
      await repo.setSkuAndPicture(tx.kysely, v.variantId, `~${v.variantId}`, v.picture ?? null);
    }
    for (const v of input.variants) {
      await repo.setSkuAndPicture(tx.kysely, v.variantId, v.sku, v.picture ?? null);
    }
    await ensureStockRow(tx.kysely, productId);
    await repo.recountProduct(tx.kysely, productId); // bumps the product's version: new pictures show at once
  });
  return adminVariants(deps.db.kysely, productId);
}
