import type { Db } from '@server/db/database';
import { perCatalogVersion } from '@server/read-path/per-catalog-version';
import { notFound } from '@server/lib/errors';
import type {
  Addon,
  Category,
  Product,
  ProductFacets,
  ProductFilterQuery,
  ProductList,
  ProductListQuery,
  ProductSort,
  Review,
  Suggestions,
} from '@shared/schemas/catalog';
import type { ProductCard } from '@shared/schemas/home';
import { publicStock } from '@shared/schemas/catalog';
import * as repo from './catalog.repository.js';
import { queryTokens, searchTokens } from './search-text.js';
import * as find from './find.service.js';
import { RATING_STEPS } from '@shared/constants';

export const RECOMMEND_LIMIT = 8;

/** Every category by id, read once per catalogue version (a few dozen rows). */
const categories = perCatalogVersion(
  async (db) => new Map((await repo.listCategories(db.reads)).map((c) => [c.category_id, c])),
);

/** Categories by id with their names' words, once per version: suggestions match every one on every keystroke. */
const namedCategories = perCatalogVersion(async (db) =>
  [...(await categories(db)).values()]
    .sort((a, b) => a.category_id - b.category_id)
    .map((category) => ({ category, names: searchTokens(category.display_name) })),
);

async function requireCategory(db: Db, categoryId: number) {
  const category = (await categories(db)).get(categoryId);
  if (!category) throw notFound('Category');
  return category;
}

/**
 * How many active products each category (and the whole catalogue) shows, counted once per
 * catalogue version on first use: the total of a category page is the same for every sort
 * and page.
 */
const browseTotals = perCatalogVersion(async () => new Map<string, Promise<number>>());

async function browseTotal(db: Db, category: repo.CategoryScope | null) {
  const totals = await browseTotals(db);
  const key = scopeKey(category);
  let total = totals.get(key);
  if (!total) {
    totals.set(key, (total = repo.countActive(db.reads, category)));
    total.catch(() => totals.delete(key)); // not kept when it failed
  }
  return total;
}

/** A scope (a category, or everything) showing more products than this has no order kept. */
const KEPT_ORDER_MAX = 50_000;

/**
 * Each scope's products in each sort's order, kept per catalogue version once a page of it is
 * asked for (4 bytes a product: a sort of all categories at 100 000 products is 0.8 MB). A
 * category page that misses the answer memory then reads nothing: its ids are a slice, its
 * cards are kept, its total is the order's length. On PostgreSQL the query's round trip was
 * most of a miss (in a profile, the two writes it takes, to PostgreSQL and to the shopper,
 * were 45 % of Node's CPU). A larger scope is read page by page from its index as before.
 */
const browseOrders = perCatalogVersion(async () => new Map<string, Promise<Int32Array | null>>());

async function browsePage(db: Db, category: repo.CategoryScope | null, page: repo.ProductPage) {
  const orders = await browseOrders(db);
  const key = `${page.sort}:${scopeKey(category)}`;
  let order = orders.get(key);
  if (!order) {
    orders.set(key, (order = keptOrder(db, category, page.sort)));
    order.catch(() => orders.delete(key)); // not kept when it failed
  }
  const kept = await order;
  if (kept) return { ids: Array.from(kept.subarray(page.offset, page.offset + page.limit)), total: kept.length };
  const [ids, total] = await Promise.all([repo.browseProductIds(db.reads, category, page), browseTotal(db, category)]);
  return { ids, total };
}

async function keptOrder(db: Db, category: repo.CategoryScope | null, sort: ProductSort) {
  if ((await browseTotal(db, category)) > KEPT_ORDER_MAX) return null;
  return Int32Array.from(await repo.browseOrder(db.reads, category, sort));
}

const scopeKey = (category: repo.CategoryScope | null) =>
  category ? `${category.isRoot ? 'root' : 'sub'}:${category.categoryId}` : 'all';

/**
 * At most this many cards are kept per instance (about 260 bytes each: 26 MB at 100 000). Enough
 * for every card of a 100 000-product catalogue: a walk of deep pages (a crawler) reaches cards no
 * shallow page shows, and at 20 000 each deep page read 12–16 cards by primary key, random pages
 * of the table (deep category misses were 12 % of a bare route through `npm start`, shallow 38 %).
 */
const CARD_MEMORY_SIZE = 120_000;

/**
 * Product cards by id, kept per catalogue version. A product is on many pages (every sort and
 * page of its category and of its root, searches, recommendations), so a page that misses the
 * answer memory mostly reads only its ids, from an index, and finds its cards here; the cards
 * by primary key were most of a category page's cost (random pages of a large table). Any
 * catalogue write empties it (a new version); past its size the cards read first go first.
 */
