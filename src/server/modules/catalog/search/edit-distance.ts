/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions,
 * substitutions and swaps of two neighbouring letters each count one: "hedphones" is one from
 * "headphones", "lether" one from "leather", "lamsp" one from "lamps"), or `max + 1` as soon as
 * it is certain to exceed `max`: typo correction only asks whether a word is within one or two.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let before = new Array<number>(n + 1).fill(0); // row i - 2
  let previous = Array.from({ length: n + 1 }, (_, j) => j); // row i - 1
  let current = new Array<number>(n + 1).fill(0);
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
