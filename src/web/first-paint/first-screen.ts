import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData, type FirstScreenPage } from '@shared/first-screen';
import { toCode } from '@shared/wire-names';
import { getCategoryQueryOptions } from '@web/features/catalog/api/get-category';
import { getProductListQueryOptions } from '@web/features/catalog/api/get-product-list';
import { getBannersQueryOptions } from '@web/features/home/api/get-banners';
import { getSectionsQueryOptions } from '@web/features/home/api/get-sections';
import { getNavItemsQueryOptions } from '@web/features/navigation/api/get-nav-items';
import { getAddonsQueryOptions } from '@web/features/product/api/get-addons';
import { getProductQueryOptions } from '@web/features/product/api/get-product';
import type { NavItem } from '@shared/schemas/home';
import { useSessionStore } from '@web/lib/store';

/** The query each read of `firstScreenReads` (src/shared/first-screen.ts) answers. */
function queryKeys(page: FirstScreenPage): Record<string, QueryKey> {
  const shell = { navItems: getNavItemsQueryOptions().queryKey };
  switch (page.route) {
    case 'home':
      return { ...shell, banners: getBannersQueryOptions().queryKey, sections: getSectionsQueryOptions().queryKey };
    case 'category':
      return {
        ...shell,
        category: getCategoryQueryOptions(page.categoryId).queryKey,
        list: getProductListQueryOptions({ categoryId: page.categoryId, page: 1, sort: 'default' }).queryKey,
      };
    case 'search':
      return {
        ...shell,
        list: getProductListQueryOptions({ search: page.keyword, page: 1, sort: 'default' }).queryKey,
      };
    case 'product':
      return {
        ...shell,
        product: getProductQueryOptions(page.productId).queryKey,
        addons: getAddonsQueryOptions(page.productId).queryKey,
      };
  }
}

/**
 * Puts the API answers the server included in the page (server/first-paint/storefront-page.ts) into the
 * query cache, so the first page renders with its data at once instead of asking for it after
 * its code has run. Each answer is used once: the element goes, and later pages ask as usual.
 */
export function seedFirstScreen(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return;
  element.remove();
  const { page, data } = JSON.parse(element.textContent ?? '{}') as { page: FirstScreenPage; data: FirstScreenData };
  seedAnswers(queryClient, page, toCode(data)); // the API's answers, read with the code's names as `api.call` does
}

/**
 * Puts a page's first-screen answers where its first render reads them; the server renders the
 * page with them too (first-paint/first-paint.tsx). The menu also goes to the session store
 * (menuList), which the shell fills from the answer once mounted: filled now, the first render
 * already draws the menu and the category page its sub-category chips, where the store's update
 * would re-render header, page and footer at once, the first page's longest task on a phone.
 */
export function seedAnswers(queryClient: QueryClient, page: FirstScreenPage, data: FirstScreenData): void {
  const keys = queryKeys(page);
  for (const [name, answer] of Object.entries(data)) {
    const key = keys[name];
    if (key) queryClient.setQueryData(key, answer);
  }
  // Empty without one: on the server, the menu of an earlier request's page must not stay.
  const menu = (data.navItems as { navItems?: NavItem[] } | undefined)?.navItems;
  useSessionStore.getState().setMenuList(menu ?? []);
}
