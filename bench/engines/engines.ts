import MiniSearch from 'minisearch';
import { Index as FlexIndex } from 'flexsearch';
import { create, insertMultiple, remove, insert, search as oramaSearch, type Orama } from '@orama/orama';
import {
  alternativesOf,
  buildCatalogWords,
  correctWord,
  editsForgiven,
  type CatalogWords,
} from '../../src/server/modules/catalog/search/catalog-words.js';
import {
  matching,
  nameWordCounts,
  termLists,
  TextIndexBuilder,
  type TextIndex,
} from '../../src/server/modules/catalog/search/text-index.js';
import { firstInOrder } from '../../src/server/modules/catalog/search/ordered-page.js';
import { queryTokens } from '../../src/server/modules/catalog/search-text.js';
import type { CorpusDoc } from './corpus.js';

/** How many suggestions a suggestion asks for (the storefront shows up to eight names). */
export const SUGGESTIONS = 8;

/**
 * One engine under the same questions the shop asks of its index: every product a search
 * matches (every word, each as a prefix; the shop needs the total, facets and its own sorts of
 * all of them), the first names a suggestion input matches, and a search with a typo corrected.
 */
export interface Engine {
  name: string;
  build(docs: CorpusDoc[]): Promise<void>;
  /** The ids of every product whose text has every word of `query` (each as a prefix). */
  search(query: string): Promise<number[]>;
  /** Up to SUGGESTIONS ids of products whose name matches `input`. */
  suggest(input: string): Promise<number[]>;
  /** The ids a search with a typo finds, corrected (or forgiven) as the engine can. */
  fuzzy(query: string): Promise<number[]>;
  /** Product `doc` changed: its entries replaced (remove and add). */
  update(doc: CorpusDoc): Promise<void>;
  /** What a per-product update is (in place, or a rebuild). */
  updateKind: string;
}

/** The shop's own index (search/): the real TextIndexBuilder, matching and catalogue words. */
export function ownedEngine(categoryWords: string[][]): Engine {
  let docs: CorpusDoc[] = [];
  let index: TextIndex;
  let words: CatalogWords;
  let rank: Int32Array;
  let ids: Int32Array;
  const build = (all: CorpusDoc[]) => {
    docs = all;
    const builder = new TextIndexBuilder();
    ids = new Int32Array(all.length);
    all.forEach((d, p) => {
      ids[p] = d.id;
      builder.add(p, d.name === '' ? [] : d.name.split(' '), d.text.split(' '));
    });
    // The shop's default order: most popular first, then by id.
    const order = Array.from(all.keys()).sort((a, b) => all[b]!.popularity - all[a]!.popularity || a - b);
    rank = new Int32Array(all.length);
    order.forEach((p, i) => (rank[p] = i));
    index = builder.build(rank);
    words = buildCatalogWords(nameWordCounts(index), categoryWords);
  };
  const termsOf = (tokens: string[]) => tokens.map((t) => alternativesOf(words, t));
  const toIds = (positions: ArrayLike<number>) => Array.from(positions, (p) => ids[p]!);
  return {
    name: 'owned index',
    updateKind: 'whole rebuild',
    build: async (all) => build(all),
    search: async (query) => toIds(matching(index, termsOf(queryTokens(query)))),
    suggest: async (input) => {
      const terms = termsOf(queryTokens(input));
      const [lead, ...others] = terms;
      if (!lead) return [];
      const named = others.length > 0 ? new Set(matching(index, others, 'name')) : undefined;
      return toIds(firstInOrder(termLists(index, lead, 'name'), rank, SUGGESTIONS, named && ((p) => named.has(p))));
    },
    fuzzy: async (query) => {
      // As catalogue-index.service.ts resolveSearch: a search finding under 3 is tried corrected.
      const tokens = queryTokens(query);
      const found = matching(index, termsOf(tokens));
      if (found.length >= 3) return toIds(found);
      const corrected = tokens.map((t) => correctWord(words, t) ?? t);
      return toIds(matching(index, termsOf(corrected)));
    },
    // The index is arrays built once: one product's change is a rebuild of them all.
    update: async (doc) => build(docs.map((d) => (d.id === doc.id ? doc : d))),
  };
}

const split = (text: string) => text.split(' ');

