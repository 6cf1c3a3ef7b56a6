import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sortColumns, sortKeys } from './sorts.js';
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
  /** Each a whole word or, when `prefix` is set, the start of one. */
  tokens: { text: string; prefix: boolean }[];
  category: { column: 'root_category_id' | 'sub_category_id'; id: number } | null;
  sort: InventorySort;
}

/**
 * The matches of a search over `inventory_term` (migration 016), one row per product, with its
 * rank (0 when every word is in its name) and the columns of `sort`. Each word is a range of the
 * primary key read index-only; a product matches when it has a row in every range (a bit per
 * word, OR-ed over its rows: a prefix may match several of a product's words).
 */
export function termMatches({ tokens, category, sort }: TermSearch): RawBuilder<unknown> {
  const keys = sort === 'default' ? [] : sortColumns(sort).filter((c) => c !== 'inventory_id');
  const columns = sql.raw(keys.map((c) => `, t.${c}`).join(''));
  const inCategory = category ? sql`and t.${sql.ref(category.column)} = ${category.id}` : sql``;
  const ranges = tokens.map(({ text, prefix }, i) => {
    const inRange = prefix ? sql`t.term >= ${text} and t.term < ${prefixEnd(text)}` : sql`t.term = ${text}`;
    return sql`select t.inventory_id, ${sql.lit(1 << i)} as word, t.in_name${columns}
      from inventory_term t where ${inRange} ${inCategory}`;
  });
  const everyWord = sql.lit((1 << tokens.length) - 1);
  return sql`select t.inventory_id,
      case when bit_or(case when t.in_name then t.word else 0 end) = ${everyWord} then 0 else 1 end as rank
      ${sql.raw(keys.map((c) => `, min(t.${c}) as ${c}`).join(''))}
    from (${sql.join(ranges, sql` union all `)}) t
    group by t.inventory_id
    having bit_or(t.word) = ${everyWord}`;
}

/** The matches' ids in the order of `sort`, from `offset`, and how many there are. */
export async function termSearchPage(
  db: Kysely<Database>,
  search: TermSearch,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const matches = termMatches(search);
  const order = search.sort === 'default' ? 'm.rank, m.inventory_id' : sortKeys(search.sort, 'm');
  const { rows } = await sql<{ inventory_id: number; total: string }>`with m as materialized (${matches})
    select m.inventory_id, count(*) over () as total from m order by ${sql.raw(order)}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  if (rows.length > 0) return { ids: rows.map((r) => r.inventory_id), total: Number(rows[0].total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  const count = await sql<{ total: string }>`select count(*) as total from (${matches}) m`.execute(db);
  return { ids: [], total: Number(count.rows[0].total) };
}
