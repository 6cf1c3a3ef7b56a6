import { stemmer } from 'stemmer';
import { editDistance } from './edit-distance.js';
import { LRUCache } from 'lru-cache';
import { recentlyUsed } from '@server/lib/recently-used';
import { byCodePoint, lowerBound } from './text-index.js';

/**
 * The words shoppers type, at one catalogue version: those of the products' names and of the
 * categories' names, counted from the text index (text-index.ts), so stemming and typo
 * correction give the same answers on SQLite and PostgreSQL. Description words are left out of
 * corrections: the words shoppers type (what a thing is, what it is made of) are in the names,
 * and a rare description word would make a poor correction.
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
  /**
   * Corrections already worked out (`correctWord`, `correctPrefix`): a correction compares the
   * word with every catalogue word of its first letter (a few hundred edit distances), and
   * shoppers type the same beginnings and the same slips over and over, a keystroke a
   * suggestion. Emptied when the words change. '' stands for no correction.
   */
  corrections: LRUCache<string, string>;
}

/** At most this many corrections are remembered per catalogue's words. */
const CORRECTION_MEMORY_SIZE = 20_000;

/** `nameWords`: each word of the products' names and how many names hold it. */
export function buildCatalogWords(nameWords: Map<string, number>, categoryWords: string[][]): CatalogWords {
  const frequency = new Map(nameWords);
  for (const words of categoryWords)
    for (const word of new Set(words)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const sorted = [...frequency.keys()].sort(byCodePoint);
  const byStem = new Map<string, string[]>();
  const byFirstLetter = new Map<string, string[]>();
  for (const word of sorted) {
    push(byStem, stem(word), word);
    push(byFirstLetter, word.charAt(0), word);
  }
  return { sorted, frequency, byStem, byFirstLetter, corrections: new LRUCache({ max: CORRECTION_MEMORY_SIZE }) };
}

/**
 * The Porter stem of one lower-case token as `searchTokens` makes it ("lamps" and "lamp" give
 * lamp, "batteries" and "battery" batteri), by the `stemmer` package (Porter's 1980 algorithm as
 * published). It runs in our code, not in a database, so SQLite and PostgreSQL search with the
 * same stems. Words of one or two letters and words with anything but a–z stay as they are
 * (the package would cut "crème" to "crèm").
 */
export function stem(word: string): string {
  return word.length <= 2 || !/^[a-z]+$/.test(word) ? word : stemmer(word);
}

function push(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Whether some word of the catalogue starts with `prefix`. */
function isKnownPrefix(words: CatalogWords, prefix: string): boolean {
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
  return remembered(words, `word ${token}`, () => nearestWord(words, token));
}

function nearestWord(words: CatalogWords, token: string): string | null {
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
  return remembered(words, `prefix ${token}`, () => nearestPrefix(words, token));
}

function nearestPrefix(words: CatalogWords, token: string): string | null {
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

function remembered(words: CatalogWords, key: string, correct: () => string | null): string | null {
  return recentlyUsed(words.corrections, key, () => correct() ?? '') || null;
}

/**
 * Counts `word` in (`by` 1) or out (`by` -1) of the dictionary, in place: one product's name
 * changed. A word whose count reaches 0 leaves it, a new one comes in at its place in order.
 */
export function countWord(words: CatalogWords, word: string, by: 1 | -1): void {
  const count = (words.frequency.get(word) ?? 0) + by;
  const known = words.frequency.has(word);
  words.corrections.clear();
  if (count > 0) {
    words.frequency.set(word, count);
    if (known) return;
    words.sorted.splice(lowerBound(words.sorted, word), 0, word);
    insertInOrder(words.byStem, stem(word), word);
    insertInOrder(words.byFirstLetter, word.charAt(0), word);
    return;
  }
  if (!known) return;
  words.frequency.delete(word);
  words.sorted.splice(lowerBound(words.sorted, word), 1);
  removeFrom(words.byStem, stem(word), word);
  removeFrom(words.byFirstLetter, word.charAt(0), word);
}

function insertInOrder(map: Map<string, string[]>, key: string, word: string) {
  const list = map.get(key);
  if (!list) map.set(key, [word]);
  else list.splice(lowerBound(list, word), 0, word);
}

function removeFrom(map: Map<string, string[]>, key: string, word: string) {
  const list = map.get(key);
  const at = list?.indexOf(word) ?? -1;
  if (at < 0) return;
  list!.splice(at, 1);
  if (list!.length === 0) map.delete(key);
}
