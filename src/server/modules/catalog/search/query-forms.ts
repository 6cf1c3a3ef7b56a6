import { searchTokens } from '@server/modules/catalog/search-text';
import { stem, type CatalogWords } from './catalog-words.js';
import { lowerBound } from './text-index.js';

/**
 * The other ways of writing what a shopper typed, each searched as well (a product matching any
 * of them is found): "t shirt" as tshirt when the catalogue has that word, "tshirt" as t + shirt
 * when it has those two and not "tshirt", and the operator's synonym groups ("tee, t-shirt,
 * tshirt": any one of them stands for the others). The words as typed are always the first form.
 */

/** A synonym group: its entries, each as the words `searchTokens` makes of it ("t-shirt" → t, shirt). */
export type SynonymGroup = string[][];

/** A group as the operator writes it, entries separated by commas ("tee, t-shirt, tshirt"). */
export function synonymGroupOf(entries: string): SynonymGroup {
  const seen = new Set<string>();
  return entries
    .split(',')
    .map(searchTokens)
    .filter((entry) => entry.length > 0 && !seen.has(entry.join(' ')) && seen.add(entry.join(' ')));
}

/** At most this many forms of one query are searched (each is one intersection of lists). */
export const MAX_FORMS = 8;

/** What a form may be rewritten from: the index's words, sorted, and the dictionary (for stems). */
export interface FormWords {
  /** Every word of every product's text, sorted in code point order. */
  all: string[];
  dictionary: CatalogWords;
}

const isWord = (words: FormWords, word: string) => words.all[lowerBound(words.all, word)] === word;
const startsAWord = (words: FormWords, prefix: string) =>
  words.all[lowerBound(words.all, prefix)]?.startsWith(prefix) ?? false;

/** Whether `token` is a catalogue word as it stands, or an inflection of one (same stem). */
export const isCatalogWord = (words: FormWords, token: string) =>
  isWord(words, token) || words.dictionary.byStem.has(stem(token));

/** The same word, for a synonym: equal, or with the same stem ("tees" is "tee"). */
const sameWord = (a: string, b: string) => a === b || (a.length > 2 && b.length > 2 && stem(a) === stem(b));

/**
 * The forms of `tokens`: the tokens themselves first, then each rewriting of one span of them
 * (joined, split or a synonym), then two rewritings together, up to MAX_FORMS in all.
 */
export function queryForms(words: FormWords, tokens: string[], synonyms: SynonymGroup[]): string[][] {
  const rewrites: { at: number; length: number; into: string[] }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    // Two words typed apart that the catalogue writes as one ("t shirt" → tshirt).
    if (next !== undefined && (startsAWord(words, token + next) || isCatalogWord(words, token + next)))
      rewrites.push({ at: i, length: 2, into: [token + next] });
    // One word typed where the catalogue writes two ("tshirt" → t shirt). A catalogue word is
    // split only after a one-letter word ("tshirt" also finds "T-Shirt" where both are written):
    // "backpack" is not back + pack.
    if (token.length >= 4) {
      const known = isCatalogWord(words, token) || startsAWord(words, token);
      const split = splitOf(words, token, known);
      if (split) rewrites.push({ at: i, length: 1, into: split });
    }
    for (const group of synonyms)
      for (const entry of group) {
        if (i + entry.length > tokens.length || !entry.every((w, k) => sameWord(w, tokens[i + k]!))) continue;
        for (const other of group)
          if (other !== entry && other.join(' ') !== entry.join(' '))
            rewrites.push({ at: i, length: entry.length, into: other });
      }
  }
  const forms: string[][] = [tokens];
  const seen = new Set([tokens.join(' ')]);
  const add = (form: string[]) => {
    const key = form.join(' ');
    if (forms.length >= MAX_FORMS || seen.has(key)) return;
    forms.push(form);
    seen.add(key);
  };
  const apply = (form: string[], r: (typeof rewrites)[number], shift = 0) => [
    ...form.slice(0, r.at + shift),
    ...r.into,
    ...form.slice(r.at + shift + r.length),
  ];
  for (const r of rewrites) add(apply(tokens, r));
  for (let a = 0; a < rewrites.length; a++)
    for (let b = a + 1; b < rewrites.length; b++) {
      const [first, second] = [rewrites[a]!, rewrites[b]!];
      if (second.at < first.at + first.length) continue; // they overlap
      const once = apply(tokens, first);
      add(apply(once, second, first.into.length - first.length));
    }
  return forms;
}

/**
 * `token` as two catalogue words: the first a whole word, the second a whole word or (the token
 * being what is typed) the start of one; the split with the longer second word first ("tshirt"
 * → t shirt). A `known` token (a catalogue word already) only as a one-letter word and a whole word.
 */
function splitOf(words: FormWords, token: string, known: boolean): string[] | null {
  for (let k = 1; k < (known ? 2 : token.length - 1); k++) {
    const [head, tail] = [token.slice(0, k), token.slice(k)];
    if (known && !isWord(words, tail)) continue;
    if (isWord(words, head) && (isCatalogWord(words, tail) || (tail.length >= 3 && startsAWord(words, tail))))
      return [head, tail];
  }
  return null;
}
