import type { Scope } from '@shared/scopes';
import { catalogAdminNav } from './catalog/catalog-routes';
import { consolePaths } from './console-paths';

export interface ConsoleNavItem {
  to: string;
  label: string;
  end?: boolean;
  /** The scope the page needs (a list's read scope; an editor's write scope): the link shows only to a role holding it. */
  scope: Scope;
}

/** The console's navigation, in the order of the routes. */
export const consoleNav: ConsoleNavItem[] = [
  { to: consolePaths.dashboard(), label: 'Dashboard', end: true, scope: 'orders:read' },
  { to: consolePaths.orders(), label: 'Orders', scope: 'orders:read' },
  { to: consolePaths.reviews(), label: 'Reviews', scope: 'content:read' },
  { to: consolePaths.customers(), label: 'Customers', scope: 'customers:read' },
  { to: consolePaths.failedMails(), label: 'Failed mails', scope: 'orders:read' },
  ...catalogAdminNav,
  { to: consolePaths.section('pages'), label: 'Shop pages', scope: 'content:write' },
  { to: consolePaths.section('shipping'), label: 'Shipping', scope: 'settings:write' },
  { to: consolePaths.section('tax'), label: 'Tax rates', scope: 'settings:write' },
  { to: consolePaths.section('settings'), label: 'Settings', scope: 'settings:write' },
  // Other systems' access: API keys here; webhooks get their own page and link next to it.
  { to: consolePaths.integrations(), label: 'Integrations', scope: 'settings:read' },
  { to: consolePaths.webhooks(), label: 'Webhooks', scope: 'settings:read' },
  { to: consolePaths.staff(), label: 'Staff', scope: 'settings:read' },
  { to: consolePaths.activity(), label: 'Activity', scope: 'settings:read' },
];
