import { Suspense } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { AppShell } from './shell/app-shell';
import { lazyComponent } from '@web/lib/lazy-component';
import { paths, routePatterns } from '@web/lib/paths';

// Each page's code is a chunk of its own, downloaded when the page is first shown.
// The pages a visitor lands on are rendered by the server too (first-paint/first-paint.tsx).
const onServer = { renderedOnServer: true };
const HomePage = lazyComponent(() => import('@web/features/home/routes/home-page').then((m) => m.HomePage), onServer);
const CategoryPage = lazyComponent(
  () => import('@web/features/catalog/routes/category-page').then((m) => m.CategoryPage),
  onServer,
);
const SearchPage = lazyComponent(
  () => import('@web/features/catalog/routes/search-page').then((m) => m.SearchPage),
  onServer,
);
const ProductPage = lazyComponent(
  () => import('@web/features/product/routes/product-page').then((m) => m.ProductPage),
  onServer,
);
const NotFoundPage = lazyComponent(() => import('./routes/rarely-visited').then((m) => m.NotFoundPage));
const CartPage = lazyComponent(() => import('@web/features/cart/routes/cart-page').then((m) => m.CartPage));
const AddressPage = lazyComponent(() => import('@web/features/address/routes/address-page').then((m) => m.AddressPage));
// Composed here: checkout combines the cart, addresses and orders.
const CheckoutPage = lazyComponent(() => import('./checkout/checkout-page').then((m) => m.CheckoutPage));
const AccountPage = lazyComponent(() => import('@web/features/account/routes/account-page').then((m) => m.AccountPage));
const OrderListPage = lazyComponent(() =>
  import('@web/features/order/routes/order-list-page').then((m) => m.OrderListPage),
);
const OrderDetailPage = lazyComponent(() =>
  import('@web/features/order/routes/order-detail-page').then((m) => m.OrderDetailPage),
);
const ResetPasswordPage = lazyComponent(() =>
  import('@web/features/auth/routes/reset-password-page').then((m) => m.ResetPasswordPage),
);
const ShopPagePage = lazyComponent(() => import('./routes/rarely-visited').then((m) => m.ShopPagePage));
// The operator console has its own shell. The guard is a chunk of its own (nothing of it in a
// shopper's first load) and downloads the console's code only for an operator.
const RequireOperator = lazyComponent(() => import('./guards/require-operator').then((m) => m.RequireOperator));

/**
 * Nothing until the first page's code has arrived (the shell and the page appear together). Later
 * navigations are transitions (browser-router.tsx): the current page stays until the next is ready.
 */
function AwaitPageCode({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Every storefront route, in React Router's declarative mode (no loaders or actions: pages fetch
 * through TanStack Query). The category and search pages hide the footer (shell/footer-visibility.ts).
 */
export const routes: RouteObject[] = [
  {
    path: routePatterns.admin,
    element: (
      <RouteErrorBoundary>
        <AwaitPageCode>
          <RequireOperator />
        </AwaitPageCode>
      </RouteErrorBoundary>
    ),
  },
  {
    path: routePatterns.home,
    element: (
      <AwaitPageCode>
        <AppShell />
      </AwaitPageCode>
    ),
    children: [
      {
        // Pathless so an error keeps the header and footer around it.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: routePatterns.category, element: <CategoryPage /> },
          // Before /inventory/:productId so 'search' is never read as an id (ranking does it anyway).
          { path: routePatterns.search, element: <SearchPage /> },
          { path: routePatterns.product, element: <ProductPage /> },
          { path: routePatterns.notFound, element: <NotFoundPage /> },
          { path: routePatterns.shopPage, element: <ShopPagePage /> },
          { path: routePatterns.resetPassword, element: <ResetPasswordPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: routePatterns.cart, element: <CartPage /> },
              { path: routePatterns.addresses, element: <AddressPage /> },
              { path: routePatterns.checkout, element: <CheckoutPage /> },
              { path: routePatterns.account, element: <AccountPage /> },
              { path: routePatterns.orders, element: <OrderListPage /> },
              { path: routePatterns.order, element: <OrderDetailPage /> },
            ],
          },
          { path: '*', element: <Navigate to={paths.notFound()} replace /> },
        ],
      },
    ],
  },
];

/** The page for the current URL. */
export function AppRoutes() {
  return useRoutes(routes);
}
