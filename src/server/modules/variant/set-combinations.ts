import type { Executor } from '@server/db/transaction';
import { conflict } from '@server/lib/errors';
import type { SyncBy } from './variant.service.js';
import * as repo from './variant.repository.js';
import { combinationsOf, variantSku } from './variant-rules.js';

/** One combination as a file or a form states it: its colour and size names, SKU (null: keep) and count. */
export interface StatedCombination {
  color: string | null;
  size: string | null;
  sku: string | null;
  stock: number;
}

const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * Gives a product's active combinations (made by `syncVariants` from its colours and sizes) the
 * SKUs and counts stated; a combination not stated keeps its SKU and counts 0. A count that moves
 * leaves a stock movement with `reason`, as any adjustment does; the product's total is then
 * recounted from them (which bumps its version). A SKU another product's combination holds is a
 * 409 naming it; within the product SKUs may swap. Runs in the caller's transaction.
 */
export async function setCombinations(
  db: Executor,
  productId: number,
  stated: StatedCombination[],
  by: SyncBy & { reason: string },
) {
  // Held first: a sale of one waits, and the counts read below are current.
  await repo.lockActiveVariants(db, productId);
  const own = await repo.listVariants(db, productId);
  const plan = own.map((v) => {
    const s = stated.find((c) => same(c.color, v.color_name) && same(c.size, v.size_name));
    return { v, sku: s?.sku ?? v.sku, stock: s?.stock ?? 0 };
  });
  const changed = plan.filter((p) => p.sku !== p.v.sku || p.stock !== p.v.stock);
  if (changed.length === 0) return;
  const renamed = changed.filter((p) => p.sku !== p.v.sku);
  const ownIds = own.map((v) => v.variant_id);
  const taken = await repo.firstSkuTakenOutside(
    db,
    renamed.map((p) => p.sku),
    ownIds,
  );
  if (taken !== undefined) throw conflict(`SKU ${taken} is already used by another product`);
  // A SKU moving to another combination of the product is freed first, so swaps do not trip the unique index.
  const held = new Set(own.map((v) => v.sku.toLowerCase()));
  for (const p of renamed.filter((x) => held.has(x.sku.toLowerCase()))) {
    await repo.setSkuAndPicture(db, p.v.variant_id, `~${p.v.variant_id}`, p.v.picture);
  }
  for (const p of changed) await repo.setSkuAndStock(db, p.v.variant_id, { sku: p.sku, stock: p.stock });
  await repo.insertMovements(
    db,
    changed
      .filter((p) => p.stock !== p.v.stock)
      .map((p) => ({
        inventory_id: productId,
        variant_id: p.v.variant_id,
        delta: p.stock - p.v.stock,
        stock_after: p.stock,
        reason: by.reason,
        actor: by.actor,
        created_at: by.now,
      })),
  );
  await repo.recountProduct(db, productId);
}

/** A product just made in the caller's transaction, with the combinations a file states for it. */
export interface NewProductCombinations {
  productId: number;
  stated: StatedCombination[];
}

/**
 * What `syncVariants` then `setCombinations` write for products just made, in one multi-row
 * statement per table for all of them: a combination per colour × size of each product's active
 * add-ons, with the SKU stated (else a generated one) and the count stated (else 0), and a stock
 * movement with `reason` for each count above 0. `reservedSkus` are SKUs the caller is about to
 * give (a generated one never takes one). Answers each product's total, the sum of its counts.
 */
export async function createCombinations(
  db: Executor,
  made: NewProductCombinations[],
  by: SyncBy & { reason: string },
  reservedSkus: Iterable<string> = [],
): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (made.length === 0) return totals;
  const addons = await repo.listColourAndSizeAddonsOf(
    db,
    made.map((m) => m.productId),
  );
  const rows: Parameters<typeof repo.insertVariants>[1] = [];
  const counts = new Map<string, number>();
  const keyOf = (productId: number, color: number | null, size: number | null) => `${productId}:${color}:${size}`;
  const reserved = new Set([...reservedSkus].map((s) => s.toUpperCase()));
  for (const m of made) {
    const own = addons.filter((a) => a.inventory_id === m.productId);
    const combos = combinationsOf(
      own.filter((a) => a.addon_type === 'color'),
      own.filter((a) => a.addon_type === 'size'),
    );
    let total = 0;
    let taken: Set<string> | undefined;
    for (const c of combos) {
      const s = m.stated.find((x) => same(x.color, c.color?.name ?? null) && same(x.size, c.size?.name ?? null));
      let sku = s?.sku ?? null;
      if (sku === null) {
        taken ??= new Set([...(await repo.skusLike(db, String(m.productId))), ...reserved]);
        sku = variantSku(m.productId, c.color?.name ?? null, c.size?.name ?? null, taken);
      }
      const stock = s?.stock ?? 0;
      total += stock;
      counts.set(keyOf(m.productId, c.color?.addon_id ?? null, c.size?.addon_id ?? null), stock);
      rows.push({
        inventory_id: m.productId,
        color_addon_id: c.color?.addon_id ?? null,
        size_addon_id: c.size?.addon_id ?? null,
        sku,
        stock,
        picture: null,
        is_active: 1,
      });
    }
    totals.set(m.productId, total);
  }
  const inserted = await repo.insertVariants(db, rows);
  await repo.insertMovements(
    db,
    inserted.flatMap((v) => {
      const stock = counts.get(keyOf(v.inventory_id, v.color_addon_id, v.size_addon_id)) ?? 0;
      if (stock === 0) return [];
      return [
        {
          inventory_id: v.inventory_id,
          variant_id: v.variant_id,
          delta: stock,
          stock_after: stock,
          reason: by.reason,
          actor: by.actor,
          created_at: by.now,
        },
      ];
    }),
  );
  return totals;
}
