import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@server/db/schema';
import type { CategoryScope, ProductPage } from '../catalog.repository.js';
import { sortKeys } from '../sorts.js';

/**
 * Searches and suggestions answered by the database, for the first moments of an instance,
 * before its catalogue index is built (seconds at 100 000 products): slower (a scan of the
 * products' normalised text) and plainer (the words as typed, as word prefixes: no inflections,
 * no corrections), but at once. Relevance and order are the index's: names holding every word
 * first, then the rest, each in the sort's order.
 */

/** `text` (normalised, words apart by one space) holds a word starting with `token`; a one-letter token only as a word. */
const holds = (text: RawBuilder<string>, token: string) =>
  sql<boolean>`${text} like ${token.length < 2 ? `% ${token} %` : `% ${token}%`}`;

const nameOf = sql<string>`(' ' || i.search_name || ' ')`;
const textOf = sql<string>`(' ' || i.search_name || ' ' || i.search_body || ' ')`;

function matching(db: Kysely<Database>, tokens: string[], category: CategoryScope | null) {
  let query = db.selectFrom('inventory as i').where('i.is_active', '=', 1);
  if (category)
    query = query.where(category.isRoot ? 'i.root_category_id' : 'i.sub_category_id', '=', category.categoryId);
  for (const token of tokens) query = query.where(holds(textOf, token));
  return query;
}

/** A page of a search (every token matched) and how many products it finds. */
export async function searchPage(
  db: Kysely<Database>,
  tokens: string[],
  category: CategoryScope | null,
  page: ProductPage,
): Promise<{ ids: number[]; total: number }> {
  const base = matching(db, tokens, category);
  const order =
    page.sort === 'default'
      ? sql`case when ${sql.join(
          tokens.map((t) => holds(nameOf, t)),
          sql` and `,
        )} then 0 else 1 end, ${sql.raw(sortKeys(page.sort, 'i'))}`
      : sql.raw(sortKeys(page.sort, 'i'));
  const [rows, count] = await Promise.all([
    base.select('i.inventory_id').orderBy(order).limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.inventory_id), total: Number(count.total) };
}

/** The ids of the first `limit` products (most popular first) whose name has a word starting with each token. */
export async function suggestedIds(db: Kysely<Database>, tokens: string[], limit: number): Promise<number[]> {
  let query = db.selectFrom('inventory as i').where('i.is_active', '=', 1);
  for (const token of tokens) query = query.where(holds(nameOf, token));
  const rows = await query
    .select('i.inventory_id')
    .orderBy(sql.raw(sortKeys('default', 'i')))
    .limit(limit)
    .execute();
  return rows.map((r) => r.inventory_id);
}
