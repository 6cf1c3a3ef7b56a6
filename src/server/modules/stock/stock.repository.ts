import { LOW_STOCK_THRESHOLD } from '@shared/schemas/catalog';
import { conflict } from '@server/lib/errors';
import { chunksFor, type Executor } from '@server/db/transaction';

/**
 * Stock is the number of units that can still be bought: an order reserves its units when it is
 * placed (a conditional decrement), and gives them back if it is never paid. It never goes below
 * zero: every decrement says `where stock >= qty`, and a check constraint backs that up.
 */

export interface StockWant {
  productId: number;
  qty: number;
  /** For the refusal's message. */
  name: string;
  /** The colour and size combination (docs/catalog.md "Variants"); null or absent for a product without. */
  variantId?: number | null;
  /** The combination in words for refusals ("Black, size 9"). */
  option?: string | null;
}

/** `"Trail Sneaker" in size 9`, or just `"Trail Sneaker"` for a product without combinations. */
const labelOf = (want: StockWant) => (want.option ? `"${want.name}" in ${want.option}` : `"${want.name}"`);

/**
 * Quantities summed per product and combination, in product then combination id order:
 * transactions lock rows in the same order (a combination, then its product's total), so never deadlock.
 */
export function perProduct(wants: StockWant[]): StockWant[] {
  const sums = new Map<string, StockWant>();
  for (const w of wants) {
    const key = `${w.productId}:${w.variantId ?? ''}`;
    const seen = sums.get(key);
    sums.set(key, seen ? { ...seen, qty: seen.qty + w.qty } : { ...w });
  }
  return [...sums.values()].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
}

/** A share in whole thousandths, so the arithmetic below is exact. */
const milli = (share: number) => Math.round(share * 1000);

/** How many units must be left for `qty` to be at most `share` of them, rounded up. */
const leftNeededFor = (qty: number, share: number) => Math.max(qty, Math.floor(((qty - 1) * 1000) / milli(share)) + 1);

/** The most one order may take of `left` units under `share` (the last unit can always be bought). */
const mostOf = (left: number, share: number) => Math.min(left, Math.ceil((left * milli(share)) / 1000));

/**
 * Takes units where that many are left and, with `maxShare`, where they are no more than that
 * share of what is left (rounded up); answers the wants refused. Each take is one conditional
 * statement, so racing orders are measured against the count each of them actually takes from.
 * Per product: its combinations first (each one's count is what refuses), in id order, then its
 * total by what they took, then a line on the product's own count. Every stock writer locks
 * combinations before their product's total, so two orders of several sizes never deadlock.
 */
export async function takeStock(db: Executor, wants: StockWant[], maxShare = 1): Promise<StockWant[]> {
  const refused: StockWant[] = [];
  const grouped = perProduct(wants);
  for (const productId of new Set(grouped.map((w) => w.productId))) {
    const own = grouped.filter((w) => w.productId === productId);
    let taken = 0;
    for (const want of own.filter((w) => w.variantId != null)) {
      const took = await db
        .updateTable('product_variant')
        .set((eb) => ({ stock: eb('stock', '-', want.qty) }))
        .where('variant_id', '=', want.variantId!)
        .where('stock', '>=', leftNeededFor(want.qty, maxShare))
        .executeTakeFirst();
      if (Number(took.numUpdatedRows) === 1) taken += want.qty;
      else refused.push(want);
    }
    if (taken > 0) {
      await db
        .updateTable('inventory_stock')
        .set((eb) => ({ stock: eb('stock', '-', taken) }))
        .where('inventory_id', '=', productId)
        .execute();
    }
    for (const want of own.filter((w) => w.variantId == null)) {
      const took = await db
        .updateTable('inventory_stock')
        .set((eb) => ({ stock: eb('stock', '-', want.qty) }))
        .where('inventory_id', '=', productId)
        .where('stock', '>=', leftNeededFor(want.qty, maxShare))
        .executeTakeFirst();
      if (Number(took.numUpdatedRows) !== 1) refused.push(want);
    }
  }
  return refused;
}

/**
 * Reserves every product's units or throws a 409 naming the first product short of them (the
 * caller's transaction then rolls back whatever was taken). The refusal says how many are left
 * only when few are, as the product page does.
 */
export async function reserveStock(db: Executor, wants: StockWant[], maxShare = 1): Promise<void> {
  const [want] = await takeStock(db, wants, maxShare);
  if (!want) return;
  const variantId = want.variantId ?? null;
  const left = variantId === null ? await stockOf(db, want.productId) : await variantStockOf(db, variantId);
  const label = labelOf(want);
  if (left <= 0) throw conflict(`${label} is out of stock`);
  if (left > LOW_STOCK_THRESHOLD) throw conflict(`Not enough of ${label} in stock for ${want.qty}; please order fewer`);
  const allowed = mostOf(left, maxShare);
  throw conflict(
    allowed < left
      ? `Only ${left} left of ${label}; you can order at most ${allowed} of them`
      : `Only ${left} left of ${label}`,
  );
}

/**
 * Gives units back to a product's own count (a product without combinations; units of
 * combinations go back through the variant module's `giveBackUnits`).
 */
export async function returnStock(db: Executor, productId: number, qty: number): Promise<void> {
  await db
    .updateTable('inventory_stock')
    .set((eb) => ({ stock: eb('stock', '+', qty) }))
    .where('inventory_id', '=', productId)
    .execute();
}

export async function stockOf(db: Executor, productId: number): Promise<number> {
  const row = await db
    .selectFrom('inventory_stock')
    .select('stock')
    .where('inventory_id', '=', productId)
    .executeTakeFirst();
  return row?.stock ?? 0;
}

/** One combination's count (0 when it is gone). */
export async function variantStockOf(db: Executor, variantId: number): Promise<number> {
  const row = await db
    .selectFrom('product_variant')
    .select('stock')
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
  return row?.stock ?? 0;
}

/**
 * Sets a product's count (fixtures, an operator's restock). The row is made first and the count
 * written by an update, because only updates bump the product's version (migration 011): a
 * remembered product answer never keeps showing the old count.
 */
export async function setStock(db: Executor, productId: number, stock: number): Promise<void> {
  await ensureStockRow(db, productId);
  await db.updateTable('inventory_stock').set({ stock }).where('inventory_id', '=', productId).execute();
}

/**
 * Holds the product's count row until the transaction ends and answers the count (undefined
 * without a row). An update that changes nothing: PostgreSQL locks the row (waiting for a writer
 * that holds it, then reading what it committed); SQLite's transactions hold the write lock already.
 */
export async function lockStockRow(db: Executor, productId: number): Promise<number | undefined> {
  const row = await db
    .updateTable('inventory_stock')
    .set((eb) => ({ stock: eb.ref('stock') }))
    .where('inventory_id', '=', productId)
    .returning('stock')
    .executeTakeFirst();
  return row?.stock;
}

/** A product made without a count reads as sold out; this gives it a row (of 0) to add to. */
export async function ensureStockRow(db: Executor, productId: number): Promise<void> {
  await db
    .insertInto('inventory_stock')
    .values({ inventory_id: productId, stock: 0 })
    .onConflict((oc) => oc.column('inventory_id').doNothing())
    .execute();
}

/** Count rows for products just made, in multi-row statements. */
export async function insertStockRows(db: Executor, rows: { inventory_id: number; stock: number }[]): Promise<void> {
  for (const chunk of chunksFor(rows)) await db.insertInto('inventory_stock').values(chunk).execute();
}
