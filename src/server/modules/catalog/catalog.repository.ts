import { sql, type Expression, type Kysely, type Selectable } from 'kysely';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Database, ProductTable } from '@server/db/schema';
import type { Db } from '@server/db/database';
import { compiledOnce } from '@server/read-path/compiled-once';
import { batchedLookup } from '@server/read-path/batched-lookup';
import { sortKeys } from './sorts.js';
import type { Badge, ProductCard } from '@shared/schemas/home';
import type { ProductSort, Review } from '@shared/schemas/catalog';
import type { AccountRole } from '@shared/schemas/auth';

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
          productId: r.inventory_id,
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

/** How many active products a category (or the whole catalogue) shows: a covering-index count. */
export async function countActive(db: Kysely<Database>, category: CategoryScope | null): Promise<number> {
  const row = await activeIn(db, category)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
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
  of: { productId: number } | { orderItemIds: number[] },
  page: { sort: keyof typeof REVIEW_ORDER; limit: number; offset: number },
) {
  const base =
    'productId' in of
      ? db.selectFrom('review as r').where('r.inventory_id', '=', of.productId).where('r.hidden_at', 'is', null)
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
        'u.role',
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
  role: AccountRole;
}): Review {
  return {
    reviewId: r.review_id,
    rating: r.rating,
    content: r.content,
    photoPath: r.photo_path,
    user: { screenName: r.screen_name },
    byShop: r.role === 'operator',
    createdAt: r.created_at,
    orderItemId: r.order_item_id,
  };
}

/** Related products: the same sub-category first, then the rest of its root category, never itself. */
export async function recommendProductIds(
  db: Kysely<Database>,
  product: { productId: number; rootCategoryId: number; subCategoryId: number },
  limit: number,
): Promise<number[]> {
  // Two index range scans rather than one sort over the whole root category.
  const popular = (column: 'sub_category_id' | 'root_category_id', categoryId: number, take: number) =>
    db
      .selectFrom('inventory')
      .select('inventory_id')
      .where(column, '=', categoryId)
      .where('is_active', '=', 1)
      .where('inventory_id', '!=', product.productId)
      .$if(column === 'root_category_id', (q) => q.where('sub_category_id', '!=', product.subCategoryId))
      .orderBy(sql.raw(sortKeys('default')))
      .limit(take)
      .execute();
  const same = await popular('sub_category_id', product.subCategoryId, limit);
  const more =
    same.length < limit ? await popular('root_category_id', product.rootCategoryId, limit - same.length) : [];
  return [...same, ...more].map((r) => r.inventory_id);
}
