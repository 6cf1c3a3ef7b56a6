import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { sortKeys } from './sorts.js';
import type { Badge, InventoryCard } from '@shared/schemas/home';
import type { InventorySort, Review } from '@shared/schemas/catalog';

/** Product cards by id, badges included, in the order of `ids`; inactive products are left out. */
export async function findInventoryCards(db: Kysely<Database>, ids: number[]): Promise<InventoryCard[]> {
  if (ids.length === 0) return [];
  const [rows, badges] = await Promise.all([
    db
      .selectFrom('inventory')
      // is_active is checked below, not in SQL: with it in the WHERE clause a planner without
      // statistics may scan an is_active index instead of looking the ids up by primary key.
      .select(['inventory_id', 'name', 'cover_path', 'price', 'original_price', 'is_active'])
      .where('inventory_id', 'in', ids)
      .execute(),
    findBadges(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.inventory_id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r && r.is_active === 1
      ? [
          {
            inventoryId: r.inventory_id,
            name: r.name,
            coverPath: r.cover_path,
            price: r.price,
            originalPrice: r.original_price,
            badge: badges.get(id) ?? [],
          },
        ]
      : [];
  });
}

export async function findBadges(db: Kysely<Database>, inventoryIds: number[]): Promise<Map<number, Badge[]>> {
  const map = new Map<number, Badge[]>();
  if (inventoryIds.length === 0) return map;
  const rows = await db
    .selectFrom('inventory_badge')
    .innerJoin('badge', 'badge.badge_id', 'inventory_badge.badge_id')
    .select(['inventory_badge.inventory_id', 'badge.badge_id', 'badge.text', 'badge.bg_color', 'badge.text_color'])
    .where('inventory_badge.inventory_id', 'in', inventoryIds)
    .orderBy('inventory_badge.inventory_id')
    .orderBy('inventory_badge.position')
    .execute();
  for (const r of rows) {
    const list = map.get(r.inventory_id) ?? [];
    list.push({ badgeId: r.badge_id, text: r.text, bgColor: r.bg_color, textColor: r.text_color });
    map.set(r.inventory_id, list);
  }
  return map;
}

export async function findCategory(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('category')
    .select(['category_id', 'parent_id', 'display_name', 'description'])
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
}

export interface ProductPage {
  sort: InventorySort;
  limit: number;
  offset: number;
}

/** A page of active products, all or of one category (a root category includes its subs). */
export async function browseInventoryIds(
  db: Kysely<Database>,
  category: { categoryId: number; isRoot: boolean } | null,
  page: ProductPage,
): Promise<{ ids: number[]; total: number }> {
  let base = db.selectFrom('inventory').where('is_active', '=', 1);
  if (category) base = base.where(category.isRoot ? 'root_category_id' : 'sub_category_id', '=', category.categoryId);
  const [rows, count] = await Promise.all([
    base
      .select('inventory_id')
      .orderBy(sql.raw(sortKeys(page.sort)))
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.inventory_id), total: Number(count.total) };
}

/** A one-letter word would match nearly everything as a prefix, so it matches only itself. */
const isPrefix = (token: string) => token.length >= 2;

/**
 * Full-text search over name (weighted higher) and description with category names, every
 * query word matching as a prefix, ranked by relevance (SQLite: bm25 with the name weighted ten
 * times; PostgreSQL: name matches before description-only ones; ties by id) unless
 * another sort is asked for. Only products on sale are indexed. The page and the total come
 * from one pass over the matches; only a page past the end needs a second query for the total.
 */
export async function searchInventoryIds(
  db: Db,
  tokens: string[],
  category: { categoryId: number; isRoot: boolean } | null,
  page: ProductPage,
): Promise<{ ids: number[]; total: number }> {
  if (tokens.length === 0) return { ids: [], total: 0 };
  const categoryColumn = category && (category.isRoot ? 'root_category_id' : 'sub_category_id');
  let matches;
  if (db.dialect === 'postgres') {
    const query = sql`to_tsquery('simple', ${tokens.map((t) => (isPrefix(t) ? `${t}:*` : t)).join(' & ')})`;
    // is_active = 1 repeats the partial index's predicate so PostgreSQL may use it.
    matches = sql`select i.inventory_id, case when i.name_vector @@ ${query} then 0 else 1 end as rank from inventory i
      where i.search_vector @@ ${query} and i.is_active = 1
      ${category ? sql`and i.${sql.ref(categoryColumn!)} = ${category.categoryId}` : sql``}`;
  } else {
    const match = tokens.map((t) => (isPrefix(t) ? `"${t}"*` : `"${t}"`)).join(' AND ');
    matches = sql`select f.rowid as inventory_id, bm25(inventory_fts, 10.0, 1.0) as rank from inventory_fts f
      ${category ? sql`join inventory i on i.inventory_id = f.rowid and i.${sql.ref(categoryColumn!)} = ${category.categoryId}` : sql``}
      where inventory_fts match ${match}`;
  }
  // Materialised: FTS5 refuses its rank function in a query with a window function.
  const ranked =
    page.sort === 'default'
      ? sql`select m.inventory_id, count(*) over () as total from m order by m.rank, m.inventory_id`
      : sql`select m.inventory_id, count(*) over () as total from m join inventory i on i.inventory_id = m.inventory_id order by ${sql.raw(sortKeys(page.sort, 'i'))}`;
  const rows = await sql<{ inventory_id: number; total: number }>`with m as materialized (${matches})
    ${ranked} limit ${page.limit} offset ${page.offset}`.execute(db.kysely);
  if (rows.rows.length > 0) return { ids: rows.rows.map((r) => r.inventory_id), total: Number(rows.rows[0].total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  const count = await sql<{
    total: number;
  }>`with m as materialized (${matches}) select count(*) as total from m`.execute(db.kysely);
  return { ids: [], total: Number(count.rows[0]?.total ?? 0) };
}

export async function findInventory(db: Kysely<Database>, inventoryId: number) {
  return db
    .selectFrom('inventory as i')
    .innerJoin('category as root', 'root.category_id', 'i.root_category_id')
    .innerJoin('category as sub', 'sub.category_id', 'i.sub_category_id')
    .leftJoin('inventory_stock as st', 'st.inventory_id', 'i.inventory_id')
    .selectAll('i')
    .select(['root.display_name as root_name', 'sub.display_name as sub_name', 'st.stock'])
    .where('i.inventory_id', '=', inventoryId)
    .where('i.is_active', '=', 1)
    .executeTakeFirst();
}

export async function listAddons(db: Kysely<Database>, inventoryId: number) {
  return db
    .selectFrom('addon')
    .select(['addon_id', 'addon_type', 'name', 'plus_price'])
    .where('inventory_id', '=', inventoryId)
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
export async function recommendInventoryIds(
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
