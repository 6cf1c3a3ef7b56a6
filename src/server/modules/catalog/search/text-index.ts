import { bitsetMemory, ListsInOrder } from './ordered-page.js';

/**
 * The words of every product on sale, kept in memory beside the facts (filters/product-facts.ts):
 * for each word, the positions (in the facts) of the products whose text holds it, and of those
 * whose name does. A search reads only this: a common word's 4 500 products are a list already
 * made, a prefix a run of neighbouring words, two words an intersection of lists. Asking SQLite's
 * FTS5 or PostgreSQL for the same cost 2–7 ms a search (a 100 000-product catalogue), most of it
 * reading and sorting every match; here a search costs tens of microseconds and both databases
 * give the same answers by construction, from the same rows and the same code.
 */
export interface TextIndex {
  /** Every word, sorted in code point order, so the words a prefix starts are one run. */
  words: string[];
  /** Per word (same index as `words`): positions of the products whose text holds it, ascending. */
  inText: Int32Array[];
  /**
   * Per word: positions of the products whose name holds it (most are empty), in the shop's
   * default order, so suggestions (the most popular names first) read only the heads of lists.
   */
  inName: Int32Array[];
  /** Scratch marks for matching and paging, one per product (see `Marks`). */
  marks: Marks;
}

const NONE = new Int32Array(0);

/** Builds a text index from products added in position order (0, 1, 2, …). */
export class TextIndexBuilder {
  private readonly lists = new Map<string, { text: number[]; name: number[]; lastText: number; lastName: number }>();
  private size = 0;

  /** Product `position`'s name words and the rest of its words (description, category names). */
  add(position: number, nameWords: string[], otherWords: string[]) {
    this.size = Math.max(this.size, position + 1);
    for (const word of nameWords) {
      const list = this.list(word);
      if (list.lastName !== position) {
        list.name.push(position);
        list.lastName = position;
      }
    }
    for (const words of [nameWords, otherWords])
      for (const word of words) {
        const list = this.list(word);
        if (list.lastText !== position) {
          list.text.push(position);
          list.lastText = position;
        }
      }
  }

  private list(word: string) {
    let list = this.lists.get(word);
    if (!list) this.lists.set(word, (list = { text: [], name: [], lastText: -1, lastName: -1 }));
    return list;
  }

  /** `rank`: each position's rank in the shop's default order (positions' own order when omitted). */
  build(rank?: Int32Array): TextIndex {
    const words = [...this.lists.keys()].sort(byCodePoint);
    return {
      words,
      inText: words.map((w) => Int32Array.from(this.lists.get(w)!.text)),
      inName: words.map((w) => {
        const name = this.lists.get(w)!.name;
        if (name.length === 0) return NONE;
        const list = Int32Array.from(name);
        return rank ? list.sort((a, b) => rank[a]! - rank[b]!) : list;
      }),
      marks: new Marks(this.size),
    };
  }
}

