import type { RouteObject } from 'react-router';
import type { Scope } from '@shared/scopes';
import { consolePaths } from '../console-paths';
import { ProductImportPage } from '../catalogue-move/product-import-page';
import { CouponListPage } from '../coupons/coupon-list-page';
import { HomePage } from '../storefront/home-page';
import { NavigationPage } from '../storefront/navigation-page';
import { CategoryListPage } from './category-list-page';
import { ProductEditPage } from './product-edit-page';
import { ProductListPage } from './product-list-page';

/**
 * The catalogue half of the console (Products with their stock, Categories, the Menu, the Home
 * page's banners and sections, Coupons): its routes, relative to /admin, and its entries in the
 * console's navigation (docs/operator-console.md). The menu and home pages are in `../storefront/`.
 */
export const catalogAdminRoutes: RouteObject[] = [
  { path: 'products', element: <ProductListPage /> },
  { path: 'products/import', element: <ProductImportPage /> },
  { path: 'products/:productId', element: <ProductEditPage /> },
  { path: 'categories', element: <CategoryListPage /> },
  { path: 'navigation', element: <NavigationPage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'coupons', element: <CouponListPage /> },
];

/** Each with the scope its page reads with (the console shows a link only to a role holding it). */
export const catalogAdminNav: { to: string; label: string; scope: Scope }[] = [
  { to: consolePaths.section('products'), label: 'Products', scope: 'products:read' },
  { to: consolePaths.section('categories'), label: 'Categories', scope: 'products:write' },
  { to: consolePaths.section('navigation'), label: 'Menu', scope: 'content:write' },
  { to: consolePaths.section('home'), label: 'Home page', scope: 'content:write' },
  { to: consolePaths.section('coupons'), label: 'Coupons', scope: 'content:write' },
];
