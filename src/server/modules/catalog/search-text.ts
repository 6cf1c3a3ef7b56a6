/**
 * One normalisation for what is indexed and what is asked, so the catalogue index
 * (search/text-index.ts) holds exactly the words a query can ask for: accents folded,
 * lower-case, split on anything that is not a letter or a digit.
 */
export function searchTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function normaliseForSearch(text: string): string {
  return searchTokens(text).join(' ');
}

export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(nbsp|amp|lt|gt|quot|#39);/g, ' ');
}

/** The two indexed fields of a product: its name (weighted higher) and everything else. */
export function productSearchFields(input: { name: string; descriptionHtml: string; categoryNames: string[] }) {
  return {
    search_name: normaliseForSearch(input.name),
    search_body: normaliseForSearch(`${input.categoryNames.join(' ')} ${htmlToText(input.descriptionHtml)}`),
  };
}

/** At most this many words are searched; the rest of a long query is ignored. */
export const MAX_QUERY_TOKENS = 8;

export function queryTokens(search: string): string[] {
  return searchTokens(search).slice(0, MAX_QUERY_TOKENS);
}
