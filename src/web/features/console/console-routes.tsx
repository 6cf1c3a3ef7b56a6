import { Navigate, type RouteObject } from 'react-router';
import type { Scope } from '@shared/scopes';
import { catalogAdminNav, catalogAdminRoutes } from './catalog/catalog-routes';
import { consolePaths } from './console-paths';
import { DashboardPage } from './dashboard/dashboard-page';
import { OrderListPage } from './orders/order-list-page';
import { OrderDetailPage } from './orders/order-detail-page';
import { ReviewListPage } from './reviews/review-list-page';
import { CustomerListPage } from './customers/customer-list-page';
import { CustomerDetailPage } from './customers/customer-detail-page';
import { ShopPagesPage } from './pages/shop-pages-page';
import { FailedMailsPage } from './mails/failed-mails-page';
import { WebhooksPage } from './webhooks/webhooks-page';
import { SettingsPage } from './settings/settings-page';
import { ShippingPage } from './shipping/shipping-page';
import { TaxRatesPage } from './tax/tax-rates-page';
import { IntegrationsPage } from './integrations/integrations-page';
import { StaffPage } from './staff/staff-page';
import { ActivityPage } from './activity/activity-page';
import { RequireScope } from './kit/scopes';
import { FirstOpenPage } from './shell/first-open-page';

/**
 * A page the role must hold `scope` to see: a list's read scope, an editor's write scope (the menu,
 * the home page, categories, coupons, shop pages and the settings forms are nothing but editors,
 * so a role that may only read them is not shown Save buttons the API would refuse); otherwise it
 * says so.
 */
const scoped = (scope: Scope, element: React.ReactNode) => <RequireScope scope={scope}>{element}</RequireScope>;

/** The console's pages, relative to /admin (the whole console is one lazily loaded chunk). */
export const consoleRoutes: RouteObject[] = [
  // The dashboard is about orders; a role without them starts at its first page instead.
  { index: true, element: <FirstOpenPage dashboard={<DashboardPage />} /> },
  { path: 'orders', element: scoped('orders:read', <OrderListPage />) },
  { path: 'orders/:orderUuid', element: scoped('orders:read', <OrderDetailPage />) },
  { path: 'reviews', element: scoped('content:read', <ReviewListPage />) },
  { path: 'customers', element: scoped('customers:read', <CustomerListPage />) },
  { path: 'customers/:userId', element: scoped('customers:read', <CustomerDetailPage />) },
  { path: 'mails/failed', element: scoped('orders:read', <FailedMailsPage />) },
  ...catalogAdminRoutes.map((route) => {
    const scope = catalogAdminNav.find((item) => item.to.endsWith(`/${route.path?.split('/')[0]}`))?.scope;
    return scope ? { ...route, element: scoped(scope, route.element) } : route;
  }),
  { path: 'pages', element: scoped('content:write', <ShopPagesPage />) },
  { path: 'pages/:slug', element: scoped('content:write', <ShopPagesPage />) },
  // Pages that are forms of settings open only to a role that may save them (never a refused Save).
  { path: 'shipping', element: scoped('settings:write', <ShippingPage />) },
  { path: 'tax', element: scoped('settings:write', <TaxRatesPage />) },
  { path: 'settings', element: scoped('settings:write', <SettingsPage />) },
  { path: 'integrations', element: scoped('settings:read', <IntegrationsPage />) },
  { path: 'webhooks', element: scoped('settings:read', <WebhooksPage />) },
  { path: 'staff', element: scoped('settings:read', <StaffPage />) },
  { path: 'activity', element: scoped('settings:read', <ActivityPage />) },
  { path: '*', element: <Navigate to={consolePaths.dashboard()} replace /> },
];
