import type { Db } from '@server/db/database';
import { perCatalogVersion } from '@server/read-path/per-catalog-version';
import { notFound } from '@server/lib/errors';
import type {
  Addon,
  Category,
  Product,
  ProductList,
  ProductListQuery,
  ProductSort,
  Review,
} from '@shared/schemas/catalog';
import type { ProductCard } from '@shared/schemas/home';
import { publicStock } from '@shared/schemas/catalog';
import * as repo from './catalog.repository.js';
import { queryTokens } from './search-text.js';

export const RECOMMEND_LIMIT = 8;

/** Every category by id, read once per catalogue version (a few dozen rows). */
const categories = perCatalogVersion(
  async (db) => new Map((await repo.listCategories(db.reads)).map((c) => [c.category_id, c])),
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

/** At most this many cards are kept per instance (a few hundred bytes each: ~6 MB). */
const CARD_MEMORY_SIZE = 20_000;

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
    for (const card of await repo.findProductCards(db.reads, missing)) memory.set(card.inventoryId, card);
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

/** At most this many search totals are kept per instance (a key and a number each: ~1 MB). */
const SEARCH_TOTAL_MEMORY_SIZE = 10_000;

/**
 * How many products each search (its words in its scope) finds, kept per catalogue version: the
 * next page of a search, or another sort of it, need not count its matches again. Where they
 * are many, counting is a pass of its own over all of them (45 000 for the prefix "eve":
 * PostgreSQL spent 8 of a page's 20 ms counting, SQLite 1.4 of 6).
 */
const searchTotalMemory = perCatalogVersion(async () => new Map<string, number>());

export async function getCategory(db: Db, categoryId: number): Promise<Category> {
  const category = await requireCategory(db, categoryId);
  return { displayName: category.display_name, description: category.description };
}

/**
 * A page of product cards. With `search` present (even empty) it is a search: an empty or
 * wordless query finds nothing. Otherwise it browses everything or one category.
 */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  let category: repo.CategoryScope | null = null;
  if (query.categoryId !== undefined) {
    const found = await requireCategory(db, query.categoryId);
    category = { categoryId: found.category_id, isRoot: found.parent_id === null };
  }
  const page = { sort: query.sort, limit: query.num, offset: (query.page - 1) * query.num };
  if (query.search === undefined) {
    const { ids, total } = await browsePage(db, category, page);
    return { list: await cardsById(db, ids), total };
  }
  const tokens = queryTokens(query.search);
  const totals = await searchTotalMemory(db);
  const key = `${scopeKey(category)} ${tokens.join(' ')}`;
  const { ids, total } = await repo.searchProductIds(
    db,
    tokens,
    category,
    page,
    () => browseTotal(db, null),
    totals.get(key),
  );
  totals.set(key, total);
  keepAtMost(totals, SEARCH_TOTAL_MEMORY_SIZE);
  return { list: await cardsById(db, ids), total };
}

export async function getProduct(db: Db, productId: number): Promise<Product> {
  const [found, byId] = await Promise.all([repo.findProductPage(db, productId), categories(db)]);
  if (!found) throw notFound('Product');
  const { row, badges } = found;
  // A category made after the version the names were read at is missing only while that
  // version is already stale (the answer is then remade on its next request).
  const categoryName = (id: number) => byId.get(id)?.display_name ?? '';
  return {
    inventoryId: row.inventory_id,
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
    { inventoryId: productId },
    { sort: query.sort, limit: query.num, offset: (query.page - 1) * query.num },
  );
  return { list: rows, total };
}

export async function recommend(db: Db, productId: number): Promise<ProductCard[]> {
  const row = await requireProduct(db, productId);
  const ids = await repo.recommendProductIds(
    db.reads,
    { inventoryId: productId, rootCategoryId: row.root_category_id, subCategoryId: row.sub_category_id },
    RECOMMEND_LIMIT,
  );
  return cardsById(db, ids);
}
