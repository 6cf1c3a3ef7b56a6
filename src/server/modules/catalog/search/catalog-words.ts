import { stem } from './porter-stemmer.js';
import { editDistance } from './edit-distance.js';

/**
 * The words of the products' names and of the categories' names at one catalogue version, built
 * in our code from the same rows on either database, so stemming and typo correction give the
 * same answers on SQLite and PostgreSQL. Descriptions are left out: reading every description of
 * 100 000 products after each catalogue change would cost seconds, and the words shoppers type
 * (what a thing is, what it is made of) are in the names.
 *
 * Besides, for suggestions: for each name word, the products (by rank in the shop's default
 * order, most popular first) whose name holds it.
 */
export interface CatalogWords {
  /** Every word, sorted (code point order), for prefix ranges. */
  sorted: string[];
  /** How many products' names (and categories' names) hold each word. */
  frequency: Map<string, number>;
  /** Words by their Porter stem. */
  byStem: Map<string, string[]>;
  /** Words by their first letter: typo correction keeps the first letter (see `correctWord`). */
  byFirstLetter: Map<string, string[]>;
  /** For each name word, the ranks of the products whose name holds it, ascending. */
  postings: Map<string, Int32Array>;
  /** Product ids by rank (the shop's default order) and each product's name words. */
  idByRank: Int32Array;
  nameWordsByRank: string[][];
}

/** `names`: each active product's id and normalised name, in the shop's default order. */
export function buildCatalogWords(names: { id: number; words: string[] }[], categoryWords: string[][]): CatalogWords {
  const frequency = new Map<string, number>();
  const lists = new Map<string, number[]>();
  const idByRank = new Int32Array(names.length);
  const nameWordsByRank: string[][] = [];
  names.forEach(({ id, words }, rank) => {
    idByRank[rank] = id;
    const unique = [...new Set(words)];
    nameWordsByRank.push(unique);
    for (const word of unique) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      let list = lists.get(word);
      if (!list) lists.set(word, (list = []));
      list.push(rank);
    }
  });
  for (const words of categoryWords)
    for (const word of new Set(words)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const sorted = [...frequency.keys()].sort(byCodePoint);
  const byStem = new Map<string, string[]>();
  const byFirstLetter = new Map<string, string[]>();
  for (const word of sorted) {
    push(byStem, stem(word), word);
    push(byFirstLetter, word.charAt(0), word);
  }
  const postings = new Map<string, Int32Array>();
  for (const [word, list] of lists) postings.set(word, Int32Array.from(list));
  return { sorted, frequency, byStem, byFirstLetter, postings, idByRank, nameWordsByRank };
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function push(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The index of the first word not before `prefix` in `sorted`. */
function lowerBound(sorted: string[], prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The words that start with `prefix`, in order. */
export function wordsStartingWith(words: CatalogWords, prefix: string): string[] {
  const out: string[] = [];
  for (let i = lowerBound(words.sorted, prefix); i < words.sorted.length; i++) {
    const word = words.sorted[i]!;
    if (!word.startsWith(prefix)) break;
    out.push(word);
  }
  return out;
}

/** Whether some word of the catalogue starts with `prefix`. */
export function isKnownPrefix(words: CatalogWords, prefix: string): boolean {
  return words.sorted[lowerBound(words.sorted, prefix)]?.startsWith(prefix) ?? false;
}

/**
 * What a query word matches, each as a word prefix: the word itself and every catalogue word with
 * the same Porter stem ("lamps" → lamp, lamps; "batteries" → battery, batteries), keeping only
 * those no other one is a prefix of ("lamps" is then just "lamp", which finds "lamps" too). So a
 * plural finds everything its singular finds. A one-letter word stays as it is (it matches only
 * itself, docs/catalog.md).
 */
export function alternativesOf(words: CatalogWords, token: string): string[] {
  if (token.length < 2) return [token];
  const candidates = [token, ...(words.byStem.get(stem(token)) ?? [])].sort(
    (a, b) => a.length - b.length || byCodePoint(a, b),
  );
  const kept: string[] = [];
  for (const candidate of candidates) if (!kept.some((k) => candidate.startsWith(k))) kept.push(candidate);
  return kept.sort(byCodePoint);
}

/** Edits forgiven in a word of this length: none up to 3 letters, one up to 7, two from 8. */
export const editsForgiven = (length: number) => (length <= 3 ? 0 : length <= 7 ? 1 : 2);

/**
 * The catalogue word closest to `token` within the edits forgiven for its length, or null when
 * `token` starts a catalogue word already (nothing to correct) or none is close enough. Ties go to
 * the fewer edits, then the word in more products, then the first in order. Only words with the
 * same first letter are tried: typos there are rare, and it keeps a correction to a few hundred
 * comparisons at any catalogue size.
 */
export function correctWord(words: CatalogWords, token: string): string | null {
  const max = editsForgiven(token.length);
  if (max === 0 || !/^\p{L}/u.test(token) || isKnownPrefix(words, token)) return null;
  let best: { word: string; distance: number; frequency: number } | null = null;
  for (const word of words.byFirstLetter.get(token.charAt(0)) ?? []) {
    const distance = editDistance(token, word, max);
    if (distance > max) continue;
    const frequency = words.frequency.get(word) ?? 0;
    if (!best || distance < best.distance || (distance === best.distance && frequency > best.frequency))
      best = { word, distance, frequency };
  }
  return best?.word ?? null;
}

/**
 * As `correctWord`, for the last word of what is being typed: a word whose beginning (as long as
 * `token`, or a letter shorter or longer) is within the edits forgiven. Answers the whole word.
 */
export function correctPrefix(words: CatalogWords, token: string): string | null {
  const max = editsForgiven(token.length);
  if (max === 0 || !/^\p{L}/u.test(token) || isKnownPrefix(words, token)) return null;
  let best: { word: string; distance: number; frequency: number } | null = null;
  for (const word of words.byFirstLetter.get(token.charAt(0)) ?? []) {
    if (word.length < token.length - max) continue;
    let distance = max + 1;
    for (let length = token.length - 1; length <= token.length + 1; length++)
      distance = Math.min(distance, editDistance(token, word.slice(0, length), max));
    if (distance > max) continue;
    const frequency = words.frequency.get(word) ?? 0;
    if (!best || distance < best.distance || (distance === best.distance && frequency > best.frequency))
      best = { word, distance, frequency };
  }
  return best?.word ?? null;
}
