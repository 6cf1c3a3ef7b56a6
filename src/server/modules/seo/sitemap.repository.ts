import { sql, type Kysely } from 'kysely';
import type { Db } from '@server/db/database';
import type { Database } from '@server/db/schema';

/** Every category's id, in id order: each has a page. */
export async function categoryIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('category').select('category_id').orderBy('category_id').execute();
  return rows.map((row) => row.category_id);
}

/**
 * The highest id of a product on sale, or 0: the product sitemaps are ranges of ids up to it.
 * The last entry of `inventory_sitemap_idx` (migration 023). SQLite is told to read it: with
 * its statistics it preferred scanning a sort's index of every product on sale (10–20 ms at
 * 100 000 products, against microseconds).
 */
export async function highestActiveProductId(db: Db): Promise<number> {
  const { rows } =
    db.dialect === 'postgres'
      ? await sql<{ id: number | null }>`select max(inventory_id) as id from inventory where is_active = 1`.execute(
          db.reads,
        )
      : await sql<{ id: number | null }>`select max(inventory_id) as id from inventory indexed by inventory_sitemap_idx
          where is_active = 1`.execute(db.reads);
  return Number(rows[0]?.id ?? 0);
}

/**
 * The `<url>` entries of the products on sale with ids in (after, upTo], at most `limit`, in id
 * order, as one string made by the database: 5 000 rows become one value instead of 5 000 row
 * objects (at 100 000 products, building the rows was most of a file's time). A range of
 * `inventory_sitemap_idx` (migration 023). `prefix` is the escaped `{origin}/inventory/`; ids
 * and ISO times need no escaping.
 */
export async function productUrlsXml(db: Db, prefix: string, after: number, upTo: number, limit: number) {
  const concat = db.dialect === 'postgres' ? sql`string_agg` : sql`group_concat`;
  const { rows } = await sql<{ n: number | string; last: number | null; xml: string | null }>`
    select count(*) as n, max(inventory_id) as last, ${concat}(piece, '' order by inventory_id) as xml
    from (
      select inventory_id,
        '<url><loc>' || cast(${prefix} as text) || inventory_id || '</loc><lastmod>' || updated_at || '</lastmod></url>' as piece
      from inventory
      where is_active = 1 and inventory_id > ${after} and inventory_id <= ${upTo}
      order by inventory_id
      limit ${limit}
    ) page`.execute(db.reads);
  const row = rows[0];
  return { count: Number(row?.n ?? 0), last: row?.last ?? upTo, xml: row?.xml ?? '' };
}