export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The index of the first of `sorted` not before `word`. */
export function lowerBound(sorted: string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One number per product, stamped to mark it, with a counter instead of clearing: a search marks
 * its matches with stamps no earlier search used, so it never pays for clearing 100 000 entries.
 * Used synchronously only (JavaScript runs one request's code at a time), so requests never see
 * each other's marks.
 */
export class Marks {
  readonly of: Uint32Array;
  /** Lists' bitsets (ordered-page.ts `bitsetOf`), kept with the index they were made from. */
  readonly bitsets = bitsetMemory();
  /** Lists put in a sort's order (ordered-page.ts), kept with the index they were made from. */
  readonly inOrder: ListsInOrder;
  private next = 1;
  constructor(size: number) {
    this.of = new Uint32Array(size);
    this.inOrder = new ListsInOrder(size);
  }
  /** Forgets what was kept of lists: a product's words or its place in a sort changed. */
  forgetLists() {
    this.bitsets.clear();
    this.inOrder.clear();
  }
  /** `count` fresh stamps: the first one returned, the others following it. */
  take(count: number): number {
    if (this.next + count >= 0xffffffff) {
      this.of.fill(0);
      this.next = 1;
    }
    const first = this.next;
    this.next += count;
    return first;
  }
}

/**
 * Per term of a search, the lists of the words its alternatives stand for: each alternative is
 * a word prefix ("dre" → dress, dresses, dresser…), or at one letter, the word itself (as a
 * prefix it would match nearly everything).
 */
export function termLists(index: TextIndex, alternatives: string[], field: 'text' | 'name'): Int32Array[] {
  const lists = field === 'text' ? index.inText : index.inName;
  const out: Int32Array[] = [];
  for (const alternative of alternatives) {
    let i = lowerBound(index.words, alternative);
    if (alternative.length < 2) {
      if (index.words[i] === alternative && lists[i]!.length > 0) out.push(lists[i]!);
      continue;
    }
    for (; i < index.words.length && index.words[i]!.startsWith(alternative); i++)
      if (lists[i]!.length > 0) out.push(lists[i]!);
  }
  return out;
}

/** How many entries `lists` hold together. */
export const postingsIn = (lists: Int32Array[]) => lists.reduce((n, l) => n + l.length, 0);

/**
 * The positions of the products whose text (or name) has, for every term, a word one of its
 * alternatives stands for; each once, in no particular order. The term with the fewest postings
 * gives the candidates, each other term keeps those it marks.
 */
export function matching(index: TextIndex, terms: string[][], field: 'text' | 'name' = 'text'): Int32Array {
  if (terms.length === 0) return NONE;
  const byTerm = terms.map((t) => termLists(index, t, field)).sort((a, b) => postingsIn(a) - postingsIn(b));
  const [lead, ...others] = byTerm;
  if (lead!.length === 0) return NONE;
  if (lead!.length === 1 && others.length === 0) return lead![0]!; // one word's list: unique already
  const marks = index.marks.of;
  const first = index.marks.take(byTerm.length);
  const out = new Int32Array(postingsIn(lead!));
  let n = 0;
  for (const list of lead!)
    for (const p of list)
      if (marks[p] !== first) {
        marks[p] = first;
        out[n++] = p;
      }
  others.forEach((lists, i) => {
    const held = first + i;
    for (const list of lists) for (const p of list) if (marks[p] === held) marks[p] = held + 1;
  });
  const kept = first + others.length;
  let m = 0;
  for (let j = 0; j < n; j++) if (marks[out[j]!] === kept) out[m++] = out[j]!;
  return out.subarray(0, m);
}

/** Each word of the products' names and how many names hold it (what typo correction weighs). */
export function nameWordCounts(index: TextIndex): Map<string, number> {
  const counts = new Map<string, number>();
  index.words.forEach((word, i) => {
    if (index.inName[i]!.length > 0) counts.set(word, index.inName[i]!.length);
  });
  return counts;
}

/** Where `value` is, or goes, in `list` (ascending). */
function lowerBoundIn(list: Int32Array, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index of `value` in `list` (ascending), or -1. */
function indexInAscending(list: Int32Array, value: number): number {
  const at = lowerBoundIn(list, value);
  return list[at] === value ? at : -1;
}

const without = (list: Int32Array, at: number) => {
  const out = new Int32Array(list.length - 1);
  out.set(list.subarray(0, at));
  out.set(list.subarray(at + 1), at);
  return out;
};

const withAt = (list: Int32Array, at: number, value: number) => {
  const out = new Int32Array(list.length + 1);
  out.set(list.subarray(0, at));
  out[at] = value;
  out.set(list.subarray(at), at + 1);
  return out;
};

/** Where `p` goes in a name list kept in `rank`'s order. */
function placeByRank(list: Int32Array, p: number, rank: Int32Array): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rank[list[mid]!]! < rank[p]!) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Takes product `p` out of every word's lists, in place (one product's text changed): each
 * word's text list is looked up by halves (a few milliseconds over every word at 100 000
 * products). Answers the words its name held, for the dictionary's counts. Lists are replaced,
 * never changed, so a search's matches kept from before still hold what they held.
 */
