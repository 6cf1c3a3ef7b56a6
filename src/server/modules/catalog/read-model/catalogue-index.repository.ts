import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type { AddonFactRow, FactRow, VariantFactRow } from '@server/modules/catalog/filters/product-facts';

/**
 * The reads behind the catalogue index (catalogue-index.ts): filters, facets, searches,
 * stemming, typo correction and suggestions all read it. Built from every product on sale at
 * start-up and after bulk writes; one product's rows are read again when it alone changed.
 */

/** What the index holds of a product: its facts, the keys of its sorts and its normalised text. */
export type IndexRow = FactRow & {
  popularity: number;
  created_at: string;
  search_name: string;
  search_body: string;
};

const indexRows = (db: Kysely<Database>) =>
  db
    .selectFrom('inventory as i')
    .leftJoin('inventory_stock as st', 'st.inventory_id', 'i.inventory_id')
    .select([
      'i.inventory_id',
      'i.price',
      'i.original_price',
      'i.rating_display',
      'i.review_count',
      'i.root_category_id',
      'i.sub_category_id',
      'st.stock',
      'i.popularity',
      'i.created_at',
      'i.search_name',
      'i.search_body',
    ]);

/**
 * What the index reads of the products on sale with ids above `after`, in id order, at most
 * `limit`. No stock row: sold out (migration 011).
 */
export async function readProductFacts(db: Kysely<Database>, after: number, limit: number): Promise<IndexRow[]> {
  return indexRows(db)
    .where('i.is_active', '=', 1)
    .where('i.inventory_id', '>', after)
    .orderBy('i.inventory_id')
    .limit(limit)
    .execute();
}

/** The same of the products `ids` that are on sale (one missing was withdrawn or deleted). */
export async function readProductsByIds(db: Kysely<Database>, ids: number[]): Promise<IndexRow[]> {
  return indexRows(db).where('i.is_active', '=', 1).where('i.inventory_id', 'in', ids).execute();
}

/** Colour and size add-ons on offer of the products `ids`. */
export async function readAddonsByIds(db: Kysely<Database>, ids: number[]): Promise<AddonFactRow[]> {
  const rows = await db
    .selectFrom('addon')
    .select(['inventory_id', 'addon_type', 'name', 'position'])
    .where('inventory_id', 'in', ids)
    .where('is_active', '=', 1)
    .where('addon_type', 'in', ['color', 'size'])
    .execute();
  return rows as AddonFactRow[];
}

/** Active combinations of the products `ids`. */
export async function readVariantsByIds(db: Kysely<Database>, ids: number[]): Promise<VariantFactRow[]> {
  return db
    .selectFrom('product_variant as v')
    .leftJoin('addon as c', 'c.addon_id', 'v.color_addon_id')
    .leftJoin('addon as s', 's.addon_id', 'v.size_addon_id')
    .select(['v.variant_id', 'v.inventory_id', 'c.name as color_name', 's.name as size_name', 'v.stock'])
    .where('v.inventory_id', 'in', ids)
    .where('v.is_active', '=', 1)
    .orderBy('v.variant_id')
    .execute();
}

/**
 * What the catalogue versions after `from`, up to `to`, changed (migration 034): a product id, 0
 * for nothing the index holds, null for the whole catalogue.
 */
export async function readChanges(
  db: Kysely<Database>,
  from: number,
  to: number,
): Promise<{ version: number | null; inventory_id: number | null }[]> {
  return db
    .selectFrom('catalog_change')
    .select(['version', 'inventory_id'])
    .where('version', '>', from)
    .where('version', '<=', to)
    .execute();
}

/**
 * The total of every product's version. A stock write bumps its product's version (a
 * combination's moves its product's total row, which bumps it: migrations 011, 019, 025), and a
 * version only grows, so while this total stands still nothing was sold or restocked (a review
 * moves it too: then the stock is read again for nothing). One row per product ever reviewed or
 * restocked, two integers each: a short scan beside the stock tables' (half a million
 * combinations at 100 000 products).
 */
export async function readProductVersionsTotal(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('product_version')
    .select((eb) => eb.fn.sum<number | string | null>('version').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0); // PostgreSQL's sum is a bigint, as a string
}

/** Products whose stock row says none are left (a product without one is sold out already in the facts). */
export async function readSoldOutIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('inventory_stock').select('inventory_id').where('stock', '=', 0).execute();
  return rows.map((r) => r.inventory_id);
}

/** Colour and size add-ons on offer of products with ids in (`after`, `last`] (the caller keeps those of products on sale). */
export async function readAddonFacts(db: Kysely<Database>, after: number, last: number): Promise<AddonFactRow[]> {
  const rows = await db
    .selectFrom('addon')
    .select(['inventory_id', 'addon_type', 'name', 'position'])
    .where('inventory_id', '>', after)
    .where('inventory_id', '<=', last)
    .where('is_active', '=', 1)
    .where('addon_type', 'in', ['color', 'size'])
    .execute();
  return rows as AddonFactRow[];
}

/** Active colour and size combinations of products with ids in (`after`, `last`], with their add-ons' names. */
export async function readVariantFacts(db: Kysely<Database>, after: number, last: number): Promise<VariantFactRow[]> {
  return db
    .selectFrom('product_variant as v')
    .leftJoin('addon as c', 'c.addon_id', 'v.color_addon_id')
    .leftJoin('addon as s', 's.addon_id', 'v.size_addon_id')
    .select(['v.variant_id', 'v.inventory_id', 'c.name as color_name', 's.name as size_name', 'v.stock'])
    .where('v.inventory_id', '>', after)
    .where('v.inventory_id', '<=', last)
    .where('v.is_active', '=', 1)
    .execute();
}

/** Active combinations none of which are left. */
export async function readSoldOutVariantIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('product_variant')
    .select('variant_id')
    .where('stock', '<=', 0)
    .where('is_active', '=', 1)
    .execute();
  return rows.map((r) => r.variant_id);
}

/** The operator's synonym groups, in their order (migration 035), as written. */
export async function readSynonyms(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('search_synonym').select('entries').orderBy('position').execute();
  return rows.map((r) => r.entries);
}
