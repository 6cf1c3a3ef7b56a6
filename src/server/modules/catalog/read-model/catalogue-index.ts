import type { LRUCache } from 'lru-cache';
import type { Db } from '@server/db/database';
import { productSorts, type ProductSort } from '@shared/schemas/catalog';
import * as repo from '@server/modules/catalog/catalog.repository';
import { searchTokens } from '@server/modules/catalog/search-text';
import { buildCatalogWords, countWord, type CatalogWords } from '@server/modules/catalog/search/catalog-words';
import {
  addProductWords,
  appendProductsWords,
  nameWordCounts,
  removeProductWords,
  Marks,
  replaceInNameLists,
  TextIndexBuilder,
  type TextIndex,
} from '@server/modules/catalog/search/text-index';
import { positionListMemory, sortOrderOf, type SortOrder } from '@server/modules/catalog/search/ordered-page';
import {
  appendToFacts,
  buildProductFacts,
  grown,
  positionOf,
  writeFactsAt,
  type AddonFactRow,
  type ProductFacts,
  type VariantFactRow,
} from '@server/modules/catalog/filters/product-facts';
import * as indexRepo from './catalogue-index.repository.js';
import type { IndexRow } from './catalogue-index.repository.js';

/**
 * The catalogue index: what every search, filter, facet and suggestion reads, and what category
 * pages are sliced from, built from one read of the products on sale by the same code on either
 * database (so both give the same answers). One product's change is made in place
 * (`patchProduct`); the whole index is built again only at start-up and after bulk writes.
 */
export interface CatalogIndex {
  facts: ProductFacts;
  /** The products' words, by position in the facts. */
  text: TextIndex;
  /** The names' and categories' words, for inflections and corrections. */
  words: CatalogWords;
  /** Each sort's order of every product on sale. */
  sorts: Record<ProductSort, SortOrder>;
  /** By position: what the sorts order by beyond the facts, so a product's place can be found again. */
  keys: { popularity: Float64Array; createdAt: string[]; reviewCount: Int32Array; ratingDisplay: Int32Array };
  /** By position: a hash of the product's normalised text, to tell whether its words changed. */
  textHash: Int32Array;
  /**
   * Each search's matches (text and name apart): the next page of a search, or another sort,
   * filter or facet of it, need not merge its words' lists again. Emptied when a product changes.
   */
  matches: LRUCache<string, Int32Array>;
}

/**
 * Searches' matches are kept up to twenty positions a product in all (8 MB at 100 000 products):
 * a catalogue's few hundred searches asked over and over fit (the longest, a two-letter prefix's,
 * 30 000 positions at 100 000), least recently used out first.
 */
const matchMemory = (products: number) => positionListMemory<string>(20, products);

/** Products read per chunk when the index is built. */
const INDEX_CHUNK = 2000;

const letGo = () => new Promise((resolve) => setImmediate(resolve));
const wordsOf = (text: string) => (text === '' ? [] : text.split(' '));

/**
 * The words a product is found by besides its name: its description and categories, then the
 * names of its colours and sizes ("sage sweater" finds a sweater sold in Sage), each searched as
 * the rest of its text is (a match there ranks below a match of the name).
 */
const otherWordsOf = (row: IndexRow, addons: AddonFactRow[]) => [
  ...wordsOf(row.search_body),
  ...addons.flatMap((a) => searchTokens(a.name)),
];

type KeptRow = Omit<IndexRow, 'search_name' | 'search_body'>;

