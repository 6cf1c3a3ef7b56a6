import type { Db } from '@server/db/database';
import { badRequest } from '@server/lib/errors';
import { recentlyUsed } from '@server/lib/recently-used';
import { productSorts, type ProductFilterQuery, type ProductSort } from '@shared/schemas/catalog';
import * as indexRepo from './search-index.repository.js';
import * as repo from './catalog.repository.js';
import { searchTokens } from './search-text.js';
import {
  alternativesOf,
  buildCatalogWords,
  correctPrefix,
  correctWord,
  type CatalogWords,
} from './search/catalog-words.js';
import {
  matching,
  nameWordCounts,
  postingsIn,
  termLists,
  TextIndexBuilder,
  type TextIndex,
} from './search/text-index.js';
import { bitsetOf, firstInOrder, has, orderedPage, sortOrderOf, type SortOrder } from './search/ordered-page.js';
import {
  applySoldOut,
  applySoldOutVariants,
  buildProductFacts,
  type AddonFactRow,
  type VariantFactRow,
  type FactRow,
  type ProductFacts,
} from './filters/product-facts.js';
import {
  countFacets,
  passes,
  UNKNOWN_OPTION,
  type FacetCounts,
  type Filters,
  type Scope,
} from './filters/filtering.js';

/**
 * Searches, filters, facets, stemming, typo correction and suggestions: everything here reads the
 * catalogue index, kept in memory per catalogue version (docs/catalog.md, "Filters" and "Search
 * that forgives"), built from the same rows by the same code on either database, so both give
 * the same answers.
 */

/** What every search, filter and suggestion reads, built from one read of the products on sale. */
export interface CatalogIndex {
  facts: ProductFacts;
  /** The products' words, by position in the facts. */
  text: TextIndex;
  /** The names' and categories' words, for inflections and corrections. */
  words: CatalogWords;
  /** Each sort's order of every product on sale. */
  sorts: Record<ProductSort, SortOrder>;
}

/**
 * The index is rebuilt off the request when the last build took at least this long (a large
 * shop): until the new one is ready, searches, filters and suggestions answer from the last one
 * built. A smaller shop's shoppers wait for the new index (tens of ms), so its answers are always
 * exact. A property so a test can make every rebuild run behind.
 */
export const factsRebuild = { waitBelowMs: 250 };

/** Per instance and database: the index, its rebuild, and the clock of answers made from it. */
interface IndexState {
  /** The last index built, at the catalogue version read before its build began. */
  ready?: { version: number; index: CatalogIndex; tookMs: number };
  building?: { version: number; value: Promise<CatalogIndex> };
  /**
   * Rises when a new index is ready and when a sale or restock changes what is in stock: answers
   * made from the index are remembered with it (`factsClock`), so one made from an index that was
   * behind, or before a sale, is made again.
   */
  generation: number;
  stockReadAt: number;
  readingStock: boolean;
}
const indexStates = new WeakMap<Db, IndexState>();

function indexState(db: Db): IndexState {
  let state = indexStates.get(db);
  if (!state) indexStates.set(db, (state = { generation: 0, stockReadAt: 0, readingStock: false }));
  return state;
}

/**
 * The catalogue index as of the current catalogue version, or, while a slow rebuild runs after a
 * write (`factsRebuild`), as of the last version built: then answers trail the catalogue by the
 * writes of one rebuild (a few seconds at 100 000 products) instead of the first shopper after
 * each write waiting that long.
 */
