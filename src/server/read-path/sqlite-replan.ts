import type SQLite from 'better-sqlite3';

/**
 * SQLite plans a prepared statement again, as after a schema change, each time it runs with a
 * new value in a parameter its plan depended on (https://sqlite.org/c3ref/prepare.html, and
 * 3.46's LIMIT planning):
 *  - a parameter compared with an indexed column, once ANALYZE has left stat4 samples of it;
 *  - a parameter that is the whole LIMIT.
 * Catalogue reads have both (a category or product id; the page size), so each paid a full
 * prepare (about 16 µs at 100 000 products) on every run: a category page's ids took 20 µs
 * where the read itself takes 4-5 (docs/performance.md, "Reads planned once").
 */

/** `limit ?` → `limit ? + 0`: an expression, which the planner does not read a value from. */
export function limitPlannedOnce(sqlText: string): string {
  return sqlText.replace(/\blimit \?/gi, 'limit ? + 0');
}

/**
 * The statements that drop ANALYZE's stat4 samples and make the connection read its statistics
 * again. sqlite_stat1 (rows per index key, what chooses our indexes) is kept.
 */
export const FORGET_STAT4_SAMPLES = ['delete from sqlite_stat4', 'analyze sqlite_schema'];

/** Drops the stat4 samples, if an ANALYZE left any (at open; the demo seed drops those of its own). */
export function forgetStat4Samples(sqlite: SQLite.Database): void {
  const samples = sqlite.prepare(`select 1 from sqlite_schema where type = 'table' and name = 'sqlite_stat4'`).get();
  if (!samples) return;
  for (const text of FORGET_STAT4_SAMPLES) sqlite.exec(text);
}
