import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { Executor } from '@server/db/transaction';

/**
 * Builds and compiles a query's SQL once per shape instead of on every call: Kysely's building
 * and compiling were about a tenth of a catalogue request's CPU. `key` names everything that
 * changes the SQL text (the sort, the number of ids…); `parameters` are the values the builder
 * would bind, in its order. The first call for a key checks that they are, so a mistake fails
 * at once in tests instead of binding values to the wrong placeholders.
 */
export function compiledOnce<R>(name: string) {
  // Per executor: the SQL text differs by dialect, and a transaction is an executor of its own.
  const texts = new WeakMap<Executor, Map<string, string>>();
  return (k: Executor, key: string, build: () => Compilable<R>, parameters: readonly unknown[]) => {
    let byKey = texts.get(k);
    if (!byKey) texts.set(k, (byKey = new Map()));
    let text = byKey.get(key);
    if (text === undefined) {
      const compiled = build().compile();
      if (JSON.stringify(compiled.parameters) !== JSON.stringify(parameters))
        throw new Error(`${name} (${key}): parameters ${JSON.stringify(parameters)} are not the builder's`);
      text = compiled.sql;
      byKey.set(key, text);
    }
    const read = directReads.get(k);
    if (read) return readAt(read, text, parameters) as Promise<QueryResult<R>>;
    return k.executeQuery(CompiledQuery.raw(text, [...parameters])) as Promise<QueryResult<R>>;
  };
}

// async: a failed read rejects like a query through Kysely instead of throwing at the call.
const readAt = async (read: DirectRead, text: string, parameters: readonly unknown[]) => ({
  rows: await read(text, parameters),
});

/** Runs a read and answers its rows: at once on SQLite (better-sqlite3 is synchronous). */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => unknown[] | Promise<unknown[]>;

const directReads = new WeakMap<Executor, DirectRead>();

/**
 * Makes the compiled-once reads of `k` (the database, never a transaction: that is an executor
 * of its own) run through `read` instead of Kysely's driver, whose connection handling cost
 * about as much CPU as a small query. On SQLite that is a read-only connection of their own,
 * read synchronously: a read never queues behind another request's write transaction on
 * Kysely's single connection, and sees what is committed, which is what a read outside a
 * transaction sees anyway. On PostgreSQL it is the pool, one query.
 */
export function readDirectly(k: Executor, read: DirectRead): void {
  directReads.set(k, read);
}
