import type { Executor } from '@server/db/transaction';
import { badRequest, conflict } from '@server/lib/errors';
import { checkImages } from '@server/modules/operator-write';
import type { SyncBy } from './variant.service.js';
import * as repo from './variant.repository.js';

/** One combination as the product editor states it (`combinationWriteSchema`). */
export interface EditedCombination {
  color: string | null;
  size: string | null;
  sku: string | null;
  picture: string | null;
  stock: number | null;
  stockSeen: number | null;
}

const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
const nameOf = (c: { color: string | null; size: string | null }) =>
  [c.color, c.size].filter((n) => n !== null).join(' / ');

/**
 * The product editor's combinations, saved with the product after `syncVariants` has made them
 * follow its colours and sizes: SKUs, pictures and counts. A count moves by what the operator
 * changed (`stock - stockSeen`), applied to the count as it is now in one conditional update, so
 * a sale made while the editor was open is not undone; taking off more than is left is a 409 and
 * the whole save is rolled back. Each move leaves a stock movement with `reason` (a 400 when there
 * is none). A combination not stated keeps everything. Runs in the save's transaction.
 */
export async function editCombinations(
  db: Executor,
  productId: number,
  stated: EditedCombination[],
  by: SyncBy & { reason: string | undefined },
) {
  if (stated.length === 0) return;
  await repo.lockActiveVariants(db, productId); // a sale of one waits: the counts read below are current
  const own = await repo.listVariants(db, productId);
  const plan = stated.map((c) => {
    const v = own.find((o) => same(c.color, o.color_name) && same(c.size, o.size_name));
    if (!v) throw badRequest(`combinations: ${nameOf(c)} is not one of the product's colours and sizes`);
    const delta = c.stock === null ? 0 : c.stock - (c.stockSeen ?? v.stock);
    return { c, v, sku: c.sku ?? v.sku, delta };
  });
  await checkImages(
    db,
    plan.flatMap((p) => (p.c.picture ? [p.c.picture] : [])),
  );

  const renamed = plan.filter((p) => p.sku !== p.v.sku);
  const taken = await repo.firstSkuTakenOutside(
    db,
    renamed.map((p) => p.sku),
    own.map((v) => v.variant_id),
  );
  if (taken !== undefined) throw conflict(`SKU ${taken} is already used by another product`);
  // A SKU moving to another combination of the product is freed first, so swaps do not trip the unique index.
  for (const p of renamed) await repo.setSkuAndPicture(db, p.v.variant_id, `~${p.v.variant_id}`, p.v.picture);
  for (const p of plan) {
    if (p.sku !== p.v.sku || p.c.picture !== p.v.picture) {
      await repo.setSkuAndPicture(db, p.v.variant_id, p.sku, p.c.picture);
    }
  }

  const moved = plan.filter((p) => p.delta !== 0);
  if (moved.length > 0 && !by.reason) {
    throw badRequest('stockReason: Give a reason for the stock changes; each is kept as a movement');
  }
  for (const p of moved) {
    const after = await repo.addToVariant(db, p.v.variant_id, p.delta);
    if (!after) {
      throw conflict(`Only ${p.v.stock} of ${nameOf(p.c)} (${p.sku}) in stock; cannot take off ${-p.delta}`);
    }
    await repo.insertMovement(db, {
      inventory_id: productId,
      variant_id: p.v.variant_id,
      delta: p.delta,
      stock_after: after.stock,
      reason: by.reason!,
      actor: by.actor,
      created_at: by.now,
    });
  }
  await repo.recountProduct(db, productId); // also bumps the product's version: new pictures show at once
}
