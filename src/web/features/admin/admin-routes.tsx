import { Navigate, type RouteObject } from 'react-router';
import { catalogAdminNav, catalogAdminRoutes } from './catalog/catalog-routes';
import { adminPaths } from './admin-paths';
import { DashboardPage } from './dashboard/dashboard-page';
import { OrderListPage } from './orders/order-list-page';
import { OrderDetailPage } from './orders/order-detail-page';
import { ReviewListPage } from './reviews/review-list-page';
import { CustomerListPage } from './customers/customer-list-page';
import { CustomerDetailPage } from './customers/customer-detail-page';
import { ShopPagesPage } from './pages/shop-pages-page';
import { FailedMailsPage } from './mails/failed-mails-page';
import { IntegrationsPage } from './integrations/integrations-page';

/** The console's pages, relative to /admin (the whole console is one lazily loaded chunk). */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'orders', element: <OrderListPage /> },
  { path: 'orders/:orderUuid', element: <OrderDetailPage /> },
  { path: 'reviews', element: <ReviewListPage /> },
  { path: 'customers', element: <CustomerListPage /> },
  { path: 'customers/:userId', element: <CustomerDetailPage /> },
  { path: 'mails/failed', element: <FailedMailsPage /> },
  ...catalogAdminRoutes,
  { path: 'pages', element: <ShopPagesPage /> },
  { path: 'pages/:slug', element: <ShopPagesPage /> },
  { path: 'integrations', element: <IntegrationsPage /> },
  { path: '*', element: <Navigate to={adminPaths.dashboard()} replace /> },
];

/** The console's navigation, in the order of the routes. */
export const adminNav: { to: string; label: string; end?: boolean }[] = [
  { to: adminPaths.dashboard(), label: 'Dashboard', end: true },
  { to: adminPaths.orders(), label: 'Orders' },
  { to: adminPaths.reviews(), label: 'Reviews' },
  { to: adminPaths.customers(), label: 'Customers' },
  { to: adminPaths.failedMails(), label: 'Failed mails' },
  ...catalogAdminNav,
  { to: adminPaths.section('pages'), label: 'Shop pages' },
  // Other systems' access: API keys here; webhooks get their own page and link next to it.
  { to: adminPaths.integrations(), label: 'Integrations' },
];
