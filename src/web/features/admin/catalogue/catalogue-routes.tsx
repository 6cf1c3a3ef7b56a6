import type { RouteObject } from 'react-router';
import { adminPaths } from '../admin-paths';
import { CouponListPage } from '../coupons/coupon-list-page';
import { CategoryListPage } from './category-list-page';
import { ProductEditPage } from './product-edit-page';
import { ProductListPage } from './product-list-page';

/**
 * The catalogue half of the console (Products with their stock, Categories, Coupons): its routes,
 * relative to /admin, and its entries in the console's navigation. The API also covers the menu
 * and the home page (docs/operator-console.md); their pages are still to come.
 */
export const catalogueAdminRoutes: RouteObject[] = [
  { path: 'products', element: <ProductListPage /> },
  { path: 'products/:inventoryId', element: <ProductEditPage /> },
  { path: 'categories', element: <CategoryListPage /> },
  { path: 'coupons', element: <CouponListPage /> },
];

export const catalogueAdminNav: { to: string; label: string }[] = [
  { to: adminPaths.section('products'), label: 'Products' },
  { to: adminPaths.section('categories'), label: 'Categories' },
  { to: adminPaths.section('coupons'), label: 'Coupons' },
];
