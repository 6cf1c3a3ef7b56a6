import { DEFAULT_PAGE_SIZE } from './constants';

/**
 * The storefront pages whose first screen the server prepares in the HTML it answers
 * (docs/storefront.md, "First paint"): the public API reads the page makes first, by name, so
 * the server can put their answers in the document and the storefront can seed its query cache
 * with them instead of asking again. Only a page's canonical URL is prepared (a category or a
 * search without `page` or `sort`): that is where shoppers land from links and search engines.
 */
export type FirstScreenPage =
  | { route: 'home' }
  | { route: 'category'; categoryId: string }
  | { route: 'search'; keyword: string }
  | { route: 'product'; productId: string };

/**
 * The cards of a list's first page whose pictures load at once (the first row on a desktop, two
 * rows on a phone); the rest load as they scroll into view. The server preloads these pictures.
 */
export const EAGER_LIST_CARDS = 4;

/** The `<script type="application/json">` element that carries the answers, by read name. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** Read name → API answer's `data`, as the server put it in the page. */
export type FirstScreenData = Record<string, unknown>;

const ID = /^[1-9]\d{0,15}$/;

/** The page a URL shows, when it is one of those the server prepares. */
export function firstScreenPageOf(pathname: string, query: URLSearchParams): FirstScreenPage | undefined {
  if (query.has('page') || query.has('sort')) return undefined;
  if (pathname === '/') return { route: 'home' };
  const category = /^\/category\/([^/]+)$/.exec(pathname);
  if (category?.[1] !== undefined && ID.test(category[1])) return { route: 'category', categoryId: category[1] };
  if (pathname === '/inventory/search') {
    const keyword = (query.get('keyword') ?? '').trim();
    return keyword ? { route: 'search', keyword } : undefined;
  }
  const product = /^\/inventory\/([^/]+)$/.exec(pathname);
  if (product?.[1] !== undefined && ID.test(product[1])) return { route: 'product', productId: product[1] };
  return undefined;
}

/**
 * The list request of a grid's first page in the default order, spelt as the storefront's API
 * client spells it (parameters in the same order), so both share one remembered answer.
 */
function firstListPage(scope: { categoryId: string } | { search: string }): string {
  return `/product/inventory?${new URLSearchParams({ page: '1', num: String(DEFAULT_PAGE_SIZE), sort: 'default', ...scope })}`;
}

/** Read name → API path (under /api) of what the page's first screen shows. */
export function firstScreenReads(page: FirstScreenPage): Record<string, string> {
  const shell = { navItems: '/home/nav-items' };
  switch (page.route) {
    case 'home':
      return { ...shell, banners: '/home/banners', sections: '/home/section' };
    case 'category':
      return {
        ...shell,
        category: `/filter/category/${page.categoryId}`,
        list: firstListPage({ categoryId: page.categoryId }),
      };
    case 'search':
      return { ...shell, list: firstListPage({ search: page.keyword }) };
    case 'product':
      return {
        ...shell,
        product: `/product/inventory/${page.productId}`,
        addons: `/product/inventory/${page.productId}/addon`,
      };
  }
}
