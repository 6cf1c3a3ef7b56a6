import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-dashboard');
/** The dashboard's figures (docs/operator-console.md "Dashboard"). */
const dashboard = {
  tag: 'admin',
  schemas: () => import('../schemas/console-dashboard'),
} as const satisfies Domain<Schemas>;

export const getDashboard = {
  ...dashboard,
  method: 'GET',
  path: '/admin/dashboard',
  access: 'operator',
  scope: 'orders:read',
  summary: 'Orders, revenue and what waits for the operator',
  response: 'dashboardSchema',
} as const satisfies EndpointOf<Schemas>;
