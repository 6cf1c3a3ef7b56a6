import { RATING_STEPS } from '@shared/constants';
import { IN_STOCK, ON_SALE, type Offsets, type ProductFacts } from './product-facts.js';

/** The filters of one request, colour and size names already turned into the facts' indexes. */
export interface Filters {
  minPrice?: number;
  maxPrice?: number;
  /** Whole stars, 1–5: products with reviews averaging at least this. */
  minRating?: number;
  inStock: boolean;
  onSale: boolean;
  colors: number[];
  sizes: number[];
}

/**
 * Where a request looks: `root` (a root category, or null for the whole catalogue) bounds every
 * count; `sub` (a sub-category chosen inside it) is a filter like the others, so the category
 * facet can count its siblings.
 */
export interface Scope {
  root: number | null;
  sub: number | null;
}

/** A chosen colour or size no product comes in: it matches nothing (catalogue-index.service.ts `filtersOf`). */
export const UNKNOWN_OPTION = -2;

const PRICE = 1;
const RATING = 2;
const SALE = 8;
const CATEGORY = 64;

function hasAny(o: Offsets, p: number, wanted: number[]): boolean {
  for (let i = o.start[p]!; i < o.start[p + 1]!; i++) if (wanted.includes(o.values[i]!)) return true;
  return false;
}

/**
 * The groups other than colour, size and stock that product `p` fails (a bit each), or -1 when
 * it is outside the root scope. Colour, size and stock are decided together (`optionsFit`).
 */
function failedGroups(facts: ProductFacts, p: number, f: Filters, scope: Scope): number {
  if (scope.root !== null && facts.root[p] !== scope.root) return -1;
  let fails = 0;
  const price = facts.price[p]!;
  if ((f.minPrice !== undefined && price < f.minPrice) || (f.maxPrice !== undefined && price > f.maxPrice))
    fails |= PRICE;
  if (f.minRating !== undefined && facts.rating[p]! < f.minRating * 100) fails |= RATING;
  if (f.onSale && !(facts.flags[p]! & ON_SALE)) fails |= SALE;
  if (scope.sub !== null && facts.sub[p] !== scope.sub) fails |= CATEGORY;
  return fails;
}

const fits = (chosen: number[], value: number) => chosen.length === 0 || chosen.includes(value);

/**
 * Whether product `p` has what the colour, size and stock choices ask. A product with colour and
 * size combinations needs one combination of a chosen colour and a chosen size (each group any
 * when none is chosen), in stock when `inStock`: its Forest/M sold out, Forest + M + In stock
 * leaves it out even though Forest/S and Natural/M are there. A product counted as a whole needs
 * the colour, the size and its stock apart.
 */
function optionsFit(facts: ProductFacts, p: number, colors: number[], sizes: number[], inStock: boolean): boolean {
  const v = facts.variants;
  if (v.start[p] === v.start[p + 1])
    return (
      (!inStock || (facts.flags[p]! & IN_STOCK) !== 0) &&
      (colors.length === 0 || hasAny(facts.colors, p, colors)) &&
      (sizes.length === 0 || hasAny(facts.sizes, p, sizes))
    );
  for (let at = v.start[p]!; at < v.start[p + 1]!; at++)
    if ((!inStock || v.inStock[at]) && fits(colors, v.color[at]!) && fits(sizes, v.size[at]!)) return true;
  return false;
}

/** Whether product `p` is in the scope and passes every filter. */
export const passes = (facts: ProductFacts, p: number, f: Filters, scope: Scope) =>
  failedGroups(facts, p, f, scope) === 0 && optionsFit(facts, p, f.colors, f.sizes, f.inStock);

export interface FacetCounts {
  price: { min: number; max: number };
  ratings: { atLeast: number; count: number }[];
  inStock: number;
  onSale: number;
  /** By colour and size index, and by sub-category id. */
  colors: Int32Array;
  sizes: Int32Array;
  subCategories: Map<number, number>;
}

/**
 * Each choice's count: the products that pass every other group's filters and that choice (a
 * colour counts the products of that colour among those the price, rating, … filters leave,
 * whatever colours are chosen). One pass: a product failing none of price, rating, sale and
 * category counts in each of its colours and sizes that fit the other choices, and in "In stock"
 * when the chosen colour and size are in stock (by its combinations when it has some, as
 * `optionsFit`); one failing exactly one of those groups counts only in that group when its
 * options fit; the rest count nowhere.
 * `positions`: the candidates (a search's matches), or every product when omitted.
 */
