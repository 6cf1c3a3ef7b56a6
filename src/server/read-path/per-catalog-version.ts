import type { Db } from '@server/db/database';

/**
 * A value derived from the catalogue that is computed once per catalogue version and instance,
 * instead of queried per request (the categories, the number of products a category shows).
 * Every write to a catalogue table bumps the version by trigger (migration 005), whoever
 * writes, so any such write makes the value be computed again on its next use. The version is
 * read before the value is computed: a write that lands meanwhile makes it stale at once.
 */
export function perCatalogVersion<T>(compute: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const held = new WeakMap<Db, { version: number; value: Promise<T> }>();
  return async (db) => {
    const version = await db.catalogVersion();
    const entry = held.get(db);
    if (entry?.version === version) return entry.value;
    const value = compute(db);
    held.set(db, { version, value });
    // A failed computation is not kept: the next call tries again.
    value.catch(() => {
      if (held.get(db)?.value === value) held.delete(db);
    });
    return value;
  };
}
