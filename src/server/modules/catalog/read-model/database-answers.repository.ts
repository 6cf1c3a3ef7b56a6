import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@server/db/schema';
import type { CategoryScope, ProductPage } from '@server/modules/catalog/catalog.repository';
import { sortKeys } from '@server/modules/catalog/sorts';

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

/**
 * A page of a search (every token matched) and how many products it finds. One scan counts the
 * matches and those whose name holds every word; each page part walks the sort's index and stops
 * once it has its rows (a common word's first page reads a few dozen), rather than sorting every
 * match.
 */
export async function searchPage(
  db: Kysely<Database>,
  tokens: string[],
  category: CategoryScope | null,
  page: ProductPage,
): Promise<{ ids: number[]; total: number }> {
  const named = sql.join(
    tokens.map((t) => holds(nameOf, t)),
    sql` and `,
  );
  const counts = await matching(db, tokens, category)
    .select([
      (eb) => eb.fn.countAll<number>().as('total'),
      sql<number>`coalesce(sum(case when ${named} then 1 else 0 end), 0)`.as('named'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  if (total <= page.offset) return { ids: [], total };
  const inOrder = (part: 'named' | 'rest' | 'all', offset: number, limit: number) => {
    let query = matching(db, tokens, category);
    if (part === 'named') query = query.where(sql<boolean>`${named}`);
    if (part === 'rest') query = query.where(sql<boolean>`not (${named})`);
    return query
      .select('i.inventory_id')
      .orderBy(sql.raw(sortKeys(page.sort, 'i')))
      .limit(limit)
      .offset(offset)
      .execute();
  };
  const end = page.offset + page.limit;
  if (page.sort !== 'default') {
    const rows = await inOrder('all', page.offset, page.limit);
    return { ids: rows.map((r) => r.inventory_id), total };
  }
  // Relevance: the names holding every word first, then the rest, each in the shop's order.
  const namedTotal = Number(counts.named);
  const ids: number[] = [];
  if (page.offset < namedTotal)
    ids.push(
      ...(await inOrder('named', page.offset, Math.min(end, namedTotal) - page.offset)).map((r) => r.inventory_id),
    );
  if (end > namedTotal && total > namedTotal) {
    const from = Math.max(0, page.offset - namedTotal);
    ids.push(...(await inOrder('rest', from, end - namedTotal - from)).map((r) => r.inventory_id));
  }
  return { ids, total };
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
