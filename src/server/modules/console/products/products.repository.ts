import { LOW_STOCK_THRESHOLD } from '@shared/schemas/console-dashboard';
import { sql, type Insertable } from 'kysely';
import type { ConsoleProductListQuery, ConsoleProductSort } from '@shared/schemas/console-catalog';
import type {
  AddonRowUpdate,
  ProductRowUpdate,
  NewAddonRow,
  NewProductRow,
  StockMovementTable,
} from '@server/db/schema';
import { chunksFor, type Executor } from '@server/db/transaction';
import { listAddons, normaliseForSearch } from '@server/modules/catalog';
import { likeLiteral } from '@server/modules/console/console-lists';

const SORT_COLUMN: Record<ConsoleProductSort, string> = {
  createdAt: 'i.created_at',
  name: 'i.name',
  price: 'i.price',
  stock: 'coalesce(st.stock, 0)',
};

/** The products the table's filters keep (the product export reads the same), before sorting and paging. */
export function filteredProducts(
  db: Executor,
  q: Pick<ConsoleProductListQuery, 'search' | 'categoryId' | 'status' | 'stock'>,
) {
  let base = db
    .selectFrom('inventory as i')
    .innerJoin('category as sub', 'sub.category_id', 'i.sub_category_id')
    .leftJoin('inventory_stock as st', 'st.inventory_id', 'i.inventory_id');
  const search = q.search ? normaliseForSearch(q.search) : '';
  if (search) {
    const byName = sql<boolean>`i.search_name like ${`%${likeLiteral(search)}%`} escape '\\'`;
    // The start of one of its SKUs (any case, retired combinations too: an old label still finds it).
    const bySku = sql<boolean>`exists (select 1 from product_variant v where v.inventory_id = i.inventory_id
      and lower(v.sku) like ${`${likeLiteral(q.search!.trim().toLowerCase())}%`} escape '\\')`;
    base = /^\d{1,9}$/.test(q.search!.trim())
      ? base.where((eb) => eb.or([byName, bySku, eb('i.inventory_id', '=', Number(q.search))]))
      : base.where((eb) => eb.or([byName, bySku]));
  }
  if (q.categoryId) {
    const id = q.categoryId;
    base = base.where((eb) => eb.or([eb('i.root_category_id', '=', id), eb('i.sub_category_id', '=', id)]));
  }
  if (q.status) base = base.where('i.is_active', '=', q.status === 'active' ? 1 : 0);
  if (q.stock === 'low') base = base.where(sql.raw<number>(SORT_COLUMN.stock), '<=', LOW_STOCK_THRESHOLD);
  return base;
}

/**
 * Every product, withdrawn ones too, for the operator's table: searched by part of the name
 * (case and accents ignored, through the normalised `search_name`), by the start of a SKU or by id, filtered by a root
 * or sub-category, by status and by low stock, sorted and paged by the database.
 */
