import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

/**
 * What a repository runs its queries on: the database, or a transaction in progress (a Kysely
 * transaction is a Kysely). Repositories never open transactions; their caller decides.
 */
export type Executor = Kysely<Database>;

/**
 * A transaction in progress, opened by `db.transaction(fn)`. It keeps its dialect, so helpers
 * such as `lockForUpdate` work in any module without the `Db` wrapper. A service that must be
 * atomic takes a `Tx` and never opens its own: the route (or one orchestrating service) does, so
 * one transaction can span modules (read the cart, redeem a coupon, write the order).
 */
export interface Tx {
  readonly kysely: Transaction<Database>;
  readonly dialect: Dialect;
  /**
   * Runs `fn` once the transaction has committed (never if it rolls back): how a write tells
   * this process's listeners (the mail sender, open notification streams) that there is news,
   * without them ever seeing a row that is not there.
   */
  afterCommit(fn: () => void): void;
}

type Table = keyof Database & string;

/**
 * Holds one row until the transaction ends, so writers that lock the same row run one after
 * another. PostgreSQL: `select … for update`. SQLite: nothing to do, because `db.transaction`
 * begins every SQLite transaction `immediate`, taking the database's single write lock up front.
 * Answers whether the row exists.
 */
export async function lockForUpdate<T extends Table>(
  tx: Tx,
  table: T,
  idColumn: keyof Database[T] & string,
  id: number,
): Promise<boolean> {
  const locked = sql`select 1 as found from ${sql.table(table)} where ${sql.ref(idColumn)} = ${id}`;
  const { rows } = await (tx.dialect === 'postgres' ? sql`${locked} for update` : locked).execute(tx.kysely);
  return rows.length > 0;
}

/**
 * Bound parameters one statement may carry on both databases: SQLite's default limit is 32 766,
 * PostgreSQL's 65 535. Kept well under both.
 */
export const MAX_PARAMETERS = 30_000;

/** Rows cut into multi-row statements of at most MAX_PARAMETERS parameters each. */
export function chunksFor<T extends object>(rows: T[]): T[][] {
  if (rows.length === 0) return [];
  const columns = Math.max(1, ...rows.map((r) => Object.keys(r).length));
  const per = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += per) chunks.push(rows.slice(i, i + per));
  return chunks;
}
