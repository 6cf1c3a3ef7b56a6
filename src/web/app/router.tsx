import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import type { RouteHandle } from './route-handle';
import { RouteErrorPage } from './routes/route-error-page';
import { AppShell } from './shell/app-shell';
import { paths, routePatterns } from '@web/lib/paths';

const hideFooter: RouteHandle = { hideFooter: true };

/**
 * Every route of SPEC §2. Pages load lazily, as `lazy: () => import(...).then(m => ({ Component }))`.
 */
export const routes: RouteObject[] = [
  {
    // The operator console has its own shell. The guard is a chunk of its own (nothing of it in a
    // shopper's first load) and downloads the console's code only for an operator.
    path: routePatterns.admin,
    lazy: () => import('./guards/require-operator').then((m) => ({ Component: m.RequireOperator })),
    HydrateFallback: () => null,
    ErrorBoundary: RouteErrorPage,
  },
  {
    path: routePatterns.home,
    Component: AppShell,
    HydrateFallback: () => null,
    children: [
      {
        // Pathless so an error keeps the header and footer around it.
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: () => import('@web/features/home/routes/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: routePatterns.category,
            handle: hideFooter,
            lazy: () =>
              import('@web/features/catalog/routes/category-page').then((m) => ({ Component: m.CategoryPage })),
          },
          // Before /inventory/:inventoryId so 'search' is never read as an id.
          {
            path: routePatterns.search,
            handle: hideFooter,
            lazy: () => import('@web/features/catalog/routes/search-page').then((m) => ({ Component: m.SearchPage })),
          },
          {
            path: routePatterns.product,
            lazy: () => import('@web/features/product/routes/product-page').then((m) => ({ Component: m.ProductPage })),
          },
          {
            path: routePatterns.notFound,
            lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: routePatterns.cart,
                lazy: () => import('@web/features/cart/routes/cart-page').then((m) => ({ Component: m.CartPage })),
              },
              {
                path: routePatterns.addresses,
                lazy: () =>
                  import('@web/features/address/routes/address-page').then((m) => ({ Component: m.AddressPage })),
              },
              {
                // Composed here: checkout combines the cart, addresses and orders.
                path: routePatterns.checkout,
                lazy: () => import('./checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
              },
              {
                path: routePatterns.account,
                lazy: () =>
                  import('@web/features/account/routes/account-page').then((m) => ({ Component: m.AccountPage })),
              },
              {
                path: routePatterns.orders,
                lazy: () =>
                  import('@web/features/order/routes/order-list-page').then((m) => ({ Component: m.OrderListPage })),
              },
              {
                path: routePatterns.order,
                lazy: () =>
                  import('@web/features/order/routes/order-detail-page').then((m) => ({
                    Component: m.OrderDetailPage,
                  })),
              },
            ],
          },
          { path: '*', element: <Navigate to={paths.notFound()} replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
