import type { Executor } from '@server/db/transaction';
import { conflict } from '@server/lib/errors';
import type { SyncBy } from './variant.service.js';
import * as repo from './variant.repository.js';

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
  // Held first (an update that changes nothing): a sale of one waits, and the counts read are current.
  await repo.setVariantsActive(
    db,
    (await repo.listVariants(db, productId)).map((v) => v.variant_id),
    true,
  );
  const own = await repo.listVariants(db, productId);
  const plan = own.map((v) => {
    const s = stated.find((c) => same(c.color, v.color_name) && same(c.size, v.size_name));
    return { v, sku: s?.sku ?? v.sku, stock: s?.stock ?? 0 };
  });
  const renamed = plan.filter((p) => p.sku !== p.v.sku);
  const ownIds = own.map((v) => v.variant_id);
  for (const p of renamed) {
    if (await repo.skuTakenOutside(db, p.sku, ownIds)) throw conflict(`SKU ${p.sku} is already used by another product`);
  }
  // Free the SKUs first so that swaps within the product do not trip the unique index.
  for (const p of renamed) await repo.setSkuAndPicture(db, p.v.variant_id, `~${p.v.variant_id}`, p.v.picture);
  for (const p of renamed) await repo.setSkuAndPicture(db, p.v.variant_id, p.sku, p.v.picture);
  for (const p of plan.filter((x) => x.stock !== x.v.stock)) {
    await repo.setVariantStock(db, p.v.variant_id, p.stock);
    await repo.insertMovement(db, {
      inventory_id: productId,
      variant_id: p.v.variant_id,
      delta: p.stock - p.v.stock,
      stock_after: p.stock,
      reason: by.reason,
      actor: by.actor,
      created_at: by.now,
    });
  }
  if (renamed.length > 0 || plan.some((x) => x.stock !== x.v.stock)) await repo.recountProduct(db, productId);
}
