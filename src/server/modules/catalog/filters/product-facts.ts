/**
 * What filters and facets read of every product on sale, at one catalogue version, held in typed
 * arrays (about 40 bytes a product: 4 MB at 100 000 products). Filtering and counting in memory
 * give the same answers on SQLite and PostgreSQL (one implementation) and cost a pass over a
 * few typed arrays, where SQL would group by each facet over the product and add-on tables on
 * every request. Products are held by position, in id order.
 */
export interface ProductFacts {
  size: number;
  id: Int32Array;
  price: Int32Array;
  /** Hundredths of a star; -1 for a product without reviews (it matches no rating filter). */
  rating: Int16Array;
  /** IN_STOCK, ON_SALE and STOCK_ROW bits; IN_STOCK follows sales between versions (`refreshStock`). */
  flags: Uint8Array;
  root: Int32Array;
  sub: Int32Array;
  /** Colour and size add-ons: positions `start[p]` to `start[p + 1]` of `values` (name indexes). */
  colors: Offsets;
  sizes: Offsets;
  colorNames: string[];
  sizeNames: string[];
  /**
   * Each product's colour and size combinations (`variants.start[p]` to `variants.start[p + 1]`),
   * for "In stock" with a colour or size: the Forest/M of a dress may be sold out while its
   * Forest/S and Natural/M are not. Empty for a product counted as a whole.
   */
  variants: Combinations;
  /** Each root category's products' positions: facets of a root category visit only those. */
  byRoot: Map<number, Int32Array>;
}

export interface Offsets {
  start: Int32Array;
  values: Uint16Array;
}

/** Combinations by position: colour and size name indexes (NO_OPTION when the combination has none). */
export interface Combinations {
  start: Int32Array;
  id: Int32Array;
  color: Int32Array;
  size: Int32Array;
  /** 1 while the combination has stock; follows sales between versions (`applySoldOutVariants`). */
  inStock: Uint8Array;
}

/** A combination without a colour (or size). */
export const NO_OPTION = -1;

export const IN_STOCK = 1;
export const ON_SALE = 2;
/** The product had a stock row when the facts were read (one without stays sold out until the next version). */
export const STOCK_ROW = 4;

export interface FactRow {
  inventory_id: number;
  price: number;
  original_price: number | null;
  rating_display: number;
  review_count: number;
  root_category_id: number;
  sub_category_id: number;
  stock: number | null;
}

export interface AddonFactRow {
  inventory_id: number;
  addon_type: 'color' | 'size';
  name: string;
  position: number;
}

/** One active colour and size combination, with its add-ons' names (null: the combination has none). */
export interface VariantFactRow {
  variant_id: number;
  inventory_id: number;
  color_name: string | null;
  size_name: string | null;
  stock: number;
}

/** Product `r`'s own facts at position `p` (its colours, sizes and combinations aside). */
export function writeFactsAt(facts: ProductFacts, p: number, r: FactRow) {
  facts.id[p] = r.inventory_id;
  facts.price[p] = r.price;
  facts.rating[p] = r.review_count > 0 ? r.rating_display : -1;
  facts.flags[p] =
    ((r.stock ?? 0) > 0 ? IN_STOCK : 0) |
    (r.original_price !== null && r.original_price > r.price ? ON_SALE : 0) |
    (r.stock !== null ? STOCK_ROW : 0);
  facts.root[p] = r.root_category_id;
  facts.sub[p] = r.sub_category_id;
}

/**
 * The position of product `id`, or undefined when the facts do not hold it: a binary search of
 * `id`, which is ascending (products are held in id order, new ones added after the last). A map
 * of a million ids took 56 MB and a tenth of a build's time in the collector; this takes none.
 */
