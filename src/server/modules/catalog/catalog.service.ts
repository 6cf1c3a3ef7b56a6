import type { Db } from '@server/db/database';
import { notFound } from '@server/lib/errors';
import { WireJson } from '@server/lib/envelope';
import type {
  Addon,
  Category,
  Product,
  ProductFacets,
  ProductFilterQuery,
  ProductList,
  ProductListQuery,
  Review,
  Suggestions,
} from '@shared/schemas/catalog';
import type { ProductCard } from '@shared/schemas/home';
import { publicStock } from '@shared/schemas/catalog';
import * as repo from './catalog.repository.js';
import { queryTokens } from './search-text.js';
import * as fromIndex from './catalogue-index.service.js';
import { readModelOf, searchPage, suggestedIds } from './read-model/index.js';
import { RATING_STEPS } from '@shared/constants';

export const RECOMMEND_LIMIT = 8;

async function requireCategory(db: Db, categoryId: number) {
  const category = (await readModelOf(db).categories()).get(categoryId);
  if (!category) throw notFound('Category');
  return category;
}

const cardsById = (db: Db, ids: number[]) => readModelOf(db).cards(ids);

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
 * wordless query finds nothing. Otherwise it browses everything or one category. Everything
 * comes from the read model (read-model/): browsing is a slice of a sort's order, searches and
 * filtered lists are read from the catalogue index (catalogue-index.service.ts); a search made before the
 * index is first built is answered by the database.
 */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  const { category, filterScope } = await scopeOf(db, query.categoryId);
  const page = { sort: query.sort, limit: query.num, offset: (query.page - 1) * query.num };
  const tokens = query.search === undefined ? undefined : queryTokens(query.search);
  if (tokens?.length === 0) return { list: [], total: 0 };
  const model = readModelOf(db);
  const filtered = fromIndex.queryHasFilters(query);
  if (!tokens && !filtered) {
    const { ids, total } = await model.browsePage(category, page);
    return { list: await cardsById(db, ids), total };
  }
  const index = filtered ? await model.index() : await model.currentIndex();
  if (!index) {
    const { ids, total } = await searchPage(db.reads, tokens!, category, page);
    return { list: await cardsById(db, ids), total };
  }
  const filters = fromIndex.filtersOf(index, query);
  const synonyms = tokens ? await model.synonyms() : [];
  const resolved = tokens && fromIndex.resolveSearch(index, tokens, query.exact === true, synonyms);
  const order = resolved ? undefined : model.scopeOrder(index, category, page.sort);
  const { ids, total } = fromIndex.indexPage(
    index,
    { filters, scope: filterScope, terms: resolved?.terms, order },
    page,
  );
  const corrected = resolved?.correctedSearch === undefined ? {} : { correctedSearch: resolved.correctedSearch };
  return { list: await cardsById(db, ids), total, ...corrected };
}

/**
 * `listProducts` as the wire writes it: the page's cards joined from each one's JSON, made once
 * per card by the read model, rather than the whole page written again on every miss.
 */
export async function listProductsOnWire(db: Db, query: ProductListQuery): Promise<WireJson> {
  const { list, total, correctedSearch } = await listProducts(db, query);
  const model = readModelOf(db);
  const corrected = correctedSearch === undefined ? '' : `,"correctedSearch":${JSON.stringify(correctedSearch)}`;
  return new WireJson(`{"list":[${list.map((card) => model.cardJson(card)).join(',')}],"total":${total}${corrected}}`);
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
  const model = readModelOf(db);
  const index = await model.index();
  const { facts } = index;
  const filters = fromIndex.filtersOf(index, query);
  if (tokens?.length === 0) return NO_FACETS;
  const synonyms = tokens ? await model.synonyms() : [];
  const resolved = tokens && fromIndex.resolveSearch(index, tokens, query.exact === true, synonyms);
  const counts = fromIndex.facetCounts(index, { filters, scope: filterScope, terms: resolved?.terms });
  const named = (names: string[], found: Int32Array, chosen: number[]) =>
    names.flatMap((name, i) => (found[i]! > 0 || chosen.includes(i) ? [{ name, count: found[i]! }] : []));
  const byId = await model.categories();
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
 * starting with it (or with one of its inflections), in any form a search of the words looks
 * for (joined, split, a synonym); when none do, the words corrected.
 */
export async function suggest(db: Db, q: string): Promise<Suggestions> {
  const tokens = queryTokens(q);
  if (tokens.length === 0) return { products: [], categories: [] };
  const model = readModelOf(db);
  const index = await model.currentIndex();
  const named = await model.namedCategories();
  // A category whose names have a word for every term of one of the forms.
  const categoriesFor = (forms: fromIndex.SearchForms) =>
    named
      .filter(({ names }) =>
        forms.some((terms) =>
          terms.every((alternatives) =>
            names.some((n) => alternatives.some((a) => (a.length < 2 ? n === a : n.startsWith(a)))),
          ),
        ),
      )
      .slice(0, SUGGESTED_CATEGORIES)
      .map(({ category }) => category);
  if (!index) {
    // Before the index is first built: the words as typed, from the database.
    const found = {
      ids: await suggestedIds(db.reads, tokens, SUGGESTED_PRODUCTS),
      categories: categoriesFor([tokens.map((t) => [t])]),
    };
    return suggestionsOf(await cardsById(db, found.ids), found.categories);
  }
  const { forms, corrected } = fromIndex.suggestionTerms(index, tokens, await model.synonyms());
  const lookUp = (f: fromIndex.SearchForms) => ({
    ids: fromIndex.suggestedProducts(index, f, SUGGESTED_PRODUCTS),
    categories: categoriesFor(f),
  });
  let found = lookUp(forms);
  let correctedQuery: string | undefined;
  if (found.ids.length === 0 && found.categories.length === 0) {
    const correction = corrected();
    if (correction) {
      found = lookUp(correction.forms);
      if (found.ids.length > 0 || found.categories.length > 0) correctedQuery = correction.tokens.join(' ');
    }
  }
  return suggestionsOf(await cardsById(db, found.ids), found.categories, correctedQuery);
}

function suggestionsOf(
  cards: ProductCard[],
  categories: { category_id: number; display_name: string }[],
  correctedQuery?: string,
): Suggestions {
  return {
    products: cards.map((c) => ({ productId: c.productId, name: c.name, coverPath: c.coverPath, price: c.price })),
    categories: categories.map((c) => ({ categoryId: c.category_id, displayName: c.display_name })),
    ...(correctedQuery === undefined ? {} : { correctedQuery }),
  };
}

export async function getProduct(db: Db, productId: number): Promise<Product> {
  const [found, byId] = await Promise.all([repo.findProductPage(db, productId), readModelOf(db).categories()]);
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
