import type { Scope } from '@shared/scopes';
import { catalogAdminNav } from './catalog/catalog-routes';
import { adminPaths } from './admin-paths';

export interface AdminNavItem {
  to: string;
  label: string;
  end?: boolean;
  /** The scope the page needs (a list's read scope; an editor's write scope): the link shows only to a role holding it. */
  scope: Scope;
}

/** The console's navigation, in the order of the routes. */
export const adminNav: AdminNavItem[] = [
  { to: adminPaths.dashboard(), label: 'Dashboard', end: true, scope: 'orders:read' },
  { to: adminPaths.orders(), label: 'Orders', scope: 'orders:read' },
  { to: adminPaths.reviews(), label: 'Reviews', scope: 'content:read' },
  { to: adminPaths.customers(), label: 'Customers', scope: 'customers:read' },
  { to: adminPaths.failedMails(), label: 'Failed mails', scope: 'orders:read' },
  ...catalogAdminNav,
  { to: adminPaths.section('pages'), label: 'Shop pages', scope: 'content:write' },
  { to: adminPaths.section('shipping'), label: 'Shipping', scope: 'settings:write' },
  { to: adminPaths.section('tax'), label: 'Tax rates', scope: 'settings:write' },
  { to: adminPaths.section('settings'), label: 'Settings', scope: 'settings:write' },
  // Other systems' access: API keys here; webhooks get their own page and link next to it.
  { to: adminPaths.integrations(), label: 'Integrations', scope: 'settings:read' },
  { to: adminPaths.webhooks(), label: 'Webhooks', scope: 'settings:read' },
  { to: adminPaths.staff(), label: 'Staff', scope: 'settings:read' },
  { to: adminPaths.activity(), label: 'Activity', scope: 'settings:read' },
];