export function positionOf(facts: ProductFacts, id: number): number | undefined {
  const ids = facts.id;
  let lo = 0;
  let hi = facts.size - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = ids[mid]!;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** `rows` in id order; `addons` and `variants` of any products (those not in `rows` are skipped). */
export function buildProductFacts(
  rows: FactRow[],
  addons: AddonFactRow[],
  variants: VariantFactRow[] = [],
): ProductFacts {
  const size = rows.length;
  const facts: ProductFacts = {
    size,
    id: new Int32Array(size),
    price: new Int32Array(size),
    rating: new Int16Array(size),
    flags: new Uint8Array(size),
    root: new Int32Array(size),
    sub: new Int32Array(size),
    colors: { start: new Int32Array(size + 1), values: new Uint16Array(0) },
    sizes: { start: new Int32Array(size + 1), values: new Uint16Array(0) },
    colorNames: [],
    sizeNames: [],
    variants: combinations(0, []),
    byRoot: new Map(),
  };
  rows.forEach((r, p) => writeFactsAt(facts, p, r));
  const roots = new Map<number, number[]>();
  rows.forEach((r, p) => {
    const list = roots.get(r.root_category_id);
    if (list) list.push(p);
    else roots.set(r.root_category_id, [p]);
  });
  for (const [root, list] of roots) facts.byRoot.set(root, Int32Array.from(list));
  const colors = addons.filter((a) => a.addon_type === 'color');
  const sizes = addons.filter((a) => a.addon_type === 'size');
  facts.colorNames = namesInOrder(colors, (a, b) => a.name.localeCompare(b.name));
  facts.sizeNames = namesInOrder(sizes, sizeOrder(sizes));
  facts.colors = offsets(facts, colors, facts.colorNames);
  facts.sizes = offsets(facts, sizes, facts.sizeNames);
  facts.variants = combinationsOf(facts, variants);
  return facts;
}

function combinations(size: number, perPosition: VariantFactRow[][]): Combinations {
  const total = perPosition.reduce((sum, list) => sum + list.length, 0);
  const c: Combinations = {
    start: new Int32Array(size + 1),
    id: new Int32Array(total),
    color: new Int32Array(total),
    size: new Int32Array(total),
    inStock: new Uint8Array(total),
  };
  let at = 0;
  perPosition.forEach((list, p) => {
    c.start[p] = at;
    for (const v of list) {
      c.id[at] = v.variant_id;
      at++;
    }
  });
  c.start[size] = at;
  return c;
}

function combinationsOf(facts: ProductFacts, variants: VariantFactRow[]): Combinations {
  const perPosition: VariantFactRow[][] = Array.from({ length: facts.size }, () => []);
  for (const v of variants) {
    const p = positionOf(facts, v.inventory_id);
    if (p !== undefined) perPosition[p]!.push(v);
  }
  const c = combinations(facts.size, perPosition);
  const colorIndex = new Map(facts.colorNames.map((n, i) => [n, i]));
  const sizeIndex = new Map(facts.sizeNames.map((n, i) => [n, i]));
  // A name no active add-on has (not expected of an active combination) matches no choice either.
  const indexOf = (index: Map<string, number>, name: string | null) =>
    name === null ? NO_OPTION : (index.get(name) ?? NO_OPTION);
  perPosition.forEach((list, p) =>
    list.forEach((v, i) => {
      const at = c.start[p]! + i;
      c.color[at] = indexOf(colorIndex, v.color_name);
      c.size[at] = indexOf(sizeIndex, v.size_name);
      c.inStock[at] = v.stock > 0 ? 1 : 0;
    }),
  );
  return c;
}

/**
 * Takes in which combinations are sold out now (`soldOut`: variant ids at 0): sets each
 * combination's stock bit in place and says whether any changed.
 */
export function applySoldOutVariants(facts: ProductFacts, soldOut: Iterable<number>): boolean {
  const out = new Set(soldOut);
  const { id, inStock } = facts.variants;
  let changed = false;
  for (let at = 0; at < id.length; at++) {
    const next = out.has(id[at]!) ? 0 : 1;
    if (next === inStock[at]) continue;
    inStock[at] = next;
    changed = true;
  }
  return changed;
}

/**
 * Takes in which products are sold out now (`soldOut`: ids whose stock row says 0): sets each
 * product's IN_STOCK bit in place and says whether any changed.
 */
export function applySoldOut(facts: ProductFacts, soldOut: Iterable<number>): boolean {
  const out = new Set(soldOut);
  let changed = false;
  for (let p = 0; p < facts.size; p++) {
    const flags = facts.flags[p]!;
    if (!(flags & STOCK_ROW)) continue;
    const next = out.has(facts.id[p]!) ? flags & ~IN_STOCK : flags | IN_STOCK;
    if (next === flags) continue;
    facts.flags[p] = next;
    changed = true;
  }
  return changed;
}

function namesInOrder(addons: AddonFactRow[], compare: (a: AddonFactRow, b: AddonFactRow) => number): string[] {
  const first = new Map<string, AddonFactRow>();
  for (const a of addons) if (!first.has(a.name)) first.set(a.name, a);
  return [...first.values()].sort(compare).map((a) => a.name);
}

/**
 * Sizes in the order shops list them: by where they usually stand in a product's list (S before
 * M before L, 38 before 39), numbers by value, then by name.
 */
function sizeOrder(sizes: AddonFactRow[]) {
  const places = new Map<string, { sum: number; n: number }>();
  for (const a of sizes) {
    const place = places.get(a.name) ?? { sum: 0, n: 0 };
    place.sum += a.position;
    place.n += 1;
    places.set(a.name, place);
  }
  const mean = (name: string) => {
    const place = places.get(name);
    return place ? place.sum / place.n : 0;
  };
  return (a: AddonFactRow, b: AddonFactRow) => {
    const numbers = [Number(a.name), Number(b.name)] as const;
    if (Number.isFinite(numbers[0]) && Number.isFinite(numbers[1])) return numbers[0] - numbers[1];
    return mean(a.name) - mean(b.name) || a.name.localeCompare(b.name);
  };
}

function offsets(facts: ProductFacts, addons: AddonFactRow[], names: string[]): Offsets {
  const index = new Map(names.map((n, i) => [n, i]));
  const perPosition: number[][] = Array.from({ length: facts.size }, () => []);
  for (const a of addons) {
    const p = positionOf(facts, a.inventory_id);
    const n = index.get(a.name);
    if (p === undefined || n === undefined) continue;
    const list = perPosition[p]!;
    if (!list.includes(n)) list.push(n);
  }
  const start = new Int32Array(facts.size + 1);
  let total = 0;
  perPosition.forEach((list, p) => {
    start[p] = total;
    total += list.length;
  });
  start[facts.size] = total;
  const values = new Uint16Array(total);
  perPosition.forEach((list, p) => values.set(list, start[p]!));
  return { start, values };
}

/** `array` copied into a new one of the same kind, `length` long (the rest zeros). */
export function grown<T extends Int32Array | Int16Array | Uint8Array | Uint16Array | Float64Array>(
  array: T,
  length: number,
): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}

