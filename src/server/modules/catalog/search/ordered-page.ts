import { recentlyUsed } from '@server/lib/recently-used';
import type { Marks } from './text-index.js';

/** A sort's order of every product (positions in the facts), and each position's rank in it. */
export interface SortOrder {
  order: Int32Array;
  /** A permutation: every position has a rank of its own. */
  rank: Int32Array;
}

/** The sort that puts positions in `order` (each position once): each one's rank read from it. */
export function sortOrderOf(order: Int32Array): SortOrder {
  const rank = new Int32Array(order.length);
  for (let r = 0; r < order.length; r++) rank[order[r]!] = r;
  return { order, rank };
}

/** At most this many lists' bitsets are kept (each a bit a product: 12.5 KB at 100 000). */
const BITSETS_KEPT = 1000;

/**
 * Which products a list holds, a bit each, made once per list while it is asked for: lists are
 * kept (a word's list in the index, a search's matches), so the same object comes back for the
 * next page of the same search. Kept in `memory`, the catalogue index's own (`Marks.bitsets`),
 * so they go with it; least recently used out first.
 */
export function bitsetOf(memory: Map<Int32Array, Uint32Array>, list: Int32Array, size: number): Uint32Array {
  return recentlyUsed(memory, list, BITSETS_KEPT, () => {
    const bits = new Uint32Array((size + 31) >>> 5);
    for (const p of list) bits[p >>> 5]! |= 1 << (p & 31);
    return bits;
  });
}

export const has = (bits: Uint32Array, p: number) => (bits[p >>> 5]! & (1 << (p & 31))) !== 0;

/** Not on the page's list, on it after the named ones, or named. */
const OUT = 0;
const REST = 1;
const FIRST = 2;

/**
 * A page (`offset`, `limit`) of `candidates` that `keep` keeps, in `sort`'s order, with the
 * `named` ones (a subset of the candidates) first when given, and how many are kept. Few kept
 * products are sorted by rank; many are found by walking the sort's order and picking them out,
 * which stops after the page: about (offset + limit) × products / kept steps, cheaper than
 * sorting once 4 × kept² exceeds (offset + limit) × products. Without `keep`, membership is the
 * lists' own bitsets and the page costs only its walk; with it, each candidate is tested and
 * marked (`marks`).
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
  const size = sort.order.length;
  const { total, namedTotal, inList, inOrder } = keep
    ? markKept(marks, candidates, keep, named)
    : listed(marks, candidates, named, size);
  const end = offset + limit;
  if (offset >= total) return { positions: [], total };
  if (4 * total * total < end * size) {
    const group = inList();
    const keys = new Int32Array(total);
    let n = 0;
    for (const p of candidates) {
      const g = group(p);
      if (g !== OUT) keys[n++] = (g === FIRST ? 0 : size) + sort.rank[p]!;
    }
    keys.sort();
    const positions = Array.from(keys.subarray(offset, end), (k) => sort.order[k >= size ? k - size : k]!);
    return { positions, total };
  }
  const positions: number[] = [];
  const group = inOrder();
  const walk = (wanted: number, from: number, to: number) => {
    let seen = 0;
    for (let r = 0; r < size && seen < to; r++) {
      const p = sort.order[r]!;
      if (group(p) !== wanted) continue;
      if (seen >= from) positions.push(p);
      seen++;
    }
  };
  if (offset < namedTotal) walk(FIRST, offset, Math.min(end, namedTotal));
  if (end > namedTotal) walk(REST, Math.max(0, offset - namedTotal), end - namedTotal);
  return { positions, total };
}

/**
 * Every candidate kept. Sorting the few (`inList`, asked of candidates only) needs only whether
 * one is named: the named are stamped in `marks`, no bitset made (making a search's two bitsets
 * was most of the page of a rare word: 48 → 3 µs). A walk (`inOrder`, asked of any product) uses
 * the lists' bitsets, kept with them.
 */
function listed(marks: Marks, candidates: Int32Array, named: Int32Array | undefined, size: number) {
  return {
    total: candidates.length,
    namedTotal: named?.length ?? 0,
    inList: () => {
      const stamp = marks.take(1);
      if (named) for (const p of named) marks.of[p] = stamp;
      return (p: number) => (marks.of[p] === stamp ? FIRST : REST);
    },
    inOrder: () => {
      const all = bitsetOf(marks.bitsets, candidates, size);
      const first = named && bitsetOf(marks.bitsets, named, size);
      return (p: number) => (first && has(first, p) ? FIRST : has(all, p) ? REST : OUT);
    },
  };
}

/** Candidates tested by `keep`: kept ones marked `rest`, kept named ones `rest + 1`. */
function markKept(marks: Marks, candidates: Int32Array, keep: (p: number) => boolean, named: Int32Array | undefined) {
  const mark = marks.of;
  const rest = marks.take(2);
  const first = rest + 1;
  let total = 0;
  for (const p of candidates)
    if (keep(p)) {
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
  const group = (p: number) => (mark[p] === first ? FIRST : mark[p] === rest ? REST : OUT);
  return { total, namedTotal, inList: () => group, inOrder: () => group };
}

/**
 * The first `limit` products `accept` takes from `lists` (each in `rank`'s order), in that
 * order: the lists' heads merged, each product once. Reads about `limit` entries a list, however
 * long the lists are: what suggestions need of a two-letter prefix's thousands of names.
 */
export function firstInOrder(
  lists: Int32Array[],
  rank: Int32Array,
  limit: number,
  accept: (p: number) => boolean = () => true,
): number[] {
  const heads = new Int32Array(lists.length);
  const out: number[] = [];
  let last = -1;
  while (out.length < limit) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      const p = lists[i]![heads[i]!];
      if (p !== undefined && (best < 0 || rank[p]! < rank[lists[best]![heads[best]!]!]!)) best = i;
    }
    if (best < 0) break;
    const p = lists[best]![heads[best]!++]!;
    if (p === last) continue; // a name with two words of the prefix: in both lists, one after the other
    last = p;
    if (accept(p)) out.push(p);
  }
  return out;
}
