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

const PRICE = 1;
const RATING = 2;
const STOCK = 4;
const SALE = 8;
const COLOR = 16;
const SIZE = 32;
const CATEGORY = 64;

function hasAny(o: Offsets, p: number, wanted: number[]): boolean {
  for (let i = o.start[p]!; i < o.start[p + 1]!; i++) if (wanted.includes(o.values[i]!)) return true;
  return false;
}

/** The groups product `p` fails (a bit each), or -1 when it is outside the root scope. */
function failedGroups(facts: ProductFacts, p: number, f: Filters, scope: Scope): number {
  if (scope.root !== null && facts.root[p] !== scope.root) return -1;
  let fails = 0;
  const price = facts.price[p]!;
  if ((f.minPrice !== undefined && price < f.minPrice) || (f.maxPrice !== undefined && price > f.maxPrice))
    fails |= PRICE;
  if (f.minRating !== undefined && facts.rating[p]! < f.minRating * 100) fails |= RATING;
  const flags = facts.flags[p]!;
  if (f.inStock && !(flags & IN_STOCK)) fails |= STOCK;
  if (f.onSale && !(flags & ON_SALE)) fails |= SALE;
  if (f.colors.length > 0 && !hasAny(facts.colors, p, f.colors)) fails |= COLOR;
  if (f.sizes.length > 0 && !hasAny(facts.sizes, p, f.sizes)) fails |= SIZE;
  if (scope.sub !== null && facts.sub[p] !== scope.sub) fails |= CATEGORY;
  return fails;
}

/** Whether product `p` is in the scope and passes every filter. */
export const passes = (facts: ProductFacts, p: number, f: Filters, scope: Scope) =>
  failedGroups(facts, p, f, scope) === 0;

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
 * whatever colours are chosen). One pass: a product failing no group counts everywhere, one
 * failing exactly one group counts only in that group, the rest nowhere.
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
    if (groups & STOCK && facts.flags[p]! & IN_STOCK) inStock++;
    if (groups & SALE && facts.flags[p]! & ON_SALE) onSale++;
    if (groups & COLOR)
      for (let i = facts.colors.start[p]!; i < facts.colors.start[p + 1]!; i++) colors[facts.colors.values[i]!]! += 1;
    if (groups & SIZE)
      for (let i = facts.sizes.start[p]!; i < facts.sizes.start[p + 1]!; i++) sizes[facts.sizes.values[i]!]! += 1;
    if (groups & CATEGORY) subCategories.set(facts.sub[p]!, (subCategories.get(facts.sub[p]!) ?? 0) + 1);
  };
  const visit = (p: number) => {
    const fails = failedGroups(facts, p, f, scope);
    if (fails === 0) count(p, ~0);
    else if (fails > 0 && (fails & (fails - 1)) === 0) count(p, fails);
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
