import { sql, type Expression } from 'kysely';

/** LIKE text that matches itself: the wildcards in what a person typed are escaped. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column like 'text%'` where the text's wildcards match themselves (case as given). */
export function startsWith(column: Expression<string>, text: string) {
  return sql<boolean>`${column} like ${`${likeLiteral(text)}%`} escape '\\'`;
}

/** `lower(column) like '%text%'`: any part of it, in any case, wildcards matching themselves. */
export function containsText(column: Expression<string>, text: string) {
  return sql<boolean>`lower(${column}) like ${`%${likeLiteral(text).toLowerCase()}%`} escape '\\'`;
}

/** A console list's query as a filter: the page turned into limit and offset, an empty search dropped. */
export function listFilter<Query extends { page: number; num: number; search?: string }>({
  page,
  num,
  search,
  ...rest
}: Query) {
  return { ...rest, search: search || undefined, limit: num, offset: (page - 1) * num };
}
