import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { Executor } from './transaction.js';

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
    const readNow = syncReads.get(k);
    if (readNow) return readAt(readNow, text, parameters) as Promise<QueryResult<R>>;
    return k.executeQuery(CompiledQuery.raw(text, [...parameters])) as Promise<QueryResult<R>>;
  };
}

// async: a failed read rejects like a query through Kysely instead of throwing at the call.
const readAt = async (readNow: SyncRead, text: string, parameters: readonly unknown[]) => ({
  rows: readNow(text, parameters),
});

/** Runs a read at once and answers its rows (better-sqlite3 is synchronous). */
export type SyncRead = (sql: string, parameters: readonly unknown[]) => unknown[];

const syncReads = new WeakMap<Executor, SyncRead>();

/**
 * Makes the compiled-once reads of `k` (the database, never a transaction: that is an executor
 * of its own) run through `readNow` instead of Kysely. On SQLite that is a read-only connection
 * of their own: a catalogue miss then costs no trip through Kysely's driver (its connection
 * lock and promise hops were about as much CPU as the query), and a read never queues behind
 * another request's write transaction on Kysely's single connection. It sees what is committed,
 * which is what a read outside a transaction sees anyway.
 */
export function readSynchronously(k: Executor, readNow: SyncRead): void {
  syncReads.set(k, readNow);
}
