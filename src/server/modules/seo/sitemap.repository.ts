import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/** Every category's id, in id order: each has a page. */
export async function categoryIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('category').select('category_id').orderBy('category_id').execute();
  return rows.map((row) => row.category_id);
}

/**
 * The highest id of a product on sale, or 0: the product sitemaps are ranges of ids up to it.
 * A walk down the primary key that stops at the first active row.
 */
export async function highestActiveProductId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('inventory')
    .select('inventory_id')
    .where('is_active', '=', 1)
    .orderBy('inventory_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.inventory_id ?? 0;
}

/** Products on sale with ids in (after, upTo], at most `limit`, in id order: a range of the primary key. */
export async function activeProductsAfter(db: Kysely<Database>, after: number, upTo: number, limit: number) {
  return db
    .selectFrom('inventory')
    .select(['inventory_id', 'updated_at'])
    .where('inventory_id', '>', after)
    .where('inventory_id', '<=', upTo)
    .where('is_active', '=', 1)
    .orderBy('inventory_id')
    .limit(limit)
    .execute();
}
