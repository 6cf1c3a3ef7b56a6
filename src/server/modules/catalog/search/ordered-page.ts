import { LRUCache } from 'lru-cache';
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

/**
 * A memory of position lists (searches' matches, lists in a sort's order) holding up to
 * `perProduct` positions a product in all, whatever the lists' lengths; the least recently used
 * go first.
 */
export const positionListMemory = <K extends NonNullable<unknown>>(perProduct: number, products: number) =>
  new LRUCache<K, Int32Array>({ maxSize: perProduct * products + 64, sizeCalculation: (list) => list.length + 1 });

/** A memory of lists' bitsets (`bitsetOf`), at most 1 000 of them (each a bit a product: 12.5 KB at 100 000). */
export const bitsetMemory = () => new LRUCache<Int32Array, Uint32Array>({ max: 1000 });

/**
 * Which products a list holds, a bit each, made once per list while it is asked for: lists are
 * kept (a word's list in the index, a search's matches), so the same object comes back for the
 * next page of the same search. Kept in `memory`, the catalogue index's own (`Marks.bitsets`),
 * so they go with it; least recently used out first.
 */
export function bitsetOf(memory: LRUCache<Int32Array, Uint32Array>, list: Int32Array, size: number): Uint32Array {
  return recentlyUsed(memory, list, () => {
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
 * A step of a walk reads the next product of the order and its bit (all close at hand); ordering
 * a list looks each of its products' rank up and the product at it (far apart): this many steps
 * cost about as much as ordering one entry, on this machine at 100 000 products.
 */
const WALK_STEPS_PER_ENTRY = 8;

/**
 * A page (`offset`, `limit`) of `candidates` that `keep` keeps, in `sort`'s order, with the
 * `named` ones (a subset of the candidates) first when given, and how many are kept. The named
 * and the rest are paged apart, each the cheaper way. A group large beside the page is found by
 * walking the sort's order, about (page's end) × products / group's size steps. Otherwise its
 * list is put in the sort's order once (`ListsInOrder`, kept for the search's next page, filter
 * or facet) and read from the start. The order is no shuffle of a search's matches (a rare word's
 * products are alike, in price too), so a walk that runs longer than ordering the list would
 * gives up and orders it. Without `keep`, membership in a walk is the lists' own bitsets; with
 * it, each candidate is tested and marked (`marks`).
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
  const groups = keep ? markKept(marks, candidates, keep, named) : listed(marks, candidates, named, size);
  const { total, namedTotal } = groups;
  const end = offset + limit;
  /** `from` to `to` of the `count` products of `list` that are in group `wanted`, in the sort's order. */
  const page = (wanted: number, count: number, list: Int32Array, from: number, to: number): number[] => {
    if (from >= to) return [];
    const walked =
      to * size < WALK_STEPS_PER_ENTRY * count * list.length &&
      !marks.inOrder.holds(list, sort) &&
      walk(sort.order, groups.inOrder(), wanted, from, to, WALK_STEPS_PER_ENTRY * list.length);
    // The list in order holds the list alone: its walk ends within its length.
    return walked || walk(marks.inOrder.of(list, sort), groups.inList(), wanted, from, to, list.length)!;
  };
  const first = named ? page(FIRST, namedTotal, named, offset, Math.min(end, namedTotal)) : [];
  const rest = page(
    REST,
    total - namedTotal,
    candidates,
    Math.max(0, offset - namedTotal),
    Math.min(end, total) - namedTotal,
  );
  return { positions: first.concat(rest), total };
}

/**
 * Products `from` to `to` of group `wanted`, walking `order`; undefined when that takes more
 * than `steps` steps before the end of the order.
 */
function walk(
  order: Int32Array,
  group: (p: number) => number,
  wanted: number,
  from: number,
  to: number,
  steps: number,
) {
  const found: number[] = [];
  let seen = 0;
  for (let r = 0; r < order.length && seen < to; r++) {
    if (r >= steps) return undefined;
    const p = order[r]!;
    if (group(p) !== wanted) continue;
    if (seen >= from) found.push(p);
    seen++;
  }
  return found;
}

/**
 * Lists (a search's matches, the named ones among them) in a sort's order, kept while they are
 * asked for: the next page of the search, or the search filtered, reads a few entries from the
 * start instead of the whole list. Ordering a list costs about twice its length and one pass
 * over a bit per product (no comparison sort). Each sort keeps up to four entries a product (1.6
 * MB at 100 000), the lists least recently asked for going first. Kept with the catalogue index's
 * marks and emptied with them when a product changes (its place in a sort, its words).
 */
export class ListsInOrder {
  /** By sort (its ranks name it), by list. */
  private readonly bySort = new Map<Int32Array, LRUCache<Int32Array, Int32Array>>();
  /** A bit per rank, all clear between uses. */
  private readonly scratch: Uint32Array;

  constructor(private readonly size: number) {
    this.scratch = new Uint32Array((size + 31) >>> 5);
  }

  holds(list: Int32Array, sort: SortOrder): boolean {
    return this.bySort.get(sort.rank)?.has(list) === true;
  }

  /** `list`'s positions in `sort`'s order. */
  of(list: Int32Array, sort: SortOrder): Int32Array {
    let memory = this.bySort.get(sort.rank);
    if (!memory) this.bySort.set(sort.rank, (memory = positionListMemory(4, this.size)));
    return recentlyUsed(memory, list, () => this.ordered(list, sort));
  }

  clear() {
    this.bySort.clear();
  }

  /** Each product's rank set as a bit, the bits read back in order (and cleared on the way). */
  private ordered(list: Int32Array, { order, rank }: SortOrder): Int32Array {
    const bits = this.scratch;
    for (const p of list) {
      const r = rank[p]!;
      bits[r >>> 5]! |= 1 << (r & 31);
    }
    const out = new Int32Array(list.length);
    let n = 0;
    for (let w = 0; n < list.length; w++) {
      let word = bits[w]!;
      if (word === 0) continue;
      bits[w] = 0;
      for (; word !== 0; word &= word - 1) out[n++] = order[(w << 5) + 31 - Math.clz32(word & -word)]!;
    }
    return out;
  }
}

/**
 * Every candidate kept. Reading a list in order (`inList`, asked of the list's products only)
 * needs only whether one is named: the named are stamped in `marks`, once a page, no bitset made
 * (making a search's two bitsets was most of the page of a rare word: 48 → 3 µs). A walk of the
 * sort's order (`inOrder`, asked of any product) uses the lists' bitsets, kept with them.
 */
function listed(marks: Marks, candidates: Int32Array, named: Int32Array | undefined, size: number) {
  let stamped: ((p: number) => number) | undefined;
  return {
    total: candidates.length,
    namedTotal: named?.length ?? 0,
    inList: () => {
      if (stamped) return stamped;
      const stamp = marks.take(1);
      if (named) for (const p of named) marks.of[p] = stamp;
      return (stamped = (p: number) => (marks.of[p] === stamp ? FIRST : REST));
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