export async function catalogIndex(db: Db): Promise<CatalogIndex> {
  const state = indexState(db);
  const version = await db.catalogVersion();
  const { ready } = state;
  if (ready?.version === version) return ready.index;
  if (!state.building) {
    const started = performance.now();
    const building = { version, value: readIndex(db) };
    state.building = building;
    building.value.then(
      (index) => {
        if (state.building === building) state.building = undefined;
        if (!state.ready || state.ready.version < version)
          state.ready = { version, index, tookMs: performance.now() - started };
        state.generation++;
      },
      () => {
        if (state.building === building) state.building = undefined; // the next call tries again
      },
    );
  }
  if (ready && ready.tookMs >= factsRebuild.waitBelowMs) return ready.index;
  const building = state.building!;
  if (building.version === version) return building.value;
  await building.value.catch(() => {}); // built for an older version: build again for this one
  return catalogIndex(db);
}

/** The catalogue version of the last index built (undefined before the first). */
export const builtVersion = (db: Db): number | undefined => indexState(db).ready?.version;

/** Products read per chunk when the index is built. */
const INDEX_CHUNK = 2000;

const letGo = () => new Promise((resolve) => setImmediate(resolve));
const wordsOf = (text: string) => (text === '' ? [] : text.split(' '));

/**
 * Every product on sale, its colour and size add-ons and its words, read in chunks of
 * INDEX_CHUNK products with the event loop let go between them: SQLite's reads run on it, and
 * reading 100 000 products at once held every other request for seconds. Then each sort's
 * order. A write landing meanwhile makes the index stale at once (its version was read before),
 * as a write during one read would.
 */
async function readIndex(db: Db): Promise<CatalogIndex> {
  const rows: FactRow[] = [];
  const addons: AddonFactRow[] = [];
  const variants: VariantFactRow[] = [];
  const text = new TextIndexBuilder();
  for (let after = 0; ;) {
    const chunk = await indexRepo.readProductFacts(db.reads, after, INDEX_CHUNK);
    if (chunk.length === 0) break;
    const last = chunk[chunk.length - 1]!.inventory_id;
    for (const row of chunk) {
      text.add(rows.length, wordsOf(row.search_name), wordsOf(row.search_body));
      rows.push(row);
    }
    for (const addon of await indexRepo.readAddonFacts(db.reads, after, last)) addons.push(addon);
    for (const variant of await indexRepo.readVariantFacts(db.reads, after, last)) variants.push(variant);
    if (chunk.length < INDEX_CHUNK) break;
    after = last;
    await letGo();
  }
  const facts = buildProductFacts(rows, addons, variants);
  const sorts = {} as Record<ProductSort, SortOrder>;
  for (const sort of productSorts) {
    await letGo();
    sorts[sort] = sortOrderOf(await repo.browseOrder(db.reads, null, sort), facts.positionOf, facts.size);
  }
  const index = text.build(sorts.default.rank);
  const categories = await repo.listCategories(db.reads);
  const words = buildCatalogWords(
    nameWordCounts(index),
    categories.map((c) => searchTokens(c.display_name)),
  );
  return { facts, text: index, words, sorts };
}

/** An instance re-reads which products are sold out at most this often, while answers that show stock are asked for. */
export const STOCK_REFRESH_MS = 1000;

/**
 * A number that changes when the index changes: a new one is ready after a catalogue write, or a
 * sale or restock sold a product out or brought it back. The answers made from the index
 * (searches, facets, filtered lists) are remembered with it as well as with the catalogue
 * version: a sale bumps only its product's version, not the catalogue's, so without it
 * "In stock" would follow only the next catalogue change, and an answer made from an index still
 * behind the catalogue would outlive the index. Asking starts a re-read of the sold-out products
 * when the last one is older than STOCK_REFRESH_MS (one scan of the stock table, off the
 * request), so "In stock" trails a sale by about a second.
 */
export function factsClock(db: Db): number {
  const state = indexState(db);
  if (!state.readingStock && Date.now() - state.stockReadAt >= STOCK_REFRESH_MS) {
    state.readingStock = true;
    refreshStock(db, state)
      .catch(() => {}) // tried again on the next ask
      .finally(() => {
        state.readingStock = false;
      });
  }
  return state.generation;
}

