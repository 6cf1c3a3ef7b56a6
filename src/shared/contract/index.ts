import type { Endpoint } from './endpoint';
import * as address from './address';
import * as operatorOrders from './operator-orders';
import * as operatorRefunds from './operator-refunds';
import * as operatorShipments from './operator-shipments';
import * as operatorDashboard from './operator-dashboard';
import * as operatorReviews from './operator-reviews';
import * as operatorCustomers from './operator-customers';
import * as operatorProducts from './operator-products';
import * as operatorStorefront from './operator-storefront';
import * as operatorCoupons from './operator-coupons';

/**
 * Every endpoint of the API, one module per domain. The server serves exactly these (app.ts
 * refuses an /api route that is not one of them); tests find an answer's schema here.
 */
export const endpoints: readonly Endpoint[] = [
  address,
  operatorOrders,
  operatorRefunds,
  operatorShipments,
  operatorDashboard,
  operatorReviews,
  operatorCustomers,
  operatorProducts,
  operatorStorefront,
  operatorCoupons,
].flatMap((domain) => Object.values(domain));

/** The endpoint a request is for: its method and a path that matches its pattern. */
export function endpointFor(method: string, path: string): Endpoint | undefined {
  return endpoints.find(
    (endpoint) => endpoint.method === method && new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
}
