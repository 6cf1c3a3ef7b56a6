/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions,
 * substitutions and swaps of two neighbouring letters each count one: "hedphones" is one from
 * "headphones", "lether" one from "leather", "lamsp" one from "lamps"), or `max + 1` as soon as
 * it is certain to exceed `max`: typo correction only asks whether a word is within one or two.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0]!.length <= n) rows = rows.map(() => new Int32Array(2 * n + 2));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array]; // rows i - 2, i - 1, i
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[n]!, max + 1);
}

/** The three rows the distance is worked out in, reused: a correction asks for hundreds. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];
