import type { Db } from '@server/db/database';
import { perCatalogVersion } from '@server/read-path/per-catalog-version';
import { badRequest } from '@server/lib/errors';
import type { ProductFilterQuery, ProductSort } from '@shared/schemas/catalog';
import * as indexRepo from './search-index.repository.js';
import * as repo from './catalog.repository.js';
import { searchTokens } from './search-text.js';
import {
  alternativesOf,
  buildCatalogWords,
  correctPrefix,
  correctWord,
  wordsStartingWith,
  type CatalogWords,
} from './search/catalog-words.js';
import {
  applySoldOut,
  buildProductFacts,
  type AddonFactRow,
  type FactRow,
  type ProductFacts,
} from './filters/product-facts.js';
import { countFacets, passes, type FacetCounts, type Filters, type Scope } from './filters/filtering.js';

/**
 * Filters, facets, stemming, typo correction and suggestions: everything here reads indexes kept
 * in memory per catalogue version (docs/catalog.md, "Filters" and "Search that forgives"), built
 * from the same rows on either database, so both give the same answers.
 */

/** The words of the catalogue (search/catalog-words.ts), read once per catalogue version. */
export const catalogWords = perCatalogVersion(async (db): Promise<CatalogWords> => {
  const [names, categories] = await Promise.all([indexRepo.readProductNames(db.reads), repo.listCategories(db.reads)]);
  return buildCatalogWords(
    names.map((r) => ({ id: r.inventory_id, words: r.search_name.split(' ').filter(Boolean) })),
    categories.map((c) => searchTokens(c.display_name)),
  );
});

/**
 * Facts rebuilt off the request when the last build took at least this long (a large shop):
 * until the new facts are ready, filters and facets answer from the last ones built. A smaller
 * shop's shoppers wait for the new facts (tens of ms), so its answers are always exact.
 * A property so a test can make every rebuild run behind.
 */
export const factsRebuild = { waitBelowMs: 250 };

/** Per instance and database: the facts, their rebuild, and the clock of answers made from them. */
interface FactsState {
  /** The last facts built, at the catalogue version read before their build began. */
  ready?: { version: number; facts: ProductFacts; tookMs: number };
  building?: { version: number; value: Promise<ProductFacts> };
  /**
   * Rises when new facts are ready and when a sale or restock changes what is in stock: answers
   * made from facts are remembered with it (`factsClock`), so one made from facts that were
   * behind, or before a sale, is made again.
   */
  generation: number;
  stockReadAt: number;
  readingStock: boolean;
}
const factsStates = new WeakMap<Db, FactsState>();

function factsState(db: Db): FactsState {
  let state = factsStates.get(db);
  if (!state) factsStates.set(db, (state = { generation: 0, stockReadAt: 0, readingStock: false }));
  return state;
}

/**
 * What filters read of every product on sale, as of the current catalogue version, or, while a
 * slow rebuild runs after a write (`factsRebuild`), as of the last version built: then answers
 * trail the catalogue by the writes of one rebuild (2–3 s at 100 000 products) instead of the
 * first shopper after each write waiting that long.
 */
async function productFacts(db: Db): Promise<ProductFacts> {
  const state = factsState(db);
  const version = await db.catalogVersion();
  const { ready } = state;
  if (ready?.version === version) return ready.facts;
  if (!state.building) {
    const started = performance.now();
    const building = {
      version,
      value: readFacts(db),
    };
    state.building = building;
    building.value.then(
      (facts) => {
        if (state.building === building) state.building = undefined;
        if (!state.ready || state.ready.version < version)
          state.ready = { version, facts, tookMs: performance.now() - started };
        state.generation++;
      },
      () => {
        if (state.building === building) state.building = undefined; // the next call tries again
      },
    );
  }
  if (ready && ready.tookMs >= factsRebuild.waitBelowMs) return ready.facts;
  const building = state.building!;
  if (building.version === version) return building.value;
  await building.value.catch(() => {}); // built for an older version: build again for this one
  return productFacts(db);
}

/** Products read per chunk when the facts are built. */
const FACTS_CHUNK = 2000;

/**
 * Every product on sale and its colour and size add-ons, read in chunks of FACTS_CHUNK products
 * with the event loop let go between them: SQLite's reads run on it, and reading 100 000
 * products at once held every other request for seconds. A write landing between chunks makes
 * the facts stale at once (their version was read before), as a write during one read would.
 */
