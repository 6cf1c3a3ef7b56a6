import type { LRUCache } from 'lru-cache';

/**
 * The value `memory` keeps under `key`, made by `make` and kept when it holds none. The memory
 * says at its making how much it keeps (`max` entries, or `maxSize` by each value's size) and
 * lets the least recently used go first.
 */
export function recentlyUsed<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  memory: LRUCache<K, V>,
  key: K,
  make: () => V,
): V {
  let value = memory.get(key);
  if (value === undefined) memory.set(key, (value = make()));
  return value;
}
