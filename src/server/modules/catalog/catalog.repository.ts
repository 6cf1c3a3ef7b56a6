import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { sortKeys } from '../../db/migrations/002-catalog-search.js';
import type { Badge, InventoryCard } from '@shared/schemas/home';
import type { InventorySort } from '@shared/schemas/catalog';

/** Product cards by id, badges included, in the order of `ids`; inactive products are left out. */
export async function findInventoryCards(db: Kysely<Database>, ids: number[]): Promise<InventoryCard[]> {
  if (ids.length === 0) return [];
  const [rows, badges] = await Promise.all([
    db
      .selectFrom('inventory')
      .select(['inventory_id', 'name', 'cover_path', 'price', 'original_price'])
      .where('inventory_id', 'in', ids)
      .where('is_active', '=', 1)
      .execute(),
    findBadges(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.inventory_id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{ inventoryId: r.inventory_id, name: r.name, coverPath: r.cover_path, price: r.price, originalPrice: r.original_price, badge: badges.get(id) ?? [] }]
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

/**
 * Full-text search over name (weighted higher) and description with category names, every
 * query word matching as a prefix. Ranked by relevance (bm25 / ts_rank) unless another sort
 * is asked for; ties and equal ranks fall back to the shop's own order.
 */
export async function searchInventoryIds(
  db: Db,
  tokens: string[],
  category: { categoryId: number; isRoot: boolean } | null,
  page: ProductPage,
): Promise<{ ids: number[]; total: number }> {
  if (tokens.length === 0) return { ids: [], total: 0 };
  const k = db.kysely;
  const categoryFilter = category
    ? sql`and i.${sql.ref(category.isRoot ? 'root_category_id' : 'sub_category_id')} = ${category.categoryId}`
    : sql``;
  const order = page.sort === 'default' ? sql.raw(`rank, ${sortKeys('default', 'i')}`) : sql.raw(sortKeys(page.sort, 'i'));

  if (db.dialect === 'postgres') {
    const tsquery = tokens.map((t) => `${t}:*`).join(' & ');
    const matches = sql`from inventory i where i.search_vector @@ to_tsquery('simple', ${tsquery}) and i.is_active = 1 ${categoryFilter}`;
    const [rows, count] = await Promise.all([
      sql<{ inventory_id: number }>`select i.inventory_id, -ts_rank(i.search_vector, to_tsquery('simple', ${tsquery})) as rank
        ${matches} order by ${order} limit ${page.limit} offset ${page.offset}`.execute(k),
      sql<{ total: number }>`select count(*) as total ${matches}`.execute(k),
    ]);
    return { ids: rows.rows.map((r) => r.inventory_id), total: Number(count.rows[0]?.total ?? 0) };
  }

  const match = tokens.map((t) => `"${t}"*`).join(' AND ');
  const matches = sql`from inventory_fts f join inventory i on i.inventory_id = f.rowid
    where inventory_fts match ${match} and i.is_active = 1 ${categoryFilter}`;
  const [rows, count] = await Promise.all([
    sql<{ inventory_id: number }>`select i.inventory_id, bm25(inventory_fts, 10.0, 1.0) as rank
      ${matches} order by ${order} limit ${page.limit} offset ${page.offset}`.execute(k),
    sql<{ total: number }>`select count(*) as total ${matches}`.execute(k),
  ]);
  return { ids: rows.rows.map((r) => r.inventory_id), total: Number(count.rows[0]?.total ?? 0) };
}

export async function findInventory(db: Kysely<Database>, inventoryId: number) {
  return db
    .selectFrom('inventory as i')
    .innerJoin('category as root', 'root.category_id', 'i.root_category_id')
    .innerJoin('category as sub', 'sub.category_id', 'i.sub_category_id')
    .selectAll('i')
    .select(['root.display_name as root_name', 'sub.display_name as sub_name'])
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

export async function listReviews(
  db: Kysely<Database>,
  inventoryId: number,
  page: { sort: keyof typeof REVIEW_ORDER; limit: number; offset: number },
) {
  const base = db.selectFrom('review as r').where('r.inventory_id', '=', inventoryId);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('app_user as u', 'u.user_id', 'r.user_id')
      .select(['r.review_id', 'r.rating', 'r.content', 'r.photo_path', 'r.created_at', 'r.order_item_id', 'u.screen_name'])
      .orderBy(sql.raw(REVIEW_ORDER[page.sort]))
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
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
  const more = same.length < limit ? await popular('root_category_id', product.rootCategoryId, limit - same.length) : [];
  return [...same, ...more].map((r) => r.inventory_id);
}
