import { sql, type Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type { Db } from '@server/db/database';
import { sortKeys } from './sorts.js';
import { isPlainWord, termMatchIds } from './pg-term-search.js';
import type { AddonFactRow, FactRow } from './filters/product-facts.js';

/**
 * The reads behind the per-catalogue-version indexes of filters, facets, stemming, typo
 * correction and suggestions (whole-catalogue reads, once per version), and a search's every
 * match, which filters and facets of a search start from.
 */

/** Every product on sale: its id and normalised name, in the shop's default order. */
export async function readProductNames(db: Kysely<Database>) {
  const { rows } = await sql<{ inventory_id: number; search_name: string }>`select inventory_id, search_name
    from inventory where is_active = 1 order by ${sql.raw(sortKeys('default'))}`.execute(db);
  return rows;
}

/**
 * What filters read of the products on sale with ids above `after`, in id order, at most `limit`.
 * No stock row: sold out (migration 011).
 */
export async function readProductFacts(db: Kysely<Database>, after: number, limit: number): Promise<FactRow[]> {
  return db
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
    ])
    .where('i.is_active', '=', 1)
    .where('i.inventory_id', '>', after)
    .orderBy('i.inventory_id')
    .limit(limit)
    .execute();
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

/** A one-letter word would match nearly everything as a prefix, so it matches only itself. */
export const isPrefix = (token: string) => token.length >= 2;

/**
 * An FTS5 query: every term (AND), a term being one or more words (OR), each a prefix unless it
 * is one letter.
 */
export function ftsQuery(terms: string[][]): string {
  const word = (t: string) => (isPrefix(t) ? `"${t}"*` : `"${t}"`);
  return terms
    .map((words) => (words.length === 1 ? word(words[0]!) : `(${words.map(word).join(' OR ')})`))
    .join(' AND ');
}

/** The same query for PostgreSQL's `to_tsquery('simple', …)`. */
export function tsQuery(terms: string[][]): string {
  const word = (t: string) => (isPrefix(t) ? `${t}:*` : t);
  return terms.map((words) => (words.length === 1 ? word(words[0]!) : `(${words.map(word).join(' | ')})`)).join(' & ');
}

/** Whether PostgreSQL can answer the terms from `inventory_term`: one plain word each. */
export const readsTerms = (terms: string[][]) => terms.every((words) => words.length === 1 && isPlainWord(words[0]!));

/**
 * Every product on sale matching every term, in no order; with `limit`, at most that many (to
 * learn whether a search finds a few, without reading thousands).
 */
export async function searchAllIds(db: Db, terms: string[][], limit?: number): Promise<number[]> {
  if (terms.length === 0) return [];
  const limited = limit === undefined ? sql`` : sql`limit ${limit}`;
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{ id: number }>`select rowid as id from inventory_fts
      where inventory_fts match ${ftsQuery(terms)} ${limited}`.execute(db.reads);
    return rows.map((r) => r.id);
  }
  if (readsTerms(terms))
    return termMatchIds(
      db.reads,
      terms.map(([text]) => ({ text: text!, prefix: isPrefix(text!) })),
      limit,
    );
  const { rows } = await sql<{ inventory_id: number }>`select inventory_id from inventory
    where search_vector @@ to_tsquery('simple', ${tsQuery(terms)}) and is_active = 1 ${limited}`.execute(db.reads);
  return rows.map((r) => r.inventory_id);
}
