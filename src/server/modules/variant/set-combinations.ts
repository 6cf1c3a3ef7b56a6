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
