import { MAX_ID, MAX_PAGE, SHOP_PAGE_SLUGS, type ShopPageSlug } from '@shared/constants';

/**
 * What a page URL shows, as the server needs to know it to answer with the right status and head
 * (docs/storefront.md, "What each page carries"). The storefront's routes are in
 * src/web/lib/paths.ts; the paths below follow them.
 */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'category'; categoryId: string; page: number }
  | { kind: 'search'; keyword: string; page: number }
  | { kind: 'product'; productId: string }
  /** Shipping, returns, privacy or contact: the shop's own pages the footer links. */
  | { kind: 'shop-page'; slug: ShopPageSlug }
  /** A path the storefront has no page for, or a thing it names that does not exist. */
  | { kind: 'not-found' }
  /** A page of the storefront that is a shopper's own (cart, account, checkout) or the console. */
  | { kind: 'private' };

const ID = /^[1-9]\d{0,9}$/;
const isShopPageSlug = (value: string): value is ShopPageSlug => (SHOP_PAGE_SLUGS as readonly string[]).includes(value);
const isId = (value: string | undefined): value is string =>
  value !== undefined && ID.test(value) && Number(value) <= MAX_ID;

/** The pages that belong to a signed-in shopper or the operator: answered, never listed. */
const PRIVATE = [
  /^\/cart$/,
  /^\/order$/,
  /^\/user$/,
  /^\/user\/order$/,
  /^\/user\/order\/[^/]+$/,
  /^\/address\/(shipping|billing)$/,
  /^\/reset-password$/,
  /^\/admin(\/.*)?$/,
];

/** The list page a URL asks for: 1 unless `page` is a whole number within the lists' range. */
function pageOf(query: URLSearchParams): number {
  const raw = query.get('page');
  const page = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function publicPageOf(pathname: string, query: URLSearchParams): PublicPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { kind: 'home' };
  if (path === '/inventory/search') {
    return { kind: 'search', keyword: (query.get('keyword') ?? '').trim(), page: pageOf(query) };
  }
  const category = /^\/category\/([^/]+)$/.exec(path)?.[1];
  if (category !== undefined) {
    return isId(category) ? { kind: 'category', categoryId: category, page: pageOf(query) } : { kind: 'not-found' };
  }
  const product = /^\/inventory\/([^/]+)$/.exec(path)?.[1];
  if (product !== undefined) return isId(product) ? { kind: 'product', productId: product } : { kind: 'not-found' };
  const shopPage = /^\/pages\/([^/]+)$/.exec(path)?.[1];
  if (shopPage !== undefined)
    return isShopPageSlug(shopPage) ? { kind: 'shop-page', slug: shopPage } : { kind: 'not-found' };
  if (PRIVATE.some((pattern) => pattern.test(path))) return { kind: 'private' };
  return { kind: 'not-found' };
}