async function refreshStock(db: Db, state: IndexState): Promise<void> {
  const { facts } = await catalogIndex(db);
  const startedAt = Date.now();
  const soldOut = await indexRepo.readSoldOutIds(db.reads);
  const soldOutVariants = await indexRepo.readSoldOutVariantIds(db.reads);
  state.stockReadAt = startedAt;
  // Both, not the first alone: `||` would skip the combinations when a product flipped.
  const productsChanged = applySoldOut(facts, soldOut);
  const variantsChanged = applySoldOutVariants(facts, soldOutVariants);
  if (productsChanged || variantsChanged) state.generation++;
}

/** At most this many searches' matches are kept per index (the longest, a two-letter prefix, 0.3 MB). */
const MATCH_MEMORY_SIZE = 500;

/**
 * Each search's matches (text and name apart), kept per index: the next page of a search, or
 * another sort, filter or facet of it, need not merge its words' lists again (a short prefix's
 * are tens of thousands of products: 0.8–1.7 ms at 100 000). Dropped with their index.
 */
const matchMemories = new WeakMap<CatalogIndex, Map<string, Int32Array>>();

function matchesOf(index: CatalogIndex, terms: string[][], field: 'text' | 'name' = 'text'): Int32Array {
  let memory = matchMemories.get(index);
  if (!memory) matchMemories.set(index, (memory = new Map()));
  return recentlyUsed(memory, `${field} ${JSON.stringify(terms)}`, MATCH_MEMORY_SIZE, () =>
    matching(index.text, terms, field),
  );
}

/** Whether a list query filters. */
export const queryHasFilters = (q: ProductFilterQuery) =>
  q.minPrice !== undefined ||
  q.maxPrice !== undefined ||
  q.minRating !== undefined ||
  q.inStock === true ||
  q.onSale === true ||
  (q.color?.length ?? 0) > 0 ||
  (q.size?.length ?? 0) > 0;

/** Searches finding fewer products than this are tried again with their words corrected. */
export const CORRECT_BELOW = 3;

export interface ResolvedSearch {
  /** What is searched: every term must match, a term's words may stand for each other. */
  terms: string[][];
  /** The corrected words, when a correction is searched instead of the words as typed. */
  correctedSearch?: string;
}

/**
 * The terms a search looks for: each word with its inflections, or, unless `exact`, each
 * word no catalogue word starts with corrected to the nearest one when the words as typed find
 * fewer than CORRECT_BELOW products and the correction finds more.
 */
export function resolveSearch(index: CatalogIndex, tokens: string[], exact: boolean): ResolvedSearch {
  const { words } = index;
  const terms = tokens.map((t) => alternativesOf(words, t));
  if (exact || tokens.length === 0) return { terms };
  const found = matchesOf(index, terms).length;
  if (found >= CORRECT_BELOW) return { terms };
  const corrected = tokens.map((t) => correctWord(words, t) ?? t);
  if (corrected.every((t, i) => t === tokens[i])) return { terms };
  const correctedTerms = corrected.map((t) => alternativesOf(words, t));
  if (matchesOf(index, correctedTerms).length <= found) return { terms };
  return { terms: correctedTerms, correctedSearch: corrected.join(' ') };
}

/**
 * The request's filters against the facts. A colour or size no product on sale comes in is a
 * valid request that matches nothing (a shared link to a colour sold out of the range, a typed
 * URL): it stands as UNKNOWN_OPTION, which no product has, so the list is empty, not an error.
 */
export function filtersOf({ facts }: CatalogIndex, query: ProductFilterQuery): Filters {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
    throw badRequest('maxPrice: must not be below minPrice');
  const indexes = (names: string[], offered: string[]) =>
    [...new Set(names)].map((name) => {
      const at = offered.findIndex((o) => o.toLowerCase() === name.toLowerCase());
      return at < 0 ? UNKNOWN_OPTION : at;
    });
  return {
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minRating: query.minRating,
    inStock: query.inStock === true,
    onSale: query.onSale === true,
    colors: indexes(query.color ?? [], facts.colorNames),
    sizes: indexes(query.size ?? [], facts.sizeNames),
  };
}

