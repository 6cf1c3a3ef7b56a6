import type { Executor } from '@server/db/transaction';
import { perProduct, returnStock, type StockWant } from '@server/modules/stock';
import { splitStock } from './variant-rules.js';
import * as repo from './variant.repository.js';

/** Who gives units back, when, and from what (`order 1042`), for the movements it leaves. */
export interface GiveBackSource {
  actor: string;
  now: string;
  from: string;
}

/** Why units returned to a retired combination are not for sale (docs/catalog.md "Variants"). */
const SET_ASIDE_REASON = 'Set aside: this colour or size is retired, its units are not for sale';

type Step = { variantId: number; qty: number; reason: string | null };

/**
 * Gives an order's units back (an unpaid order released, a refund restocked), each to where it
 * came from, keeping a product's total the sum of its active combinations (docs/catalog.md
 * "Variants"):
 * - a line of an active combination goes back to it;
 * - a line of a retired combination is not for sale: two movements say it came back and was set
 *   aside, and the combination stays at 0;
 * - a line without a combination, of a product that gained colours or sizes while it was held,
 *   is split over the active combinations as the product's count was when it gained them, with
 *   a movement per combination;
 * - a product without active combinations takes the units as its own count.
 * Combinations are changed in id order, then the total is recounted: the order every stock
 * writer locks rows in. Run it in the caller's transaction.
 */
export async function giveBackUnits(db: Executor, wants: StockWant[], source: GiveBackSource): Promise<void> {
  const products = [...new Set(perProduct(wants).map((w) => w.productId))];
  for (const productId of products) {
    const lines = wants.filter((w) => w.productId === productId);
    const active = await repo.listVariants(db, productId);
    if (active.length === 0) {
      await returnStock(
        db,
        productId,
        lines.reduce((sum, l) => sum + l.qty, 0),
      );
      continue;
    }
    const isActive = new Set(active.map((v) => v.variant_id));
    const steps: Step[] = [];
    for (const line of lines) {
      const variantId = line.variantId ?? null;
      if (variantId === null) {
        // Active combinations in the product's order, as its count was split when it gained them.
        const reason = `Returned by ${source.from}, sold before this colour or size existed: split over the combinations`;
        splitStock(line.qty, active.length).forEach((qty, i) => {
          if (qty > 0) steps.push({ variantId: active[i]!.variant_id, qty, reason });
        });
      } else if (isActive.has(variantId)) {
        steps.push({ variantId, qty: line.qty, reason: null });
      } else {
        await setAside(db, productId, variantId, line.qty, source);
      }
    }
    steps.sort((a, b) => a.variantId - b.variantId);
    for (const step of steps) {
      const after = await repo.addToVariant(db, step.variantId, step.qty);
      if (!after) {
        await setAside(db, productId, step.variantId, step.qty, source); // retired since it was read
        continue;
      }
      if (step.reason === null) continue;
      await repo.insertMovement(db, {
        inventory_id: productId,
        variant_id: step.variantId,
        delta: step.qty,
        stock_after: after.stock,
        reason: step.reason,
        actor: source.actor,
        created_at: source.now,
      });
    }
    await repo.recountProduct(db, productId);
  }
}

/**
 * Units of a retired combination came back: recorded as back, then set aside, so the operator
 * sees them against its SKU while the count for sale (0) and the product's total do not move.
 */
async function setAside(db: Executor, productId: number, variantId: number, qty: number, source: GiveBackSource) {
  const movement = { inventory_id: productId, variant_id: variantId, actor: source.actor, created_at: source.now };
  await repo.insertMovement(db, { ...movement, delta: qty, stock_after: qty, reason: `Returned by ${source.from}` });
  await repo.insertMovement(db, { ...movement, delta: -qty, stock_after: 0, reason: SET_ASIDE_REASON });
}

/**
 * The reverse, for an order paid after it was released (it takes its units again): a line
 * without a combination, of a product that has combinations now, asks its units of the active
 * combinations by the same split, so the units given back to them are the ones taken again (a
 * combination short of its share is refused, and the order notes it as oversold). Other lines
 * are asked as they are.
 */
export async function wantsPerCombination(db: Executor, wants: StockWant[]): Promise<StockWant[]> {
  const asked: StockWant[] = [];
  for (const want of wants) {
    const active = want.variantId == null ? await repo.listVariants(db, want.productId) : [];
    if (active.length === 0) {
      asked.push(want);
      continue;
    }
    splitStock(want.qty, active.length).forEach((qty, i) => {
      if (qty > 0) asked.push({ ...want, qty, variantId: active[i]!.variant_id });
    });
  }
  return asked;
}