export function removeProductWords(index: TextIndex, p: number): string[] {
  const named: string[] = [];
  for (let i = 0; i < index.words.length; i++) {
    const at = indexInAscending(index.inText[i]!, p);
    if (at < 0) continue;
    index.inText[i] = without(index.inText[i]!, at);
    const inName = index.inName[i]!.indexOf(p);
    if (inName >= 0) {
      index.inName[i] = index.inName[i]!.length === 1 ? NONE : without(index.inName[i]!, inName);
      named.push(index.words[i]!);
    }
  }
  return named;
}

/** Adds product `p`'s words, in place (`rank`: the default order, which name lists follow). Answers its name's words. */
export function addProductWords(
  index: TextIndex,
  p: number,
  nameWords: string[],
  otherWords: string[],
  rank: Int32Array,
): string[] {
  const names = new Set(nameWords);
  for (const word of new Set([...nameWords, ...otherWords])) {
    const i = lowerBound(index.words, word);
    if (index.words[i] !== word) {
      index.words.splice(i, 0, word);
      index.inText.splice(i, 0, NONE);
      index.inName.splice(i, 0, NONE);
    }
    const text = index.inText[i]!;
    if (indexInAscending(text, p) < 0) index.inText[i] = withAt(text, lowerBoundIn(text, p), p);
    if (names.has(word) && index.inName[i]!.indexOf(p) < 0)
      index.inName[i] = withAt(index.inName[i]!, placeByRank(index.inName[i]!, p, rank), p);
  }
  return [...names];
}

/** Puts `p` back in its place in the name lists of `nameWords` after its rank in the default order changed. */
export function replaceInNameLists(index: TextIndex, p: number, nameWords: string[], rank: Int32Array): void {
  for (const word of new Set(nameWords)) {
    const i = lowerBound(index.words, word);
    if (index.words[i] !== word) continue;
    const list = index.inName[i]!;
    const at = list.indexOf(p);
    if (at < 0) continue;
    const rest = without(list, at);
    index.inName[i] = withAt(rest, placeByRank(rest, p, rank), p);
  }
}

/** A product added after the last position, with its name's words and the rest of its words. */
export interface AddedWords {
  position: number;
  nameWords: string[];
  otherWords: string[];
}

/**
 * Adds products placed after every position the index holds (`added` in position order), in
 * place: each word's lists grow once for all of them (a text list by appending, a name list by
 * a merge in `rank`'s order), where adding them one by one would copy a common word's list once
 * a product. Answers each product's distinct name words.
 */
export function appendProductsWords(index: TextIndex, added: AddedWords[], rank: Int32Array): string[][] {
  const inText = new Map<string, number[]>();
  const inName = new Map<string, number[]>();
  const push = (lists: Map<string, number[]>, word: string, p: number) => {
    const list = lists.get(word);
    if (list) list.push(p);
    else lists.set(word, [p]);
  };
  const names = added.map(({ position, nameWords, otherWords }) => {
    const own = new Set(nameWords);
    for (const word of new Set([...nameWords, ...otherWords])) push(inText, word, position);
    for (const word of own) push(inName, word, position);
    return [...own];
  });
  for (const [word, positions] of inText) {
    const i = lowerBound(index.words, word);
    if (index.words[i] !== word) {
      index.words.splice(i, 0, word);
      index.inText.splice(i, 0, NONE);
      index.inName.splice(i, 0, NONE);
    }
    const text = new Int32Array(index.inText[i]!.length + positions.length);
    text.set(index.inText[i]!);
    text.set(positions, index.inText[i]!.length);
    index.inText[i] = text;
    const named = inName.get(word);
    if (named) index.inName[i] = mergedByRank(index.inName[i]!, named, rank);
  }
  return names;
}

/** `list` (in `rank`'s order) with `more` merged into it in that order. */
function mergedByRank(list: Int32Array, more: number[], rank: Int32Array): Int32Array {
  const fresh = [...more].sort((a, b) => rank[a]! - rank[b]!);
  const out = new Int32Array(list.length + fresh.length);
  let i = 0;
  let j = 0;
  for (let n = 0; n < out.length; n++)
    out[n] = j >= fresh.length || (i < list.length && rank[list[i]!]! < rank[fresh[j]!]!) ? list[i++]! : fresh[j++]!;
  return out;
}