const cardMemory = perCatalogVersion(async () => new Map<number, ProductCard>());

/** The cards of `ids` in their order, inactive products left out. */
async function cardsById(db: Db, ids: number[]): Promise<ProductCard[]> {
  const memory = await cardMemory(db);
  const missing = ids.filter((id) => !memory.has(id));
  if (missing.length > 0) {
    for (const card of await repo.findProductCards(db.reads, missing)) memory.set(card.productId, card);
    keepAtMost(memory, CARD_MEMORY_SIZE);
  }
  return ids.flatMap((id) => memory.get(id) ?? []);
}

/** Drops the entries set first until `map` holds at most `size`. */
function keepAtMost(map: Map<unknown, unknown>, size: number) {
  for (const oldest of map.keys()) {
    if (map.size <= size) break;
    map.delete(oldest);
  }
}

export async function getCategory(db: Db, categoryId: number): Promise<Category> {
  const category = await requireCategory(db, categoryId);
  return { displayName: category.display_name, description: category.description };
}

/** The category a request names: its scope for a page, and for filters its root and chosen sub-category. */
async function scopeOf(db: Db, categoryId: number | undefined) {
  if (categoryId === undefined) return { category: null, filterScope: { root: null, sub: null } };
  const found = await requireCategory(db, categoryId);
  const isRoot = found.parent_id === null;
  return {
    category: { categoryId: found.category_id, isRoot } satisfies repo.CategoryScope,
    filterScope: isRoot ? { root: found.category_id, sub: null } : { root: found.parent_id, sub: found.category_id },
  };
}

/**
 * A page of product cards. With `search` present (even empty) it is a search: an empty or
 * wordless query finds nothing. Otherwise it browses everything or one category. Searches and
 * filtered lists come from the catalogue index in memory (find.service.ts); plain browsing from
 * the sort orders kept per version.
 */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  const { category, filterScope } = await scopeOf(db, query.categoryId);
  const page = { sort: query.sort, limit: query.num, offset: (query.page - 1) * query.num };
  const tokens = query.search === undefined ? undefined : queryTokens(query.search);
  if (tokens?.length === 0) return { list: [], total: 0 };
  if (!tokens && !find.queryHasFilters(query)) {
    const { ids, total } = await browsePage(db, category, page);
    return { list: await cardsById(db, ids), total };
  }
  const index = await find.catalogIndex(db);
  const filters = find.filtersOf(index, query);
  const resolved = tokens && find.resolveSearch(index, tokens, query.exact === true);
  const { ids, total } = find.indexPage(index, { filters, scope: filterScope, terms: resolved?.terms }, page);
  const corrected = resolved?.correctedSearch === undefined ? {} : { correctedSearch: resolved.correctedSearch };
  return { list: await cardsById(db, ids), total, ...corrected };
}

const NO_FACETS: ProductFacets = {
  price: { min: 0, max: 0 },
  ratings: RATING_STEPS.map((atLeast) => ({ atLeast, count: 0 })),
  inStock: 0,
  onSale: 0,
  colors: [],
  sizes: [],
  categories: [],
};

/** How many products each filter choice would leave, for the same query as a list. */
export async function listFacets(db: Db, query: ProductFilterQuery): Promise<ProductFacets> {
  const { filterScope } = await scopeOf(db, query.categoryId);
  const tokens = query.search === undefined ? undefined : queryTokens(query.search);
  const index = await find.catalogIndex(db);
  const { facts } = index;
  const filters = find.filtersOf(index, query);
  if (tokens?.length === 0) return NO_FACETS;
  const resolved = tokens && find.resolveSearch(index, tokens, query.exact === true);
  const counts = find.facetCounts(index, { filters, scope: filterScope, terms: resolved?.terms });
  const named = (names: string[], found: Int32Array, chosen: number[]) =>
    names.flatMap((name, i) => (found[i]! > 0 || chosen.includes(i) ? [{ name, count: found[i]! }] : []));
  const byId = await categories(db);
  const subs = [...byId.values()].filter((c) =>
    filterScope.root === null ? c.parent_id !== null : c.parent_id === filterScope.root,
  );
  return {
    price: counts.price,
    ratings: counts.ratings,
    inStock: counts.inStock,
    onSale: counts.onSale,
    colors: named(facts.colorNames, counts.colors, filters.colors),
    sizes: named(facts.sizeNames, counts.sizes, filters.sizes),
    categories: subs
      .map((c) => ({
        categoryId: c.category_id,
        displayName: c.display_name,
        count: counts.subCategories.get(c.category_id) ?? 0,
      }))
      .filter((c) => c.count > 0 || c.categoryId === filterScope.sub)
      .sort((a, b) => b.count - a.count || a.displayName.localeCompare(b.displayName)),
    ...(resolved?.correctedSearch === undefined ? {} : { correctedSearch: resolved.correctedSearch }),
  };
}

