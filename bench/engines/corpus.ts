import { generateProduct } from '../../src/server/demo/generate.js';
import { rng, type Rng } from '../../src/server/demo/prng.js';
import { categoryRows } from '../../src/server/demo/generate.js';
import { searchTokens } from '../../src/server/modules/catalog/search-text.js';
import { itemAt } from '../../src/shared/item-at.js';

/** One product as every engine indexes it: normalised name words, and those plus the rest. */
export interface CorpusDoc {
  id: number;
  /** The normalised name (search_name). */
  name: string;
  /** Name, category names and description, normalised (search_name + search_body). */
  text: string;
  popularity: number;
}

/**
 * `products` products as the demo seed writes them (the same names, descriptions, categories
 * and popularity), reduced to the text the catalogue index reads.
 */
export function shopCorpus(products: number): { docs: CorpusDoc[]; categoryWords: string[][] } {
  const docs: CorpusDoc[] = [];
  for (let n = 0; n < products; n++) {
    const { row } = generateProduct(n, { withReviews: false, userCount: 0 });
    const name = row.search_name ?? '';
    docs.push({
      id: row.inventory_id,
      name,
      text: `${name} ${row.search_body ?? ''}`,
      popularity: row.popularity ?? 0,
    });
  }
  return { docs, categoryWords: categoryRows().map((c) => searchTokens(c.display_name)) };
}

/** A word with one typo: a letter dropped, doubled, or two neighbours swapped (never the first). */
export function typo(word: string, r: Rng) {
  const i = 1 + r.int(0, word.length - 3);
  const kind = r.int(0, 2);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word.charAt(i) + word.slice(i);
  return word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
}

export interface QuerySets {
  /** Distinct searches: a name word, a prefix of one, or two words of one product's text. */
  searches: string[];
  /** Distinct suggestion inputs: 2–5 letters of a name word, after another word or not. */
  suggestions: string[];
  /** Distinct searches with one typo in a name word of 5 letters or more, and the word meant. */
  typos: { query: string; meant: string }[];
}

/** Query sets drawn from the corpus's own words, each query distinct (every one a miss). */
export function querySets(docs: CorpusDoc[], count: number, seed = 45): QuerySets {
  const r = rng(seed);
  const doc = () => itemAt(docs, r.int(0, docs.length - 1));
  const wordOf = (text: string) => {
    const words = text.split(' ').filter((w) => /^[a-z]{3,}$/.test(w));
    return words.length > 0 ? itemAt(words, r.int(0, words.length - 1)) : null;
  };
  const distinct = (make: () => string | null) => {
    const out = new Set<string>();
    for (let tries = 0; out.size < count && tries < count * 50; tries++) {
      const q = make();
      if (q) out.add(q);
    }
    return [...out];
  };
  const searches = distinct(() => {
    const d = doc();
    const kind = r.int(0, 2);
    const a = wordOf(kind === 0 ? d.name : d.text);
    if (!a) return null;
    if (kind === 0) return a;
    if (kind === 1) return a.slice(0, r.int(3, Math.max(3, a.length)));
    const b = wordOf(d.text);
    return b && b !== a ? `${a} ${b}` : null;
  });
  const suggestions = distinct(() => {
    const d = doc();
    const words = d.name.split(' ').filter((w) => /^[a-z]{2,}$/.test(w));
    if (words.length === 0) return null;
    const i = r.int(0, words.length - 1);
    const prefix = words[i]!.slice(0, r.int(2, 5));
    return i > 0 && r.chance(0.5) ? `${words[i - 1]} ${prefix}` : prefix;
  });
  const typos: { query: string; meant: string }[] = [];
  const seen = new Set<string>();
  for (let tries = 0; typos.length < count && tries < count * 50; tries++) {
    const words = doc()
      .name.split(' ')
      .filter((w) => /^[a-z]{5,}$/.test(w));
    if (words.length === 0) continue;
    const meant = itemAt(words, r.int(0, words.length - 1));
    const query = typo(meant, r);
    if (query === meant || seen.has(query)) continue;
    seen.add(query);
    typos.push({ query, meant });
  }
  return { searches, suggestions, typos };
}
