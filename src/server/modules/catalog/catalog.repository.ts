import { sql, type Expression, type Kysely, type Selectable } from 'kysely';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Database, ProductTable } from '@server/db/schema';
import type { Db } from '@server/db/database';
import { compiledOnce } from '@server/read-path/compiled-once';
import { batchedLookup } from '@server/read-path/batched-lookup';
import { sortColumns, sortKeys } from './sorts.js';
import { termSearchPage } from './pg-term-search.js';
import { ftsQuery, isPrefix, readsTerms, tsQuery } from './search-index.repository.js';
import type { Badge, ProductCard } from '@shared/schemas/home';
import type { ProductSort, Review } from '@shared/schemas/catalog';
import { itemAt } from '@shared/item-at';

const cardQuery = compiledOnce<CardRow>('product cards');

const CARD_COLUMNS = [
  'i.inventory_id',
  'i.name',
  'i.cover_path',
  'i.price',
  'i.original_price',
  'i.is_active',
  'b.badge_id',
  'b.text',
  'b.bg_color',
  'b.text_color',
] as const;

interface CardRow {
  inventory_id: number;
  name: string;
  cover_path: string;
  price: number;
  original_price: number | null;
  is_active: number;
  badge_id: number | null;
  text: string | null;
  bg_color: string | null;
  text_color: string | null;
}

/**
 * Product cards by id, badges included, in the order of `ids`; inactive products are left out.
 * One statement: a card row per badge (or one without), badges in their order.
 */