/**
 * A page of a search, or of a filtered list, as ids, and how many products it finds. A search
 * sorts its matches that pass: by the sort, or for relevance the products whose name matches
 * every term first, then the rest, each in the shop's default order. A filtered list walks the
 * sort's order of the whole catalogue, keeping those that pass.
 */
export function indexPage(
  index: CatalogIndex,
  input: { filters: Filters; scope: Scope; terms?: string[][] },
  page: repo.ProductPage,
): { ids: number[]; total: number } {
  const { facts, text, sorts } = index;
  const { filters, scope, terms } = input;
  const sort = sorts[page.sort];
  const keep = filtersNothing(filters, scope) ? undefined : (p: number) => passes(facts, p, filters, scope);
  const found = terms
    ? orderedPage(
        text.marks,
        {
          candidates: matchesOf(index, terms),
          keep,
          named: page.sort === 'default' ? matchesOf(index, terms, 'name') : undefined,
          sort,
        },
        page.offset,
        page.limit,
      )
    : walkPage(sort, keep ?? (() => true), page);
  return { ids: found.positions.map((p) => facts.id[p]!), total: found.total };
}

const filtersNothing = (f: Filters, scope: Scope) =>
  scope.root === null &&
  scope.sub === null &&
  f.minPrice === undefined &&
  f.maxPrice === undefined &&
  f.minRating === undefined &&
  !f.inStock &&
  !f.onSale &&
  f.colors.length === 0 &&
  f.sizes.length === 0;

function walkPage(sort: SortOrder, keep: (p: number) => boolean, page: repo.ProductPage) {
  const end = page.offset + page.limit;
  const positions: number[] = [];
  let total = 0;
  for (const p of sort.order) {
    if (!keep(p)) continue;
    if (total >= page.offset && total < end) positions.push(p);
    total++;
  }
  return { positions, total };
}

/** The facet counts of a list's filters, over its scope or its search's matches. */
export function facetCounts(
  index: CatalogIndex,
  input: { filters: Filters; scope: Scope; terms?: string[][] },
): FacetCounts {
  const { filters, scope, terms } = input;
  return countFacets(index.facts, filters, scope, terms && matchesOf(index, terms));
}

/**
 * The ids of the first `limit` products (most popular first) whose name has, for every term, a
 * word it stands for: the heads of the lead term's name lists (kept in the shop's order) merged,
 * each product checked against the other terms' matches.
 */
export function suggestedProducts(index: CatalogIndex, terms: string[][], limit: number): number[] {
  const [lead, ...others] = terms
    .map((t) => ({ term: t, lists: termLists(index.text, t, 'name') }))
    .sort((a, b) => postingsIn(a.lists) - postingsIn(b.lists));
  if (!lead) return [];
  const size = index.facts.size;
  const otherMatches = others.map(({ term }) => bitsetOf(matchesOf(index, [term], 'name'), size));
  const accept = (p: number) => otherMatches.every((bits) => has(bits, p));
  return firstInOrder(lead.lists, index.sorts.default.rank, limit, accept).map((p) => index.facts.id[p]!);
}

/** Suggestions' words: each typed word as a prefix (with its inflections), the last one corrected when nothing starts so. */
export function suggestionTerms({ words }: CatalogIndex, tokens: string[]) {
  const terms = tokens.map((t) => alternativesOf(words, t));
  return {
    terms,
    corrected: () => {
      const corrected = tokens.map(
        (t, i) => (i === tokens.length - 1 ? correctPrefix(words, t) : correctWord(words, t)) ?? t,
      );
      if (corrected.every((t, i) => t === tokens[i])) return null;
      return { tokens: corrected, terms: corrected.map((t) => alternativesOf(words, t)) };
    },
  };
}