export function miniSearchEngine(): Engine {
  let ms: MiniSearch<CorpusDoc>;
  const byId = new Map<number, CorpusDoc>();
  const ids = (results: { id: number }[]) => results.map((r) => r.id);
  return {
    name: 'MiniSearch',
    updateKind: 'in place',
    build: async (docs) => {
      ms = new MiniSearch<CorpusDoc>({
        fields: ['name', 'text'],
        idField: 'id',
        tokenize: split,
        processTerm: (t) => t || null,
      });
      ms.addAll(docs);
      for (const d of docs) byId.set(d.id, d);
    },
    search: async (query) =>
      ids(ms.search(queryTokens(query).join(' '), { fields: ['text'], prefix: true, combineWith: 'AND' })),
    suggest: async (input) =>
      ids(
        ms
          .search(queryTokens(input).join(' '), { fields: ['name'], prefix: true, combineWith: 'AND' })
          .slice(0, SUGGESTIONS),
      ),
    fuzzy: async (query) =>
      ids(
        ms.search(queryTokens(query).join(' '), {
          fields: ['text'],
          prefix: true,
          combineWith: 'AND',
          fuzzy: (term) => editsForgiven(term.length),
        }),
      ),
    update: async (doc) => {
      ms.remove(byId.get(doc.id)!);
      ms.add(doc);
      byId.set(doc.id, doc);
    },
  };
}

/** FlexSearch: one index of the text and one of the names, each word indexed by its prefixes. */
export function flexSearchEngine(size: number): Engine {
  let text: FlexIndex;
  let names: FlexIndex;
  return {
    name: 'FlexSearch',
    updateKind: 'in place',
    build: async (docs) => {
      // fastupdate: a register of each product's entries, so removing one does not scan the index.
      text = new FlexIndex({ tokenize: 'forward', fastupdate: true });
      names = new FlexIndex({ tokenize: 'forward', fastupdate: true });
      for (const d of docs) {
        text.add(d.id, d.text);
        names.add(d.id, d.name);
      }
    },
    search: async (query) => text.search(queryTokens(query).join(' '), { limit: size }) as number[],
    suggest: async (input) => names.search(queryTokens(input).join(' '), { limit: SUGGESTIONS }) as number[],
    // No edit distance: `suggest` keeps the products matching most of the words.
    fuzzy: async (query) => text.search(queryTokens(query).join(' '), { limit: size, suggest: true }) as number[],
    update: async (doc) => {
      text.update(doc.id, doc.text);
      names.update(doc.id, doc.name);
    },
  };
}

const oramaSchema = { name: 'string', text: 'string' } as const;
type OramaDoc = { id: string; name: string; text: string };
const asOrama = (d: CorpusDoc): OramaDoc => ({ id: String(d.id), name: d.name, text: d.text });

/** Orama: every word must match (threshold 0), each as a prefix (its default). */
export function oramaEngine(size: number): Engine {
  let db: Orama<typeof oramaSchema>;
  const ids = (r: { hits: { id: string }[] }) => r.hits.map((h) => Number(h.id));
  const tokenizer = { language: 'english', normalizationCache: new Map(), tokenize: (raw: string) => split(raw) };
  return {
    name: 'Orama',
    updateKind: 'in place',
    build: async (docs) => {
      db = create({ schema: oramaSchema, components: { tokenizer: tokenizer as never } });
      await insertMultiple(db, docs.map(asOrama), 5000);
    },
    search: async (query) =>
      ids(
        await oramaSearch(db, { term: queryTokens(query).join(' '), properties: ['text'], threshold: 0, limit: size }),
      ),
    suggest: async (input) =>
      ids(
        await oramaSearch(db, {
          term: queryTokens(input).join(' '),
          properties: ['name'],
          threshold: 0,
          limit: SUGGESTIONS,
        }),
      ),
    fuzzy: async (query) => {
      const tokens = queryTokens(query);
      return ids(
        await oramaSearch(db, {
          term: tokens.join(' '),
          properties: ['text'],
          threshold: 0,
          limit: size,
          tolerance: Math.max(...tokens.map((t) => editsForgiven(t.length))),
        }),
      );
    },
    update: async (doc) => {
      await remove(db, String(doc.id));
      await insert(db, asOrama(doc));
    },
  };
}
