import { badRequest } from '@server/lib/errors';
import { recentlyUsed } from '@server/lib/recently-used';
import type { ProductFilterQuery } from '@shared/schemas/catalog';
import type * as repo from './catalog.repository.js';
import { alternativesOf, correctPrefix, correctWord } from './search/catalog-words.js';
import { matching, postingsIn, termLists } from './search/text-index.js';
import { isCatalogWord, queryForms, type SynonymGroup } from './search/query-forms.js';
import { bitsetOf, firstInOrder, has, orderedPage } from './search/ordered-page.js';
import type { CatalogIndex } from './read-model/index.js';
import {
  countFacets,
  passes,
  UNKNOWN_OPTION,
  type FacetCounts,
  type Filters,
  type Scope,
} from './filters/filtering.js';

/**
 * The answers read from the catalogue index: searches, filters, facets, stemming, typo correction
 * and suggestions. Everything here reads the catalogue index, which the read model keeps (read-model/, docs/catalog.md "Filters" and
 * "Search that forgives"), built from the same rows by the same code on either database, so both
 * give the same answers.
 */

/**
 * A search's matches (text and name apart), kept in the index (`matches`): the next page of a
 * search, or another sort, filter or facet of it, need not merge its words' lists again (a short
 * prefix's are tens of thousands of products: 0.8–1.7 ms at 100 000).
 */
function matchesOf(index: CatalogIndex, terms: string[][], field: 'text' | 'name' = 'text'): Int32Array {
  return recentlyUsed(index.matches, `${field} ${JSON.stringify(terms)}`, () => matching(index.text, terms, field));
}

/**
 * A search's terms, in each of its forms (search/query-forms.ts): the products any form matches,
 * each once. One form is its own matches.
 */
export type SearchForms = string[][][];

function matchesOfForms(index: CatalogIndex, forms: SearchForms, field: 'text' | 'name' = 'text'): Int32Array {
  if (forms.length === 1) return matchesOf(index, forms[0]!, field);
  return recentlyUsed(index.matches, `${field} ${JSON.stringify(forms)}`, () => {
    const each = forms.map((terms) => matchesOf(index, terms, field));
    const marks = index.text.marks;
    const stamp = marks.take(1);
    const out = new Int32Array(each.reduce((n, m) => n + m.length, 0));
    let n = 0;
    for (const found of each)
      for (const p of found)
        if (marks.of[p] !== stamp) {
          marks.of[p] = stamp;
          out[n++] = p;
        }
    return out.subarray(0, n);
  });
}

const wordsOfIndex = (index: CatalogIndex) => ({ all: index.text.words, dictionary: index.words });

/** Each form of `tokens` (joined, split, synonyms), as terms. */
const formsOf = (index: CatalogIndex, tokens: string[], synonyms: SynonymGroup[]): SearchForms =>
  queryForms(wordsOfIndex(index), tokens, synonyms).map((form) => form.map((t) => alternativesOf(index.words, t)));

/** A word corrected, unless it is a catalogue word as typed (or an inflection of one): "black" is never "back". */
const correctedWord = (index: CatalogIndex, token: string) =>
  isCatalogWord(wordsOfIndex(index), token) ? token : (correctWord(index.words, token) ?? token);

/** Whether a list query filters. */
export const queryHasFilters = (q: ProductFilterQuery) =>
  q.minPrice !== undefined ||
  q.maxPrice !== undefined ||
  q.minRating !== undefined ||
  q.inStock === true ||
  q.onSale === true ||
  (q.color?.length ?? 0) > 0 ||
  (q.size?.length ?? 0) > 0;

/** Searches finding fewer products than this are tried again with their words corrected. */
export const CORRECT_BELOW = 3;

export interface ResolvedSearch {
  /**
   * What is searched: the forms of the words (any may match); in a form every term must match, a
   * term's words may stand for each other.
   */
  terms: SearchForms;
  /** The corrected words, when a correction is searched instead of the words as typed. */
  correctedSearch?: string;
}

/**
 * The terms a search looks for: each word with its inflections, in each form of the words
 * (joined, split, the operator's synonyms); or, unless `exact`, each word that is not a
 * catalogue word corrected to the nearest one when the words as typed find fewer than
 * CORRECT_BELOW products and the correction finds more.
 */
export function resolveSearch(
  index: CatalogIndex,
  tokens: string[],
  exact: boolean,
  synonyms: SynonymGroup[] = [],
): ResolvedSearch {
  const terms = formsOf(index, tokens, synonyms);
  if (exact || tokens.length === 0) return { terms };
  const found = matchesOfForms(index, terms).length;
  if (found >= CORRECT_BELOW) return { terms };
  const corrected = tokens.map((t) => correctedWord(index, t));
  if (corrected.every((t, i) => t === tokens[i])) return { terms };
  const correctedTerms = formsOf(index, corrected, synonyms);
  if (matchesOfForms(index, correctedTerms).length <= found) return { terms };
  return { terms: correctedTerms, correctedSearch: corrected.join(' ') };
}

/**
 * The request's filters against the facts. A colour or size no product on sale comes in is a
 * valid request that matches nothing (a shared link to a colour sold out of the range, a typed
 * URL): it stands as UNKNOWN_OPTION, which no product has, so the list is empty, not an error.
 */