export async function listProducts(db: Executor, q: ConsoleProductListQuery) {
  const base = filteredProducts(db, q);
  const [rows, count] = await Promise.all([
    base
      .select([
        'i.inventory_id',
        'i.name',
        'i.cover_path',
        'i.price',
        'i.original_price',
        'i.is_active',
        'i.created_at',
        'i.updated_at',
        'sub.display_name as category_name',
        'st.stock',
      ])
      // Ties broken by id in the same direction, so pages never overlap.
      .orderBy(sql.raw(`${SORT_COLUMN[q.sort]} ${q.order}, i.inventory_id ${q.order}`))
      .limit(q.num)
      .offset((q.page - 1) * q.num)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One product as the operator edits it, withdrawn or not; undefined when there is none. */
export async function findProduct(db: Executor, productId: number) {
  const [row, addons, badges] = await Promise.all([
    db
      .selectFrom('inventory as i')
      .leftJoin('inventory_stock as st', 'st.inventory_id', 'i.inventory_id')
      .selectAll('i')
      .select('st.stock')
      .where('i.inventory_id', '=', productId)
      .executeTakeFirst(),
    listAddons(db, productId),
    db
      .selectFrom('inventory_badge')
      .select('badge_id')
      .where('inventory_id', '=', productId)
      .orderBy('position')
      .execute(),
  ]);
  return row && { row, addons, badgeIds: badges.map((b) => b.badge_id) };
}

export async function listStockMovements(db: Executor, productId: number, limit: number) {
  return db
    .selectFrom('stock_movement as m')
    .leftJoin('product_variant as v', 'v.variant_id', 'm.variant_id')
    .selectAll('m')
    .select('v.sku')
    .where('m.inventory_id', '=', productId)
    .orderBy('m.movement_id', 'desc')
    .limit(limit)
    .execute();
}

export async function listBadges(db: Executor) {
  return db.selectFrom('badge').selectAll().orderBy('badge_id').execute();
}

/** A sub-category with its root category; the root's columns are null for a top-level category. */
export async function findCategoryWithRoot(db: Executor, categoryId: number) {
  return db
    .selectFrom('category as sub')
    .leftJoin('category as root', 'root.category_id', 'sub.parent_id')
    .select(['sub.category_id', 'sub.display_name', 'root.category_id as root_id', 'root.display_name as root_name'])
    .where('sub.category_id', '=', categoryId)
    .executeTakeFirst();
}

/** Which of these add-ons belong to the product. */
export async function listOwnAddonIds(db: Executor, productId: number, addonIds: number[]) {
  return db
    .selectFrom('addon')
    .select('addon_id')
    .where('addon_id', 'in', addonIds)
    .where('inventory_id', '=', productId)
    .execute();
}

export async function insertProduct(db: Executor, row: NewProductRow) {
  const { inventory_id } = await db
    .insertInto('inventory')
    .values(row)
    .returning('inventory_id')
    .executeTakeFirstOrThrow();
  return inventory_id;
}

/**
 * Products just made, in multi-row statements; answers their ids in the rows' order. One statement
 * numbers its rows in the order of its values on both databases (a sequence or rowid rising row by
 * row), so the ids it returns, ascending, are the rows' ids in turn.
 */
export async function insertProducts(db: Executor, rows: NewProductRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunksFor(rows)) {
    const made = await db.insertInto('inventory').values(chunk).returning('inventory_id').execute();
    ids.push(...made.map((r) => r.inventory_id).sort((a, b) => a - b));
  }
  return ids;
}

export async function updateProductColumns(db: Executor, productId: number, columns: ProductRowUpdate) {
  await db.updateTable('inventory').set(columns).where('inventory_id', '=', productId).execute();
}

/** The product's row as an update's activity entry compares it (the columns the update writes). */
export async function findProductColumns(db: Executor, productId: number): Promise<Record<string, unknown>> {
  return db.selectFrom('inventory').selectAll().where('inventory_id', '=', productId).executeTakeFirstOrThrow();
}

/** The product's badges become these, in this order. */
export async function replaceBadges(db: Executor, productId: number, badgeIds: number[]) {
  await db.deleteFrom('inventory_badge').where('inventory_id', '=', productId).execute();
  if (badgeIds.length > 0) {
    await db
      .insertInto('inventory_badge')
      .values(badgeIds.map((badge_id, position) => ({ inventory_id: productId, badge_id, position })))
      .execute();
  }
}

export async function updateAddon(db: Executor, addonId: number, values: AddonRowUpdate) {
  await db.updateTable('addon').set(values).where('addon_id', '=', addonId).execute();
}

export async function insertAddon(db: Executor, row: NewAddonRow) {
  const { addon_id } = await db.insertInto('addon').values(row).returning('addon_id').executeTakeFirstOrThrow();
  return addon_id;
}

/** Retired, not deleted: cart lines and past orders may still name them. */
export async function retireAddonsExcept(db: Executor, productId: number, keptAddonIds: number[]) {
  let retire = db
    .updateTable('addon')
    .set({ is_active: 0 })
    .where('inventory_id', '=', productId)
    .where('is_active', '=', 1);
  if (keptAddonIds.length > 0) retire = retire.where('addon_id', 'not in', keptAddonIds);
  await retire.execute();
}

export async function listProductNames(db: Executor, productIds: number[]) {
  return db.selectFrom('inventory').select(['inventory_id', 'name']).where('inventory_id', 'in', productIds).execute();
}

/**
 * Adds `delta` (negative takes off) in one conditional update, so a count never goes below
 * zero; undefined when there are fewer than `-delta` units.
 */
export async function addToStock(db: Executor, productId: number, delta: number) {
  return db
    .updateTable('inventory_stock')
    .set((eb) => ({ stock: eb('stock', '+', delta) }))
    .where('inventory_id', '=', productId)
    .where('stock', '>=', -delta)
    .returning('stock')
    .executeTakeFirst();
}

export async function insertStockMovement(db: Executor, movement: Insertable<StockMovementTable>) {
  await db.insertInto('stock_movement').values(movement).execute();
}

/** Add-ons of products just made, in multi-row statements. */
export async function insertAddons(db: Executor, rows: NewAddonRow[]) {
  for (const chunk of chunksFor(rows)) await db.insertInto('addon').values(chunk).execute();
}

/** Badges of products just made, in multi-row statements. */
export async function insertBadgeRows(
  db: Executor,
  rows: { inventory_id: number; badge_id: number; position: number }[],
) {
  for (const chunk of chunksFor(rows)) await db.insertInto('inventory_badge').values(chunk).execute();
}

export async function insertStockMovements(db: Executor, movements: Insertable<StockMovementTable>[]) {
  for (const chunk of chunksFor(movements)) await db.insertInto('stock_movement').values(chunk).execute();
}
