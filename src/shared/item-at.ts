/**
 * The item at `index` of a list the caller knows is long enough (a row a query just returned, a
 * colour picked modulo the palette's length). A missing item there is a bug, so it throws with
 * the index instead of passing `undefined` along to fail later somewhere less clear.
 */
export function itemAt<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new RangeError(`No item at index ${index} of a list of ${list.length}`);
  return item;
}
