import type { Marks } from './text-index.js';

/** A sort's order of every product (positions in the facts), and each position's rank in it. */
export interface SortOrder {
  order: Int32Array;
  /** A permutation: every position has a rank of its own. */
  rank: Int32Array;
}

/** A sort's order of `ids` (a sort's ids, read from the database) over the facts' positions. */
export function sortOrderOf(ids: number[], positionOf: Map<number, number>, size: number): SortOrder {
  const order = new Int32Array(size);
  const rank = new Int32Array(size).fill(-1);
  let n = 0;
  for (const id of ids) {
    const p = positionOf.get(id);
    if (p === undefined || rank[p] !== -1) continue; // not in these facts: written after they were read
    order[n] = p;
    rank[p] = n++;
  }
  // Products the sort's read missed (written between the two reads) go last, so ranks stay distinct.
  for (let p = 0; p < size; p++)
    if (rank[p] === -1) {
      order[n] = p;
      rank[p] = n++;
    }
  return { order, rank };
}

/**
 * A page (`offset`, `limit`) of `candidates` that `keep` keeps, in `sort`'s order, with the
 * `named` ones (a subset of the candidates) first when given, and how many are kept. Few kept
 * products are sorted by rank; many are found by walking the sort's order and picking them out,
 * which stops after the page: about (offset + limit) × products / kept steps, cheaper than
 * sorting once 4 × kept² exceeds (offset + limit) × products.
 */
export function orderedPage(
  marks: Marks,
  input: {
    candidates: Int32Array;
    keep?: (p: number) => boolean;
    named?: Int32Array;
    sort: SortOrder;
  },
  offset: number,
  limit: number,
): { positions: number[]; total: number } {
  const { candidates, keep, named, sort } = input;
  const mark = marks.of;
  // Kept products carry `rest`, kept named ones `first`.
  const rest = marks.take(2);
  const first = rest + 1;
  let total = 0;
  for (const p of candidates)
    if (!keep || keep(p)) {
      mark[p] = rest;
      total++;
    }
  let namedTotal = 0;
  if (named)
    for (const p of named)
      if (mark[p] === rest) {
        mark[p] = first;
        namedTotal++;
      }
  const end = offset + limit;
  if (offset >= total) return { positions: [], total };
  const size = sort.order.length;
  if (4 * total * total < end * size) {
    const keys = new Int32Array(total);
    let n = 0;
    for (const p of candidates) {
      if (mark[p] === first) keys[n++] = sort.rank[p]!;
      else if (mark[p] === rest) keys[n++] = size + sort.rank[p]!;
    }
    keys.sort();
    const positions = Array.from(keys.subarray(offset, end), (k) => sort.order[k >= size ? k - size : k]!);
    return { positions, total };
  }
  const positions: number[] = [];
  const walk = (stamp: number, from: number, to: number) => {
    let seen = 0;
    for (let r = 0; r < size && seen < to; r++) {
      const p = sort.order[r]!;
      if (mark[p] !== stamp) continue;
      if (seen >= from) positions.push(p);
      seen++;
    }
  };
  if (offset < namedTotal) walk(first, offset, Math.min(end, namedTotal));
  if (end > namedTotal) walk(rest, Math.max(0, offset - namedTotal), end - namedTotal);
  return { positions, total };
}