async function readFacts(db: Db): Promise<ProductFacts> {
  const rows: FactRow[] = [];
  const addons: AddonFactRow[] = [];
  for (let after = 0; ;) {
    const chunk = await indexRepo.readProductFacts(db.reads, after, FACTS_CHUNK);
    if (chunk.length === 0) break;
    const last = chunk[chunk.length - 1]!.inventory_id;
    for (const row of chunk) rows.push(row);
    for (const addon of await indexRepo.readAddonFacts(db.reads, after, last)) addons.push(addon);
    if (chunk.length < FACTS_CHUNK) break;
    after = last;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return buildProductFacts(rows, addons);
}

/** An instance re-reads which products are sold out at most this often, while answers that show stock are asked for. */
export const STOCK_REFRESH_MS = 1000;

/**
 * A number that changes when the facts change: new facts are ready after a catalogue write, or
 * a sale or restock sold a product out or brought it back. The answers made from the facts
 * (facets, filtered lists) are remembered with it as well as with the catalogue version: a sale
 * bumps only its product's version, not the catalogue's, so without it "In stock" would follow
 * only the next catalogue change. Asking starts a re-read of the sold-out products when the last
 * one is older than STOCK_REFRESH_MS (one scan of the stock table, off the request), so
 * "In stock" trails a sale by about a second.
 */
export function factsClock(db: Db): number {
  const state = factsState(db);
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

async function refreshStock(db: Db, state: FactsState): Promise<void> {
  const facts = await productFacts(db);
  const startedAt = Date.now();
  const soldOut = await indexRepo.readSoldOutIds(db.reads);
  state.stockReadAt = startedAt;
  if (applySoldOut(facts, soldOut)) state.generation++;
}

/**
 * Each sort's order of every product on sale, as positions of the facts, and each position's
 * rank: kept per facts (not per version), as positions mean something only in the facts they
 * were taken from.
 */
const sortOrders = new WeakMap<ProductFacts, Map<ProductSort, Promise<{ order: Int32Array; rank: Int32Array }>>>();

async function sortOrder(db: Db, facts: ProductFacts, sort: ProductSort) {
  let orders = sortOrders.get(facts);
  if (!orders) sortOrders.set(facts, (orders = new Map()));
  let entry = orders.get(sort);
  if (!entry) {
    entry = repo.browseOrder(db.reads, null, sort).then((ids) => {
      const order = new Int32Array(ids.length);
      const rank = new Int32Array(facts.size).fill(facts.size);
      let n = 0;
      for (const id of ids) {
        const p = facts.positionOf.get(id);
        if (p === undefined) continue; // not in these facts: written after they were read
        order[n] = p;
        rank[p] = n++;
      }
      return { order: order.subarray(0, n), rank };
    });
    orders.set(sort, entry);
    entry.catch(() => orders.delete(sort));
  }
  return entry;
}

/** At most this many searches' matches are kept per instance. */
const MATCH_MEMORY_SIZE = 200;

/** Each search's matches (ids), kept per catalogue version: its facets and filtered pages start there. */
const matchMemory = perCatalogVersion(async () => new Map<string, Promise<number[]>>());

async function searchMatches(db: Db, terms: string[][]): Promise<number[]> {
  const memory = await matchMemory(db);
  const key = JSON.stringify(terms);
  let found = memory.get(key);
  if (!found) {
    memory.set(key, (found = indexRepo.searchAllIds(db, terms)));
    found.catch(() => memory.delete(key));
    for (const oldest of memory.keys()) {
      if (memory.size <= MATCH_MEMORY_SIZE) break;
      memory.delete(oldest);
    }
  }
  return found;
}

/** Whether a list query filters (a query without filters keeps the database's own paging). */
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
export async function resolveSearch(db: Db, tokens: string[], exact: boolean): Promise<ResolvedSearch> {
  const words = await catalogWords(db);
  const terms = tokens.map((t) => alternativesOf(words, t));
  if (exact || tokens.length === 0) return { terms };
  const corrected = tokens.map((t) => correctWord(words, t) ?? t);
  if (corrected.every((t, i) => t === tokens[i])) return { terms };
  // Counted only up to what decides: a corrected word may match thousands.
  const found = (await indexRepo.searchAllIds(db, terms, CORRECT_BELOW)).length;
  if (found >= CORRECT_BELOW) return { terms };
  const correctedTerms = corrected.map((t) => alternativesOf(words, t));
  if ((await indexRepo.searchAllIds(db, correctedTerms, found + 1)).length <= found) return { terms };
  return { terms: correctedTerms, correctedSearch: corrected.join(' ') };
}

/** The request's filters against the facts: colour and size names must be ones on offer. */
export async function filtersOf(db: Db, query: ProductFilterQuery): Promise<{ facts: ProductFacts; filters: Filters }> {
  const facts = await productFacts(db);
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
    throw badRequest('maxPrice: must not be below minPrice');
  const indexes = (field: 'color' | 'size', names: string[], offered: string[]) =>
    [...new Set(names)].map((name) => {
      const at = offered.findIndex((o) => o.toLowerCase() === name.toLowerCase());
      if (at < 0) throw badRequest(`${field}: no product on sale comes in "${name}"`);
      return at;
    });
  return {
    facts,
    filters: {
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      minRating: query.minRating,
      inStock: query.inStock === true,
      onSale: query.onSale === true,
      colors: indexes('color', query.color ?? [], facts.colorNames),
      sizes: indexes('size', query.size ?? [], facts.sizeNames),
    },
  };
}

/** Positions of a search's matches in the facts (matches read at another version are skipped). */
async function matchPositions(db: Db, facts: ProductFacts, terms: string[][]): Promise<number[]> {
  return (await searchMatches(db, terms)).flatMap((id) => facts.positionOf.get(id) ?? []);
}

/**
 * A page of a filtered list, as ids, and how many products pass. Browsing walks the sort's order
 * of the whole catalogue, keeping those that pass; a search sorts its passing matches: by the
 * sort's rank, or for relevance with name matches first, then in the shop's default order.
 */
export async function filteredPage(
  db: Db,
  input: { facts: ProductFacts; filters: Filters; scope: Scope; terms?: string[][] },
  page: repo.ProductPage,
): Promise<{ ids: number[]; total: number }> {
  const { facts, filters, scope, terms } = input;
  const end = page.offset + page.limit;
  if (!terms) {
    const { order } = await sortOrder(db, facts, page.sort);
    const ids: number[] = [];
    let total = 0;
    for (const p of order) {
      if (!passes(facts, p, filters, scope)) continue;
      if (total >= page.offset && total < end) ids.push(facts.id[p]!);
      total++;
    }
    return { ids, total };
  }
  const kept = (await matchPositions(db, facts, terms)).filter((p) => passes(facts, p, filters, scope));
  const { rank } = await sortOrder(db, facts, page.sort === 'default' ? 'default' : page.sort);
  if (page.sort === 'default') {
    const named = namedPositions(await catalogWords(db), facts, terms);
    kept.sort((a, b) => (named.has(a) ? 0 : 1) - (named.has(b) ? 0 : 1) || rank[a]! - rank[b]!);
  } else kept.sort((a, b) => rank[a]! - rank[b]!);
  return { ids: kept.slice(page.offset, end).map((p) => facts.id[p]!), total: kept.length };
}

/** Positions of the products whose name matches every term. */
function namedPositions(words: CatalogWords, facts: ProductFacts, terms: string[][]): Set<number> {
  const ranks = productRanksMatching(words, terms, Infinity);
  return new Set(ranks.flatMap((r) => facts.positionOf.get(words.idByRank[r]!) ?? []));
}

/** The facet counts of a list's filters, over its scope or its search's matches. */
export async function facetCounts(
  db: Db,
  input: { facts: ProductFacts; filters: Filters; scope: Scope; terms?: string[][] },
): Promise<FacetCounts> {
  const { facts, filters, scope, terms } = input;
  return countFacets(facts, filters, scope, terms && (await matchPositions(db, facts, terms)));
}

/**
 * The ranks (the shop's default order) of the first `limit` products whose name has, for every
 * term, a word starting with one of its words. The term with the fewest products leads: its
 * words' lists are merged in rank order and each product checked against the other terms.
 */
export function productRanksMatching(words: CatalogWords, terms: string[][], limit: number): number[] {
  const ranges = terms.map((alternatives) => {
    const found = alternatives.flatMap((a) =>
      a.length < 2 ? (words.postings.has(a) ? [a] : []) : wordsStartingWith(words, a),
    );
    const lists = found.flatMap((w) => words.postings.get(w) ?? []);
    return { alternatives, lists, size: lists.reduce((n, l) => n + l.length, 0) };
  });
  if (ranges.length === 0) return [];
  ranges.sort((a, b) => a.size - b.size);
  const [lead, ...others] = ranges;
  const matchesOthers = (rank: number) =>
    others.every(({ alternatives }) =>
      words.nameWordsByRank[rank]!.some((w) => alternatives.some((a) => (a.length < 2 ? w === a : w.startsWith(a)))),
    );
  const heads = new Int32Array(lead!.lists.length);
  const out: number[] = [];
  let last = -1;
  while (out.length < limit) {
    let best = -1;
    let bestRank = Infinity;
    lead!.lists.forEach((list, i) => {
      const rank = list[heads[i]!];
      if (rank !== undefined && rank < bestRank) {
        bestRank = rank;
        best = i;
      }
    });
    if (best < 0) break;
    heads[best]! += 1;
    if (bestRank === last) continue; // a name with two words of the range
    last = bestRank;
    if (matchesOthers(bestRank)) out.push(bestRank);
  }
  return out;
}

/** Suggestions' words: each typed word as a prefix (with its inflections), the last one corrected when nothing starts so. */
export async function suggestionTerms(db: Db, tokens: string[]) {
  const words = await catalogWords(db);
  const terms = tokens.map((t) => alternativesOf(words, t));
  return {
    words,
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