export function filtersOf({ facts }: CatalogIndex, query: ProductFilterQuery): Filters {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
    throw badRequest('maxPrice: must not be below minPrice');
  const indexes = (names: string[], offered: string[]) =>
    [...new Set(names)].map((name) => {
      const at = offered.findIndex((o) => o.toLowerCase() === name.toLowerCase());
      return at < 0 ? UNKNOWN_OPTION : at;
    });
  return {
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minRating: query.minRating,
    inStock: query.inStock === true,
    onSale: query.onSale === true,
    colors: indexes(query.color ?? [], facts.colorNames),
    sizes: indexes(query.size ?? [], facts.sizeNames),
  };
}

/**
 * A page of a search, or of a filtered list, as ids, and how many products it finds. A search
 * sorts its matches that pass: by the sort, or for relevance the products whose name matches
 * every term first, then the rest, each in the shop's default order. A filtered list walks
 * `order` (its scope's positions in the sort's order; the whole catalogue's when omitted),
 * keeping those that pass.
 */
export function indexPage(
  index: CatalogIndex,
  input: { filters: Filters; scope: Scope; terms?: SearchForms; order?: Int32Array },
  page: repo.ProductPage,
): { ids: number[]; total: number } {
  const { facts, text, sorts } = index;
  const { filters, scope, terms } = input;
  const sort = sorts[page.sort];
  const keep = filtersNothing(filters, scope) ? undefined : (p: number) => passes(facts, p, filters, scope);
  const found = terms
    ? orderedPage(
        text.marks,
        {
          candidates: matchesOfForms(index, terms),
          keep,
          named: page.sort === 'default' ? matchesOfForms(index, terms, 'name') : undefined,
          sort,
        },
        page.offset,
        page.limit,
      )
    : walkPage(input.order ?? sort.order, keep ?? (() => true), page);
  return { ids: found.positions.map((p) => facts.id[p]!), total: found.total };
}

const filtersNothing = (f: Filters, scope: Scope) =>
  scope.root === null &&
  scope.sub === null &&
  f.minPrice === undefined &&
  f.maxPrice === undefined &&
  f.minRating === undefined &&
  !f.inStock &&
  !f.onSale &&
  f.colors.length === 0 &&
  f.sizes.length === 0;

function walkPage(order: Int32Array, keep: (p: number) => boolean, page: repo.ProductPage) {
  const end = page.offset + page.limit;
  const positions: number[] = [];
  let total = 0;
  for (const p of order) {
    if (!keep(p)) continue;
    if (total >= page.offset && total < end) positions.push(p);
    total++;
  }
  return { positions, total };
}

/** The facet counts of a list's filters, over its scope or its search's matches. */
export function facetCounts(
  index: CatalogIndex,
  input: { filters: Filters; scope: Scope; terms?: SearchForms },
): FacetCounts {
  const { filters, scope, terms } = input;
  return countFacets(index.facts, filters, scope, terms && matchesOfForms(index, terms));
}

/**
 * The ids of the first `limit` products (most popular first) whose name has, in one of the
 * forms, a word for every term: each form's first `limit` (the top of their union is among
 * them), merged in the shop's order.
 */
export function suggestedProducts(index: CatalogIndex, forms: SearchForms, limit: number): number[] {
  const rank = index.sorts.default.rank;
  const found = forms.length === 1 ? firstNamed(index, forms[0]!, limit) : [];
  if (forms.length > 1) {
    found.push(...new Set(forms.flatMap((terms) => firstNamed(index, terms, limit))));
    found.sort((a, b) => rank[a]! - rank[b]!);
  }
  return found.slice(0, limit).map((p) => index.facts.id[p]!);
}

/**
 * The first `limit` products (positions, most popular first) whose name has, for every term, a
 * word it stands for: the heads of the lead term's name lists (kept in the shop's order) merged,
 * each product checked against the other terms' matches.
 */
function firstNamed(index: CatalogIndex, terms: string[][], limit: number): number[] {
  const [lead, ...others] = terms
    .map((t) => ({ term: t, lists: termLists(index.text, t, 'name') }))
    .sort((a, b) => postingsIn(a.lists) - postingsIn(b.lists));
  if (!lead) return [];
  const size = index.facts.size;
  const otherMatches = others.map(({ term }) =>
    bitsetOf(index.text.marks.bitsets, matchesOf(index, [term], 'name'), size),
  );
  const accept = (p: number) => otherMatches.every((bits) => has(bits, p));
  return firstInOrder(lead.lists, index.sorts.default.rank, limit, accept);
}

/**
 * Suggestions' words: the forms a search of the same words looks for (joined, split, the
 * operator's synonyms; each word a prefix with its inflections), so the list suggests what the
 * search finds; the last word corrected as a beginning when no form suggests anything.
 */
export function suggestionTerms(index: CatalogIndex, tokens: string[], synonyms: SynonymGroup[] = []) {
  const { words } = index;
  return {
    forms: formsOf(index, tokens, synonyms),
    corrected: () => {
      const corrected = tokens.map((t, i) =>
        i === tokens.length - 1 ? (correctPrefix(words, t) ?? t) : correctedWord(index, t),
      );
      if (corrected.every((t, i) => t === tokens[i])) return null;
      return { tokens: corrected, forms: formsOf(index, corrected, synonyms) };
    },
  };
}
