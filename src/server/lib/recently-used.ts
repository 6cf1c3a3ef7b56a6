/**
 * The value `map` keeps under `key`, made by `make` when it holds none. The map keeps at most
 * `max` entries, the least recently used going first: a Map iterates in insertion order, and
 * each use inserts its key again at the end.
 */
export function recentlyUsed<K, V>(map: Map<K, V>, key: K, max: number, make: () => V): V {
  let value = map.get(key);
  if (value !== undefined) map.delete(key);
  else {
    value = make();
    if (map.size >= max) map.delete(map.keys().next().value!);
  }
  map.set(key, value);
  return value;
}