export async function findProductCards(db: Kysely<Database>, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await cardQuery(
    db,
    String(ids.length),
    () =>
      db
        .selectFrom('inventory as i')
        .leftJoin('inventory_badge as ib', 'ib.inventory_id', 'i.inventory_id')
        .leftJoin('badge as b', 'b.badge_id', 'ib.badge_id')
        // is_active is checked below, not in SQL: with it in the WHERE clause a planner without
        // statistics may scan an is_active index instead of looking the ids up by primary key.
        .select(CARD_COLUMNS)
        .where('i.inventory_id', 'in', ids)
        .orderBy('i.inventory_id')
        .orderBy('ib.position'),
    ids,
  );
  const byId = cardsOf(rows);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Card rows (a row per badge, badges in order) as cards by id, in the order rows name them; inactive ones left out. */
function cardsOf(rows: CardRow[]): Map<number, ProductCard> {
  const byId = new Map<number, ProductCard>();
  for (const r of rows) {
    if (r.is_active !== 1) continue;
    let card = byId.get(r.inventory_id);
    if (!card)
      byId.set(
        r.inventory_id,
        (card = {
          inventoryId: r.inventory_id,
          name: r.name,
          coverPath: r.cover_path,
          price: r.price,
          originalPrice: r.original_price,
          badge: [],
        }),
      );
    const badge = badgeOf(r);
    if (badge) card.badge.push(badge);
  }
  return byId;
}

/** The badge on a row of a left join with `badge` (none when the product has none). */
export function badgeOf(r: {
  badge_id: number | null;
  text: string | null;
  bg_color: string | null;
  text_color: string | null;
}): Badge | null {
  return r.badge_id === null
    ? null
    : { badgeId: r.badge_id, text: r.text!, bgColor: r.bg_color!, textColor: r.text_color! };
}

/** Every category (a few dozen): the service keeps them per catalogue version. */
export async function listCategories(db: Kysely<Database>) {
  return db.selectFrom('category').select(['category_id', 'parent_id', 'display_name', 'description']).execute();
}

export interface ProductPage {
  sort: ProductSort;
  limit: number;
  offset: number;
}

export interface CategoryScope {
  categoryId: number;
  isRoot: boolean;
}

const scopeColumn = (category: CategoryScope): 'root_category_id' | 'sub_category_id' =>
  category.isRoot ? 'root_category_id' : 'sub_category_id';

const activeIn = (db: Kysely<Database>, category: CategoryScope | null) => {
  const base = db.selectFrom('inventory').where('is_active', '=', 1);
  return category ? base.where(scopeColumn(category), '=', category.categoryId) : base;
};

/**
 * A scope's active products, ids only, in a sort's order: a range of the sort's index
 * (migration 002), read from the index alone. With the key of its SQL's shape and the values
 * it binds, in the builder's order, for `compiledOnce`.
 */
function sortedIds(db: Kysely<Database>, category: CategoryScope | null, sort: ProductSort) {
  return {
    key: `${sort}:${category ? scopeColumn(category) : 'all'}`,
    build: () =>
      activeIn(db, category)
        .select('inventory_id')
        .orderBy(sql.raw(sortKeys(sort))),
    parameters: [1, ...(category ? [category.categoryId] : [])],
  };
}

const browseQuery = compiledOnce<{ inventory_id: number }>('browse page');

/**
 * The ids of a page of active products, all or of one category (a root category includes its
 * subs), in the sort's order. Their cards come from the service's card memory (catalog.service.ts).
 */
export async function browseProductIds(
  db: Kysely<Database>,
  category: CategoryScope | null,
  page: ProductPage,
): Promise<number[]> {
  const { key, build, parameters } = sortedIds(db, category, page.sort);
  const { rows } = await browseQuery(db, key, () => build().limit(page.limit).offset(page.offset), [
    ...parameters,
    page.limit,
    page.offset,
  ]);
  return rows.map((r) => r.inventory_id);
}

const orderQuery = compiledOnce<{ inventory_id: number }>('browse order');

/**
 * Every id of `browseProductIds`'s pages at once, in the sort's order: the same index range,
 * read to its end (the service keeps it per catalogue version and slices pages from it).
 */
export async function browseOrder(
  db: Kysely<Database>,
  category: CategoryScope | null,
  sort: ProductSort,
): Promise<number[]> {
  const { key, build, parameters } = sortedIds(db, category, sort);
  const { rows } = await orderQuery(db, key, build, parameters);
  return rows.map((r) => r.inventory_id);
}

/** How many active products a category (or the whole catalogue) shows: a covering-index count. */
export async function countActive(db: Kysely<Database>, category: CategoryScope | null): Promise<number> {
  const row = await activeIn(db, category)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Full-text search over name (weighted higher) and description with category names, every
 * query word matching as a prefix, ranked by relevance (SQLite: bm25 with the name weighted ten
 * times, up to BM25_MAX_MATCHES matches; PostgreSQL, and SQLite beyond: name matches before
 * description-only ones; ties by id) unless another sort is asked for. Only products on sale are indexed. The page and the total come
 * from one pass over the matches; only a page past the end needs a second query for the total.
 * `activeProducts` (how many products are on sale) lets a sorted search over everything choose
 * how to find its page (see sortedSqliteSearch). On PostgreSQL a search of plain words reads
 * `inventory_term` (pg-term-search.ts), any other `search_vector`. `knownTotal`, the total of
 * the same words in the same scope at the same catalogue version, spares counting where
 * counting is a pass of its own (many matches). `terms`: every one must match; a term is one
 * word or several that may stand for each other (a word and its inflections, search/catalog-words.ts).
 */
export async function searchProductIds(
  db: Db,
  terms: string[][],
  category: CategoryScope | null,
  page: ProductPage,
  activeProducts: () => Promise<number>,
  knownTotal?: number,
): Promise<{ ids: number[]; total: number }> {
  if (terms.length === 0) return { ids: [], total: 0 };
  if (db.dialect === 'sqlite' && !category) {
    const found = await manyMatchesSqliteSearch(db.reads, ftsQuery(terms), page, activeProducts, knownTotal);
    if (found) return found;
  }
  const categoryColumn = category && scopeColumn(category);
  if (db.dialect === 'postgres' && readsTerms(terms)) {
    const words = terms.map(([text]) => ({ text: text!, prefix: isPrefix(text!) }));
    const scope = category && { column: categoryColumn!, id: category.categoryId };
    return termSearchPage(db.reads, { tokens: words, category: scope, sort: page.sort }, page, knownTotal);
  }
  let matches;
  if (db.dialect === 'postgres') {
    const query = sql`to_tsquery('simple', ${tsQuery(terms)})`;
    // is_active = 1 repeats the partial index's predicate so PostgreSQL may use it. The sort's
    // columns are taken from the rows the search visits anyway: joining the matches back to
    // inventory afterwards made PostgreSQL hash all 100 000 products (6× the search itself).
    const keys = sortColumns(page.sort).filter((c) => c !== 'inventory_id');
    matches = sql`select i.inventory_id, case when i.name_vector @@ ${query} then 0 else 1 end as rank
      ${sql.raw(keys.map((c) => `, i.${c}`).join(''))} from inventory i
      where i.search_vector @@ ${query} and i.is_active = 1
      ${category ? sql`and i.${sql.ref(categoryColumn!)} = ${category.categoryId}` : sql``}`;
  } else {
    matches = sql`select f.rowid as inventory_id, bm25(inventory_fts, 10.0, 1.0) as rank from inventory_fts f
      ${category ? sql`join inventory i on i.inventory_id = f.rowid and i.${sql.ref(categoryColumn!)} = ${category.categoryId}` : sql``}
      where inventory_fts match ${ftsQuery(terms)}`;
  }
  // Materialised: FTS5 refuses its rank function in a query with a window function.
  const ranked =
    page.sort === 'default'
      ? sql`select m.inventory_id, count(*) over () as total from m order by m.rank, m.inventory_id`
      : db.dialect === 'postgres'
        ? sql`select m.inventory_id, count(*) over () as total from m order by ${sql.raw(sortKeys(page.sort, 'm'))}`
        : sql`select m.inventory_id, count(*) over () as total from m join inventory i on i.inventory_id = m.inventory_id order by ${sql.raw(sortKeys(page.sort, 'i'))}`;
  const rows = await sql<{ inventory_id: number; total: number }>`with m as materialized (${matches})
    ${ranked} limit ${page.limit} offset ${page.offset}`.execute(db.reads);
  const [first] = rows.rows;
  if (first) return { ids: rows.rows.map((r) => r.inventory_id), total: Number(first.total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  const count = await sql<{
    total: number;
  }>`with m as materialized (${matches}) select count(*) as total from m`.execute(db.reads);
  return { ids: [], total: Number(count.rows[0]?.total ?? 0) };
}

/** Beyond this many matches, SQLite ranks like PostgreSQL instead of by bm25 (see below). */
export const BM25_MAX_MATCHES = 1000;

const ftsCount = async (db: Kysely<Database>, match: string) =>
  Number(
    itemAt(
      (await sql<{ n: number }>`select count(*) as n from inventory_fts where inventory_fts match ${match}`.execute(db))
        .rows,
      0,
    ).n,
  );

/**
 * A search over everything on SQLite, fast however many products match. Counting the matches
 * costs a fraction of listing them (0.3 ms for 4 500), so they are counted first; then, when
 * they are many:
 * - by relevance: bm25 must score every match (4.5 ms for 4 500), so past BM25_MAX_MATCHES
 *   the order is PostgreSQL's: name matches first, then the rest, each by id. Both are pages of
 *   the index in its own (id) order, read up to the page and no further (0.03 ms).
 * - in another order: the page is found by walking that sort's index and keeping the products
 *   that match, stopping after the page (about (offset + limit) × products / matches steps),
 *   instead of looking up and sorting every match (28 ms for 4 500 on a busy machine).
 * Few matches keep the one-pass query: answers undefined.
 */
async function manyMatchesSqliteSearch(
  db: Kysely<Database>,
  match: string,
  page: ProductPage,
  activeProducts: () => Promise<number>,
  knownTotal: number | undefined,
): Promise<{ ids: number[]; total: number } | undefined> {
  const total = knownTotal ?? (await ftsCount(db, match));
  if (page.offset >= total) return { ids: [], total };
  if (page.sort === 'default') {
    if (total <= BM25_MAX_MATCHES) return undefined;
    const inName = `{search_name} : (${match})`;
    const named = await ftsCount(db, inName);
    const ids = page.offset < named ? await ftsPage(db, inName, page.limit, page.offset) : [];
    if (ids.length < page.limit)
      ids.push(
        ...(await ftsPage(db, `(${match}) NOT ${inName}`, page.limit - ids.length, Math.max(0, page.offset - named))),
      );
    return { ids, total };
  }
  // Walk steps ≈ (offset + limit) × products / total; listing and sorting the matches costs
  // about four times more per match than a step (measured at 100 000 products: 1.7–3.3 µs a
  // match, 0.4–0.75 µs a step), so the walk wins from about 4 × total² ≥ that product.
  if (4 * total * total < (page.offset + page.limit) * (await activeProducts())) return undefined;
  // `+inventory_id`: a membership test, not an index key; given the choice, the planner probed
  // the rating index once per match by skip-scan and sorted afterwards (300 ms).
  const rows = await sql<{ inventory_id: number }>`select inventory_id from inventory
      indexed by ${sql.raw(`inventory_all_${page.sort}_idx`)}
      where is_active = 1 and +inventory_id in (select rowid from inventory_fts where inventory_fts match ${match})
      order by ${sql.raw(sortKeys(page.sort))} limit ${page.limit} offset ${page.offset}`.execute(db);
  return { ids: rows.rows.map((r) => r.inventory_id), total };
}

/** Matches in id order, read only as far as the page. */
async function ftsPage(db: Kysely<Database>, match: string, limit: number, offset: number) {
  const rows = await sql<{ id: number }>`select rowid as id from inventory_fts where inventory_fts match ${match}
    order by rowid limit ${limit} offset ${offset}`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** An active product's place in the catalogue, or undefined. */
export async function findProduct(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('inventory')
    .select(['inventory_id', 'root_category_id', 'sub_category_id'])
    .where('inventory_id', '=', productId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

const productPageQuery = compiledOnce<ProductPageRow>('product page');

/** What the product page shows: not the search text (and on PostgreSQL its vectors), the largest columns. */
const PRODUCT_PAGE_COLUMNS = [
  'inventory_id',
  'name',
  'cover_path',
  'price',
  'original_price',
  'gallery_json',
  'detail_gallery_json',
  'features_json',
  'prod_desc_md',
  'rating_display',
  'review_count',
  'root_category_id',
  'sub_category_id',
  'require_size_addon',
  'require_color_addon',
  'require_accessory_addon',
  'require_ship_addon',
  'delivery_days',
] as const satisfies readonly (keyof ProductTable)[];

type ProductPageRow = Pick<Selectable<ProductTable>, (typeof PRODUCT_PAGE_COLUMNS)[number]> & {
  stock: number | null;
  /** JSON text on SQLite; PostgreSQL parses json itself. */
  badges: string | Badge[];
};

/**
 * Active products with their stock and badges (in their order), in one statement, by id.
 * Stock and badges are subqueries, not joins: on SQLite a left join beside the product's wide
 * row cost 30–40 µs a join, a subquery about one (a product page miss went from ~70 to ~12 µs
 * of SQL). Category names come from the categories the service keeps per catalogue version.
 */
function readProductPages(db: Db, key: string, match: Expression<number>, parameters: unknown[]) {
  const jsonArrayFrom = db.dialect === 'postgres' ? pgJsonArrayFrom : sqliteJsonArrayFrom;
  return productPageQuery(
    db.reads,
    key,
    () =>
      db.reads
        .selectFrom('inventory as i')
        .select(PRODUCT_PAGE_COLUMNS.map((c) => `i.${c}` as const))
        .select((eb) => [
          eb
            .selectFrom('inventory_stock as st')
            .select('st.stock')
            .whereRef('st.inventory_id', '=', 'i.inventory_id')
            .as('stock'),
          jsonArrayFrom(
            eb
              .selectFrom('inventory_badge as ib')
              .innerJoin('badge as b', 'b.badge_id', 'ib.badge_id')
              .select(['b.badge_id as badgeId', 'b.text', 'b.bg_color as bgColor', 'b.text_color as textColor'])
              .whereRef('ib.inventory_id', '=', 'i.inventory_id')
              .orderBy('ib.position'),
          ).as('badges'),
        ])
        .where('i.inventory_id', '=', match)
        .where('i.is_active', '=', 1),
    [...parameters, 1],
  );
}

/**
 * PostgreSQL's product pages asked for in one turn, read by one query (`= any($1)`): each query
 * sent is a socket write that wakes the server, a third of Node's CPU on a product page miss.
 * SQLite reads in process, synchronously, so it reads each page on its own.
 */
const productPagesOverWire = new WeakMap<Db, (id: number) => Promise<ProductPageRow | undefined>>();
function productPageLookup(db: Db) {
  let lookup = productPagesOverWire.get(db);
  if (!lookup) {
    lookup = batchedLookup(async (ids: number[]) => {
      const { rows } = await readProductPages(db, 'any', sql<number>`any(${ids})`, [ids]);
      return new Map(rows.map((r) => [r.inventory_id, r]));
    });
    productPagesOverWire.set(db, lookup);
  }
  return lookup;
}

/** An active product with its stock and badges; undefined when there is no such product. */
export async function findProductPage(db: Db, productId: number) {
  const row =
    db.dialect === 'postgres'
      ? await productPageLookup(db)(productId)
      : (await readProductPages(db, 'one', sql<number>`${productId}`, [productId])).rows[0];
  if (!row) return undefined;
  return { row, badges: typeof row.badges === 'string' ? (JSON.parse(row.badges) as Badge[]) : row.badges };
}

export async function listAddons(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('addon')
    .select(['addon_id', 'addon_type', 'name', 'plus_price'])
    .where('inventory_id', '=', productId)
    .where('is_active', '=', 1)
    .orderBy('position')
    .orderBy('addon_id')
    .execute();
}

const REVIEW_ORDER = {
  default: 'r.created_at desc, r.review_id desc',
  newest: 'r.created_at desc, r.review_id desc',
  rating_desc: 'r.rating desc, r.created_at desc, r.review_id desc',
  rating_asc: 'r.rating, r.created_at desc, r.review_id desc',
} as const;

/**
 * Reviews of one product (visible ones only: a hidden review leaves the page) or of some order
 * items (an order's own reviews, hidden or not: the customer still sees what they wrote).
 */
export async function listReviews(
  db: Kysely<Database>,
  of: { inventoryId: number } | { orderItemIds: number[] },
  page: { sort: keyof typeof REVIEW_ORDER; limit: number; offset: number },
) {
  const base =
    'inventoryId' in of
      ? db.selectFrom('review as r').where('r.inventory_id', '=', of.inventoryId).where('r.hidden_at', 'is', null)
      : db.selectFrom('review as r').where('r.order_item_id', 'in', of.orderItemIds.length ? of.orderItemIds : [-1]);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('app_user as u', 'u.user_id', 'r.user_id')
      .select([
        'r.review_id',
        'r.rating',
        'r.content',
        'r.photo_path',
        'r.created_at',
        'r.order_item_id',
        'u.screen_name',
      ])
      .orderBy(sql.raw(REVIEW_ORDER[page.sort]))
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toReview), total: Number(count.total) };
}

function toReview(r: {
  review_id: number;
  rating: number;
  content: string;
  photo_path: string | null;
  created_at: string;
  order_item_id: number | null;
  screen_name: string;
}): Review {
  return {
    reviewId: r.review_id,
    rating: r.rating,
    content: r.content,
    photoPath: r.photo_path,
    user: { screenName: r.screen_name },
    createdAt: r.created_at,
    orderItemId: r.order_item_id,
  };
}

/** Related products: the same sub-category first, then the rest of its root category, never itself. */
export async function recommendProductIds(
  db: Kysely<Database>,
  product: { inventoryId: number; rootCategoryId: number; subCategoryId: number },
  limit: number,
): Promise<number[]> {
  // Two index range scans rather than one sort over the whole root category.
  const popular = (column: 'sub_category_id' | 'root_category_id', categoryId: number, take: number) =>
    db
      .selectFrom('inventory')
      .select('inventory_id')
      .where(column, '=', categoryId)
      .where('is_active', '=', 1)
      .where('inventory_id', '!=', product.inventoryId)
      .$if(column === 'root_category_id', (q) => q.where('sub_category_id', '!=', product.subCategoryId))
      .orderBy(sql.raw(sortKeys('default')))
      .limit(take)
      .execute();
  const same = await popular('sub_category_id', product.subCategoryId, limit);
  const more =
    same.length < limit ? await popular('root_category_id', product.rootCategoryId, limit - same.length) : [];
  return [...same, ...more].map((r) => r.inventory_id);
}