export function countFacets(facts: ProductFacts, f: Filters, scope: Scope, positions?: Iterable<number>): FacetCounts {
  let min = Infinity;
  let max = -Infinity;
  const ratings = new Int32Array(6);
  let inStock = 0;
  let onSale = 0;
  const colors = new Int32Array(facts.colorNames.length);
  const sizes = new Int32Array(facts.sizeNames.length);
  const subCategories = new Map<number, number>();
  const count = (p: number, groups: number) => {
    if (groups & PRICE) {
      const price = facts.price[p]!;
      if (price < min) min = price;
      if (price > max) max = price;
    }
    if (groups & RATING) for (const n of RATING_STEPS) if (facts.rating[p]! >= n * 100) ratings[n]! += 1;
    if (groups & SALE && facts.flags[p]! & ON_SALE) onSale++;
    if (groups & CATEGORY) subCategories.set(facts.sub[p]!, (subCategories.get(facts.sub[p]!) ?? 0) + 1);
  };
  // The last product counted in each colour and size: a product's combinations name each several times.
  const colorSeen = new Int32Array(colors.length).fill(-1);
  const sizeSeen = new Int32Array(sizes.length).fill(-1);
  const v = facts.variants;
  // Without "In stock" chosen, combinations change only the "In stock" count: a product's colours
  // and sizes are its add-ons', and with none chosen it is in stock when one of its combinations
  // is (its count is theirs).
  const byCombinations = f.inStock;
  const chosenOptions = f.colors.length > 0 || f.sizes.length > 0;
  const visit = (p: number) => {
    const fails = failedGroups(facts, p, f, scope);
    if (fails < 0 || (fails & (fails - 1)) !== 0) return;
    // Its add-ons bound what its combinations can fit: missing two groups, it counts nowhere.
    const colourOk = f.colors.length === 0 || hasAny(facts.colors, p, f.colors);
    const sizeOk = f.sizes.length === 0 || hasAny(facts.sizes, p, f.sizes);
    if ((fails !== 0 ? 1 : 0) + (colourOk ? 0 : 1) + (sizeOk ? 0 : 1) >= 2) return;
    if (!byCombinations || v.start[p] === v.start[p + 1]) {
      // Counted as a whole: colour, size and stock apart.
      const stocked = (facts.flags[p]! & IN_STOCK) !== 0;
      const stockOk = !f.inStock || stocked;
      if (fails !== 0) {
        if (colourOk && sizeOk && stockOk) count(p, fails);
        return;
      }
      if (colourOk && sizeOk && stockOk) count(p, ~0);
      if (colourOk && sizeOk && (chosenOptions ? optionsFit(facts, p, f.colors, f.sizes, true) : stocked)) inStock++;
      if (sizeOk && stockOk)
        for (let i = facts.colors.start[p]!; i < facts.colors.start[p + 1]!; i++) colors[facts.colors.values[i]!]! += 1;
      if (colourOk && stockOk)
        for (let i = facts.sizes.start[p]!; i < facts.sizes.start[p + 1]!; i++) sizes[facts.sizes.values[i]!]! += 1;
      return;
    }
    // By its combinations, in one pass: whether one fits every choice (the list), one fits them
    // in stock ("In stock"), and which colours (sizes) fit the chosen sizes (colours).
    let fit = false;
    let fitInStock = false;
    for (let at = v.start[p]!; at < v.start[p + 1]!; at++) {
      const colour = v.color[at]!;
      const size = v.size[at]!;
      const colourFits = fits(f.colors, colour);
      const sizeFits = fits(f.sizes, size);
      const stockOk = !f.inStock || v.inStock[at] === 1;
      if (colourFits && sizeFits) {
        if (stockOk) fit = true;
        if (v.inStock[at]) fitInStock = true;
      }
      if (fails !== 0) {
        if (fit) break;
        continue;
      }
      if (!stockOk) continue;
      if (sizeFits && colour >= 0 && colorSeen[colour] !== p) {
        colorSeen[colour] = p;
        colors[colour]! += 1;
      }
      if (colourFits && size >= 0 && sizeSeen[size] !== p) {
        sizeSeen[size] = p;
        sizes[size]! += 1;
      }
    }
    if (fails !== 0) {
      if (fit) count(p, fails);
      return;
    }
    if (fit) count(p, ~0);
    if (fitInStock) inStock++;
  };
  const candidates = positions ?? (scope.root === null ? undefined : (facts.byRoot.get(scope.root) ?? []));
  if (candidates) for (const p of candidates) visit(p);
  else for (let p = 0; p < facts.size; p++) visit(p);
  return {
    price: min === Infinity ? { min: 0, max: 0 } : { min, max },
    ratings: RATING_STEPS.map((n) => ({ atLeast: n, count: ratings[n]! })),
    inStock,
    onSale,
    colors,
    sizes,
    subCategories,
  };
}
