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
    return k.executeQuery(CompiledQuery.raw(text, [...parameters])) as Promise<QueryResult<R>>;
  };
}
