import { sql, type Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { sortColumns, sortKeys } from './sorts.js';
import type { ProductSort } from '@shared/schemas/catalog';
import { itemAt } from '@shared/item-at';

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
  /** Each a whole word or, when `prefix` is set, the start of one. */
  tokens: { text: string; prefix: boolean }[];
  category: { column: 'root_category_id' | 'sub_category_id'; id: number } | null;
  sort: ProductSort;
}

/**
 * The rows of products matching the word, one per product: a whole word has one row per
 * product; of a prefix's rows, the first of each product (its previous word does not start
 * with the prefix, migration 016). `named`: the product's name has a matching word too.
 */
function matchingRows({ text, prefix }: TermSearch['tokens'][number]) {
  if (!prefix) return { where: sql`t.term = ${text}`, named: sql`t.next_name_term = ${text}` };
  const end = prefixEnd(text);
  return {
    where: sql`t.term >= ${text} and t.term < ${end} and (t.prev_term is null or t.prev_term < ${text})`,
    named: sql`t.next_name_term < ${end}`,
  };
}

/**
 * A page of the products matching every word in `inventory_term` (migration 016) and how many
 * there are, read index-only from a range of its primary key per word, never from the
 * products' pages (where a GIN search spends its time when thousands match). Relevance is name
 * matches (every word in the name) first, then the rest, each by id. Only a page past the end
 * needs a statement of its own, to count. `knownTotal` (the count of an earlier page of the
 * same search) spares counting: for a prefix that matches half the catalogue, half the work.
 */
export async function termSearchPage(
  db: Kysely<Database>,
  search: TermSearch,
  page: { limit: number; offset: number },
  knownTotal?: number,
): Promise<{ ids: number[]; total: number }> {
  const counted = knownTotal === undefined;
  const query = search.tokens.length === 1 ? oneWord(search, counted) : severalWords(search, counted);
  const { rows } = await sql<{ inventory_id: number; total?: string }>`${query.page}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  const ids = rows.map((r) => r.inventory_id);
  if (knownTotal !== undefined) return { ids, total: knownTotal };
  const [first] = rows;
  if (first) return { ids, total: Number(first.total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  return { ids: [], total: Number(itemAt((await query.count.execute(db)).rows, 0).total) };
}

const scoped = (category: TermSearch['category']) =>
  category ? sql`and t.${sql.ref(category.column)} = ${category.id}` : sql``;

/**
 * One word: its rows are the matches. The total, when `counted`, is a second pass over the
 * range (an init plan): for 45 000 matches that costs less than `count(*) over ()`, which keeps
 * every match to count them before the page is sorted.
 */
function oneWord({ tokens: [token], category, sort }: TermSearch, counted: boolean) {
  if (token === undefined) throw new Error('oneWord searches for exactly one token');
  const { where, named } = matchingRows(token);
  const count = sql<{
    total: string;
  }>`select count(*) as total from inventory_term t where ${where} ${scoped(category)}`;
  const order =
    sort === 'default' ? sql`case when ${named} then 0 else 1 end, t.inventory_id` : sql.raw(sortKeys(sort, 't'));
  return {
    page: sql`select t.inventory_id${counted ? sql`, (${count}) as total` : sql``}
      from inventory_term t where ${where} ${scoped(category)} order by ${order}`,
    count,
  };
}

/**
 * Several words: a match has a row in each word's range (one at most, see matchingRows). The
 * total, when `counted`, is counted from the materialised matches.
 */
function severalWords({ tokens, category, sort }: TermSearch, counted: boolean) {
  const keys = sort === 'default' ? [] : sortColumns(sort).filter((c) => c !== 'inventory_id');
  const perWord = tokens.map((token) => {
    const { where, named } = matchingRows(token);
    return sql`select t.inventory_id, coalesce(${named}, false) as named${sql.raw(keys.map((c) => `, t.${c}`).join(''))}
      from inventory_term t where ${where} ${scoped(category)}`;
  });
  const matches = sql`with m as materialized (
      select t.inventory_id, case when bool_and(t.named) then 0 else 1 end as rank
        ${sql.raw(keys.map((c) => `, min(t.${c}) as ${c}`).join(''))}
      from (${sql.join(perWord, sql` union all `)}) t
      group by t.inventory_id having count(*) = ${tokens.length})`;
  const order = sql.raw(sort === 'default' ? 'm.rank, m.inventory_id' : sortKeys(sort, 'm'));
  return {
    page: sql`${matches} select m.inventory_id${counted ? sql`, (select count(*) from m) as total` : sql``}
      from m order by ${order}`,
    count: sql<{ total: string }>`${matches} select count(*) as total from m`,
  };
}

/**
 * Every product matching every word, in no order, read index-only as `termSearchPage` reads
 * them: what filters and facets of a search start from.
 */
export async function termMatchIds(
  db: Kysely<Database>,
  tokens: TermSearch['tokens'],
  limit?: number,
): Promise<number[]> {
  const perWord = tokens.map(
    (token) => sql`select t.inventory_id from inventory_term t where ${matchingRows(token).where}`,
  );
  const query =
    tokens.length === 1
      ? itemAt(perWord, 0)
      : sql`select inventory_id from (${sql.join(perWord, sql` union all `)}) t
        group by inventory_id having count(*) = ${tokens.length}`;
  const { rows } = await sql<{
    inventory_id: number;
  }>`${query} ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(db);
  return rows.map((r) => r.inventory_id);
}