/** FNV-1a over a product's normalised name and text. */
function hashText(row: IndexRow): number {
  let h = 0x811c9dc5;
  const text = `${row.search_name}\u0000${row.search_body}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * Every product on sale, its colour and size add-ons and its words, read in chunks of
 * INDEX_CHUNK products with the event loop let go between them: SQLite's reads run on it, and
 * reading 100 000 products at once held every other request for seconds. Then each sort's
 * order. A write landing meanwhile is caught up with afterwards from the change log (the
 * caller read the version before).
 */
export async function buildCatalogueIndex(db: Db): Promise<CatalogIndex> {
  // Held without their texts, which the word lists and hashes have taken: a million names and
  // descriptions kept to the end of the build were most of the collector's work.
  const rows: KeptRow[] = [];
  const textHash: number[] = [];
  const addons: AddonFactRow[] = [];
  const variants: VariantFactRow[] = [];
  const text = new TextIndexBuilder();
  for (let after = 0; ;) {
    const chunk = await indexRepo.readProductFacts(db.reads, after, INDEX_CHUNK);
    if (chunk.length === 0) break;
    const last = chunk[chunk.length - 1]!.inventory_id;
    const chunkAddons = await indexRepo.readAddonFacts(db.reads, after, last);
    const addonsOf = new Map<number, AddonFactRow[]>();
    for (const addon of chunkAddons) {
      addons.push(addon);
      const list = addonsOf.get(addon.inventory_id);
      if (list) list.push(addon);
      else addonsOf.set(addon.inventory_id, [addon]);
    }
    for (const row of chunk) {
      text.add(rows.length, wordsOf(row.search_name), otherWordsOf(row, addonsOf.get(row.inventory_id) ?? []));
      textHash.push(hashText(row));
      const { search_name: _name, search_body: _body, ...kept } = row;
      rows.push(kept);
    }
    for (const variant of await indexRepo.readVariantFacts(db.reads, after, last)) variants.push(variant);
    if (chunk.length < INDEX_CHUNK) break;
    after = last;
    await letGo();
  }
  const facts = buildProductFacts(rows, addons, variants);
  const keys = {
    popularity: Float64Array.from(rows, (r) => r.popularity),
    createdAt: rows.map((r) => r.created_at),
    reviewCount: Int32Array.from(rows, (r) => r.review_count),
    ratingDisplay: Int32Array.from(rows, (r) => r.rating_display),
  };
  rows.length = 0; // what is left of them is in the facts and keys
  const sorts = {} as Record<ProductSort, SortOrder>;
  for (const sort of productSorts) {
    await letGo();
    sorts[sort] = sortOrderIn({ facts, keys }, sort);
  }
  const index = text.build(sorts.default.rank);
  const categories = await repo.listCategories(db.reads);
  // Colour and size names are words shoppers type too ("sage", "black"): corrections may offer them.
  const words = buildCatalogWords(nameWordCounts(index), [
    ...categories.map((c) => searchTokens(c.display_name)),
    ...[...facts.colorNames, ...facts.sizeNames].map(searchTokens),
  ]);
  return {
    facts,
    text: index,
    words,
    sorts,
    keys,
    textHash: Int32Array.from(textHash),
    matches: matchMemory(facts.size),
  };
}

/** What a sort's order is made from. */
type SortKeys = Pick<CatalogIndex, 'facts' | 'keys'>;

/** Each sort's order (as `sorts.ts` orders in SQL), over positions; ties by id. */
const COMPARE: Record<ProductSort, (x: SortKeys, a: number, b: number) => number> = {
  default: (x, a, b) => x.keys.popularity[b]! - x.keys.popularity[a]!,
  price_asc: (x, a, b) => x.facts.price[a]! - x.facts.price[b]!,
  price_desc: (x, a, b) => x.facts.price[b]! - x.facts.price[a]!,
  newest: (x, a, b) => {
    const [ca, cb] = [x.keys.createdAt[a]!, x.keys.createdAt[b]!];
    return ca === cb ? 0 : ca > cb ? -1 : 1;
  },
  rating: (x, a, b) => {
    const { reviewCount: n, ratingDisplay: r } = x.keys;
    return Number(n[b]! > 0) - Number(n[a]! > 0) || r[b]! - r[a]! || n[b]! - n[a]!;
  },
};

const compareIn = (x: SortKeys, sort: ProductSort) => (a: number, b: number) =>
  COMPARE[sort](x, a, b) || x.facts.id[a]! - x.facts.id[b]!;

/**
 * Every position in `sort`'s order, sorted here from the keys the index holds rather than read
 * from the sort's database index: at a million products the five reads made 1.4 GB of rows to
 * collect (most of the start-up build's peak) and took 2.5 s each against 0.4–0.5 s sorted here.
 * The order is the database's (catalogue-index-sorts.test.ts holds them to it, ties included):
 * category pages answered from the database before the index is ready continue in it.
 */
function sortOrderIn(x: SortKeys, sort: ProductSort): SortOrder {
  const order = new Int32Array(x.facts.size);
  for (let p = 0; p < order.length; p++) order[p] = p;
  return sortOrderOf(order.sort(compareIn(x, sort)));
}

/** Moves `p` to its place in `sort`'s order after its keys changed: one shift of the ranks between. */
function replaceInSort(x: CatalogIndex, sort: ProductSort, p: number) {
  const { order, rank } = x.sorts[sort];
  const compare = compareIn(x, sort);
  const from = rank[p]!;
  order.copyWithin(from, from + 1);
  const others = order.length - 1;
  let lo = 0;
  let hi = others;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(order[mid]!, p) < 0) lo = mid + 1;
    else hi = mid;
  }
  order.copyWithin(lo + 1, lo, others);
  order[lo] = p;
  for (let r = Math.min(from, lo); r <= Math.max(from, lo); r++) rank[order[r]!] = r;
}

/** What is read again of one product for `patchProduct`: undefined when it is no longer on sale. */
export interface ProductRows {
  row: IndexRow | undefined;
  addons: AddonFactRow[];
  variants: VariantFactRow[];
}

/**
 * Makes one existing product's change in the index in place: its facts, its place in each sort,
 * its words (and the dictionary's counts) and the lists kept from them. Answers false, changing
 * nothing, when the change is not one product's own: it was added or withdrawn, or its colours,
 * sizes or combinations changed (their arrays are shared by every product); the index is then
 * built again.
 */
export function patchProduct(x: CatalogIndex, id: number, read: ProductRows): boolean {
  const { facts } = x;
  const p = positionOf(facts, id);
  const { row } = read;
  if (p === undefined || !row) return false;
  if (!sameOptions(x, p, read)) return false;
  const oldRoot = facts.root[p]!;
  writeFactsAt(facts, p, row);
  if (oldRoot !== row.root_category_id) moveRoot(facts, p, oldRoot, row.root_category_id);
  const { variants } = facts;
  for (const v of read.variants) {
    for (let at = variants.start[p]!; at < variants.start[p + 1]!; at++)
      if (variants.id[at] === v.variant_id) variants.inStock[at] = v.stock > 0 ? 1 : 0;
  }
  x.keys.popularity[p] = row.popularity;
  x.keys.createdAt[p] = row.created_at;
  x.keys.reviewCount[p] = row.review_count;
  x.keys.ratingDisplay[p] = row.rating_display;
  const rankBefore = x.sorts.default.rank[p];
  for (const sort of productSorts) replaceInSort(x, sort, p);
  const hash = hashText(row);
  const nameWords = wordsOf(row.search_name);
  if (hash !== x.textHash[p]) {
    for (const word of removeProductWords(x.text, p)) countWord(x.words, word, -1);
    for (const word of addProductWords(x.text, p, nameWords, otherWordsOf(row, read.addons), x.sorts.default.rank))
      countWord(x.words, word, 1);
    x.textHash[p] = hash;
  } else if (rankBefore !== x.sorts.default.rank[p]) replaceInNameLists(x.text, p, nameWords, x.sorts.default.rank);
  x.matches.clear();
  x.text.marks.forgetLists();
  return true;
}

/** Merges positions `added` (new to the sort) into `sort`'s order: one pass, the ranks made again. */
function mergeIntoSort(x: CatalogIndex, sort: ProductSort, added: number[]) {
  const compare = compareIn(x, sort);
  const { order } = x.sorts[sort];
  const fresh = [...added].sort(compare);
  const merged = new Int32Array(order.length + fresh.length);
  const rank = new Int32Array(merged.length);
  let i = 0;
  let j = 0;
  for (let n = 0; n < merged.length; n++) {
    const takeOld = j >= fresh.length || (i < order.length && compare(order[i]!, fresh[j]!) <= 0);
    const p = takeOld ? order[i++]! : fresh[j++]!;
    merged[n] = p;
    rank[p] = n;
  }
  x.sorts[sort] = { order: merged, rank };
}

/**
 * Adds products new to the index after its last position, in place: their facts, their place in
 * each sort, their words (and the dictionary's counts). Answers false, changing nothing, when
 * that is not possible: an id below the last one held (a product put back on sale: positions
 * follow ids), or a colour or size no product had. The index is then built again.
 */
export function appendProducts(x: CatalogIndex, added: { id: number; read: ProductRows }[]): boolean {
  const { facts } = x;
  const news = [...added].sort((a, b) => a.id - b.id);
  const last = facts.size > 0 ? facts.id[facts.size - 1]! : 0;
  if (news.some((n) => !n.read.row) || news[0]!.id <= last) return false;
  const rows = news.map((n) => n.read.row!);
  const from = facts.size;
  if (
    !appendToFacts(
      facts,
      rows,
      news.flatMap((n) => n.read.addons),
      news.flatMap((n) => n.read.variants),
    )
  )
    return false;
  const { keys } = x;
  keys.popularity = grown(keys.popularity, facts.size);
  keys.reviewCount = grown(keys.reviewCount, facts.size);
  keys.ratingDisplay = grown(keys.ratingDisplay, facts.size);
  x.textHash = grown(x.textHash, facts.size);
  rows.forEach((row, i) => {
    const p = from + i;
    keys.popularity[p] = row.popularity;
    keys.createdAt[p] = row.created_at;
    keys.reviewCount[p] = row.review_count;
    keys.ratingDisplay[p] = row.rating_display;
    x.textHash[p] = hashText(row);
  });
  const positions = rows.map((_, i) => from + i);
  for (const sort of productSorts) mergeIntoSort(x, sort, positions);
  x.text.marks = new Marks(facts.size);
  const named = appendProductsWords(
    x.text,
    rows.map((row, i) => ({
      position: from + i,
      nameWords: wordsOf(row.search_name),
      otherWords: otherWordsOf(row, news[i]!.read.addons),
    })),
    x.sorts.default.rank,
  );
  for (const words of named) for (const word of words) countWord(x.words, word, 1);
  x.matches.clear();
  return true;
}

/** Whether the product's colours, sizes and combinations are still those the index holds. */
function sameOptions(x: CatalogIndex, p: number, read: ProductRows): boolean {
  const { facts } = x;
  const held = (o: typeof facts.colors, names: string[]) =>
    [...o.values.subarray(o.start[p]!, o.start[p + 1]!)].map((i) => names[i]!).sort();
  const now = (type: 'color' | 'size') =>
    [...new Set(read.addons.filter((a) => a.addon_type === type).map((a) => a.name))].sort();
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (!same(held(facts.colors, facts.colorNames), now('color'))) return false;
  if (!same(held(facts.sizes, facts.sizeNames), now('size'))) return false;
  const { variants } = facts;
  const ids = [...variants.id.subarray(variants.start[p]!, variants.start[p + 1]!)].sort((a, b) => a - b);
  return same(
    ids.map(String),
    read.variants.map((v) => String(v.variant_id)),
  );
}

/** Moves position `p` from one root category's list to another's (both ascending). */
function moveRoot(facts: ProductFacts, p: number, from: number, to: number) {
  const old = facts.byRoot.get(from);
  if (old)
    facts.byRoot.set(
      from,
      old.filter((q) => q !== p),
    );
  const list = [...(facts.byRoot.get(to) ?? []), p].sort((a, b) => a - b);
  facts.byRoot.set(to, Int32Array.from(list));
}

/** How many products the index holds (positions), for the read model's report. */
export const productsIn = (x: CatalogIndex) => x.facts.size;
