import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sortKeys } from './sorts.js';
import type { InventorySort } from '@shared/schemas/catalog';

/**
 * A word PostgreSQL's parser reads as exactly one lexeme equal to itself (a plain word or a
 * number), so that matching it against `inventory_term` is what `to_tsquery('simple', …)`
 * matches in `search_vector`. Not, say, "12e3x" (read as '12e3' and 'x') nor a word with letters
 * outside ASCII (how the parser splits those depends on the server's locale): such searches keep
 * the search over `search_vector`.
 */
export const isPlainWord = (token: string) => /^(?:[a-z]+|[0-9]+)$/.test(token);

/**
 * The least string after every string that starts with `prefix`, in code point order (which is
 * the byte order of UTF-8, collation "C"): the prefix with its last character incremented.
 */
export function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}

export interface TermSearch {
  /** A whole word or, when `prefix` is set, the start of one. */
  token: { text: string; prefix: boolean };
  category: { column: 'root_category_id' | 'sub_category_id'; id: number } | null;
  sort: InventorySort;
}

/**
 * The rows of products matching the word, one per product: a whole word has one row per
 * product; of a prefix's rows, the first of each product (its previous word does not start
 * with the prefix, migration 016). `named`: the product's name has a matching word too.
 */
function matchingRows({ text, prefix }: TermSearch['token']) {
  if (!prefix) return { where: sql`t.term = ${text}`, named: sql`t.next_name_term = ${text}` };
  const end = prefixEnd(text);
  return {
    where: sql`t.term >= ${text} and t.term < ${end} and (t.prev_term is null or t.prev_term < ${text})`,
    named: sql`t.next_name_term < ${end}`,
  };
}

/**
 * A page of the products matching one word in `inventory_term` (migration 016) and how many
 * there are: a range of its primary key read index-only, never the products' pages (where a
 * GIN search spends its time when a word matches thousands). Relevance is name matches first,
 * then the rest, each by id. The total is a second pass over the range (an init plan): for
 * 45 000 matches that costs less than `count(*) over ()`, which keeps every match to count
 * them before the page is sorted. Only a page past the end needs a statement of its own.
 */
export async function termSearchPage(
  db: Kysely<Database>,
  { token, category, sort }: TermSearch,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const { where, named } = matchingRows(token);
  const inCategory = category ? sql`and t.${sql.ref(category.column)} = ${category.id}` : sql``;
  const count = sql<{ total: string }>`select count(*) as total from inventory_term t where ${where} ${inCategory}`;
  const order =
    sort === 'default' ? sql`case when ${named} then 0 else 1 end, t.inventory_id` : sql.raw(sortKeys(sort, 't'));
  const { rows } = await sql<{ inventory_id: number; total: string }>`select t.inventory_id, (${count}) as total
    from inventory_term t where ${where} ${inCategory}
    order by ${order} limit ${page.limit} offset ${page.offset}`.execute(db);
  if (rows.length > 0) return { ids: rows.map((r) => r.inventory_id), total: Number(rows[0].total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  return { ids: [], total: Number((await count.execute(db)).rows[0].total) };
}