export const SUGGESTED_PRODUCTS = 8;
export const SUGGESTED_CATEGORIES = 4;

/**
 * Products (most popular first) and categories whose names have, for every word typed, a word
 * starting with it (or with one of its inflections); when none do, the words corrected.
 */
export async function suggest(db: Db, q: string): Promise<Suggestions> {
  const tokens = queryTokens(q);
  if (tokens.length === 0) return { products: [], categories: [] };
  const index = await find.catalogIndex(db);
  const { terms, corrected } = find.suggestionTerms(index, tokens);
  const named = await namedCategories(db);
  const lookUp = (t: string[][]) => ({
    ids: find.suggestedProducts(index, t, SUGGESTED_PRODUCTS),
    categories: named
      .filter(({ names }) =>
        t.every((alternatives) =>
          names.some((n) => alternatives.some((a) => (a.length < 2 ? n === a : n.startsWith(a)))),
        ),
      )
      .slice(0, SUGGESTED_CATEGORIES)
      .map(({ category }) => category),
  });
  let found = lookUp(terms);
  let correctedQuery: string | undefined;
  if (found.ids.length === 0 && found.categories.length === 0) {
    const correction = corrected();
    if (correction) {
      found = lookUp(correction.terms);
      if (found.ids.length > 0 || found.categories.length > 0) correctedQuery = correction.tokens.join(' ');
    }
  }
  const cards = await cardsById(db, found.ids);
  return {
    products: cards.map((c) => ({ productId: c.productId, name: c.name, coverPath: c.coverPath, price: c.price })),
    categories: found.categories.map((c) => ({ categoryId: c.category_id, displayName: c.display_name })),
    ...(correctedQuery === undefined ? {} : { correctedQuery }),
  };
}

export async function getProduct(db: Db, productId: number): Promise<Product> {
  const [found, byId] = await Promise.all([repo.findProductPage(db, productId), categories(db)]);
  if (!found) throw notFound('Product');
  const { row, badges } = found;
  // A category made after the version the names were read at is missing only while that
  // version is already stale (the answer is then remade on its next request).
  const categoryName = (id: number) => byId.get(id)?.display_name ?? '';
  return {
    productId: row.inventory_id,
    name: row.name,
    coverPath: row.cover_path,
    price: row.price,
    originalPrice: row.original_price,
    badge: badges,
    galleryJson: JSON.parse(row.gallery_json) as string[],
    detailGalleryJson: JSON.parse(row.detail_gallery_json) as string[],
    features: JSON.parse(row.features_json) as string[],
    prodDescMd: row.prod_desc_md,
    ratingDisplay: row.rating_display,
    reviewCount: row.review_count,
    rootCategory: { categoryId: row.root_category_id, displayName: categoryName(row.root_category_id) },
    subCategory: { categoryId: row.sub_category_id, displayName: categoryName(row.sub_category_id) },
    requireSizeAddon: row.require_size_addon === 1,
    requireColorAddon: row.require_color_addon === 1,
    requireAccessoryAddon: row.require_accessory_addon === 1,
    requireShipAddon: row.require_ship_addon === 1,
    deliveryTime: row.delivery_days,
    ...publicStock(row.stock ?? 0), // no stock row: sold out (migration 011)
  };
}

async function requireProduct(db: Db, productId: number) {
  const row = await repo.findProduct(db.reads, productId);
  if (!row) throw notFound('Product');
  return row;
}

export async function listAddons(db: Db, productId: number): Promise<Addon[]> {
  await requireProduct(db, productId);
  const rows = await repo.listAddons(db.reads, productId);
  return rows.map((r) => ({ addonId: r.addon_id, addonType: r.addon_type, name: r.name, plusPrice: r.plus_price }));
}

export async function listReviews(
  db: Db,
  productId: number,
  query: { page: number; num: number; sort: 'default' | 'newest' | 'rating_desc' | 'rating_asc' },
): Promise<{ list: Review[]; total: number }> {
  await requireProduct(db, productId);
  const { rows, total } = await repo.listReviews(
    db.reads,
    { productId },
    { sort: query.sort, limit: query.num, offset: (query.page - 1) * query.num },
  );
  return { list: rows, total };
}

export async function recommend(db: Db, productId: number): Promise<ProductCard[]> {
  const row = await requireProduct(db, productId);
  const ids = await repo.recommendProductIds(
    db.reads,
    { productId, rootCategoryId: row.root_category_id, subCategoryId: row.sub_category_id },
    RECOMMEND_LIMIT,
  );
  return cardsById(db, ids);
}