/**
 * Adds products after the last position, in place: their facts, colours, sizes and combinations
 * (`rows` in id order, each id above every product's the facts hold). False, changing nothing,
 * when one has a colour or size no product had: the names' order is the facets' order, so a new
 * name means building the facts again.
 */
export function appendToFacts(
  facts: ProductFacts,
  rows: FactRow[],
  addons: AddonFactRow[],
  variants: VariantFactRow[],
): boolean {
  const colorIndex = new Map(facts.colorNames.map((n, i) => [n, i]));
  const sizeIndex = new Map(facts.sizeNames.map((n, i) => [n, i]));
  const known = (index: Map<string, number>, name: string | null) => name === null || index.has(name);
  if (!addons.every((a) => known(a.addon_type === 'color' ? colorIndex : sizeIndex, a.name))) return false;
  if (!variants.every((v) => known(colorIndex, v.color_name) && known(sizeIndex, v.size_name))) return false;

  const from = facts.size;
  const size = from + rows.length;
  facts.id = grown(facts.id, size);
  facts.price = grown(facts.price, size);
  facts.rating = grown(facts.rating, size);
  facts.flags = grown(facts.flags, size);
  facts.root = grown(facts.root, size);
  facts.sub = grown(facts.sub, size);
  const byRoot = new Map<number, number[]>();
  rows.forEach((r, i) => {
    const p = from + i;
    writeFactsAt(facts, p, r);
    byRoot.set(r.root_category_id, [...(byRoot.get(r.root_category_id) ?? []), p]);
  });
  for (const [root, added] of byRoot)
    facts.byRoot.set(root, Int32Array.from([...(facts.byRoot.get(root) ?? []), ...added]));

  const ownAddons = byProduct(addons);
  const appendOffsets = (o: Offsets, type: 'color' | 'size', index: Map<string, number>): Offsets => {
    const start = grown(o.start, size + 1);
    const values: number[] = [];
    rows.forEach((r, i) => {
      start[from + i] = o.values.length + values.length;
      const own: number[] = [];
      for (const a of ownAddons.get(r.inventory_id) ?? [])
        if (a.addon_type === type && !own.includes(index.get(a.name)!)) own.push(index.get(a.name)!);
      values.push(...own);
    });
    start[size] = o.values.length + values.length;
    const all = grown(o.values, o.values.length + values.length);
    all.set(values, o.values.length);
    return { start, values: all };
  };
  facts.colors = appendOffsets(facts.colors, 'color', colorIndex);
  facts.sizes = appendOffsets(facts.sizes, 'size', sizeIndex);

  const c = facts.variants;
  const before = c.id.length;
  const total = before + variants.length;
  const next: Combinations = {
    start: grown(c.start, size + 1),
    id: grown(c.id, total),
    color: grown(c.color, total),
    size: grown(c.size, total),
    inStock: grown(c.inStock, total),
  };
  const ownVariants = byProduct(variants);
  let at = before;
  rows.forEach((r, i) => {
    next.start[from + i] = at;
    for (const v of ownVariants.get(r.inventory_id) ?? []) {
      next.id[at] = v.variant_id;
      next.color[at] = v.color_name === null ? NO_OPTION : colorIndex.get(v.color_name)!;
      next.size[at] = v.size_name === null ? NO_OPTION : sizeIndex.get(v.size_name)!;
      next.inStock[at] = v.stock > 0 ? 1 : 0;
      at++;
    }
  });
  next.start[size] = at;
  facts.variants = next;
  facts.size = size;
  return true;
}

/** Rows by the product they belong to. */
export function byProduct<T extends { inventory_id: number }>(rows: T[]): Map<number, T[]> {
  const of = new Map<number, T[]>();
  for (const row of rows) {
    const list = of.get(row.inventory_id);
    if (list) list.push(row);
    else of.set(row.inventory_id, [row]);
  }
  return of;
}
