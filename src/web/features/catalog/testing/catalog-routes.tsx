import type { RouteObject } from 'react-router';
import { AppShell } from '@web/app/shell/app-shell';
import { card } from '@web/test/fixtures/home';
import { CategoryPage } from '../routes/category-page';
import { SearchPage } from '../routes/search-page';

/** The catalogue pages inside the real shell, so the header search box is there too. */
export const catalogRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    children: [
      { path: 'category/:categoryId', Component: CategoryPage },
      { path: 'inventory/search', Component: SearchPage },
    ],
  },
];

/** One page of `total` cards, numbered from the page's first item, as the list API answers. */
export function listPage(page: number, total: number, pageSize = 12) {
  const first = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - first));
  return {
    list: Array.from({ length: count }, (_, index) => card(first + index + 1, `Product ${first + index + 1}`, 1000)),
    total,
  };
}
