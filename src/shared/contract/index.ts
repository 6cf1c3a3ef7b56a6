import type { Endpoint } from './endpoint';
import { routePattern } from './route-pattern';
import * as address from './address';
import * as asset from './asset';
import * as auth from './auth';
import * as cart from './cart';
import * as catalog from './catalog';
import * as home from './home';
import * as order from './order';
import * as notification from './notification';
import * as user from './user';
import * as operatorOrders from './console-orders';
import * as operatorRefunds from './console-refunds';
import * as operatorShipments from './console-shipments';
import * as operatorDashboard from './console-dashboard';
import * as operatorReviews from './console-reviews';
import * as operatorCustomers from './console-customers';
import * as operatorProducts from './console-products';
import * as operatorStorefront from './console-storefront';
import * as operatorCoupons from './console-coupons';
import * as shopPages from './shop-pages';
import * as operatorSettings from './console-settings';
import * as operatorOrderNotes from './console-order-notes';
import * as operatorCustomerNotes from './console-customer-notes';
import * as operatorMails from './console-mails';
import * as variants from './variants';
import * as account from './account';
import * as shipping from './shipping';
import * as operatorShipping from './console-shipping';
import * as operatorCatalogueMove from './console-catalogue-move';
import * as operatorApiKeys from './console-api-keys';
import * as operatorWebhooks from './console-webhooks';
import * as operatorStaff from './console-staff';

/** One domain a line, so domains added side by side merge without conflict. */
// prettier-ignore
const domains = [
  address,
  asset,
  auth,
  cart,
  catalog,
  home,
  order,
  notification,
  user,
  operatorOrders,
  operatorRefunds,
  operatorShipments,
  operatorDashboard,
  operatorReviews,
  operatorCustomers,
  operatorProducts,
  operatorStorefront,
  operatorCoupons,
  shopPages,
  operatorSettings,
  operatorOrderNotes,
  operatorCustomerNotes,
  operatorMails,
  variants,
  account,
  shipping,
  operatorShipping,
  operatorCatalogueMove,
  operatorApiKeys,
  operatorWebhooks,
  operatorStaff,
];

/**
 * Every endpoint of the API, one module per domain. The server serves exactly these (app.ts
 * refuses an /api route that is not one of them); tests find an answer's schema here.
 */
export const endpoints: readonly Endpoint[] = domains.flatMap((domain) => Object.values(domain));

const paramCount = (endpoint: Endpoint) => endpoint.path.split(':').length - 1;

/**
 * The endpoint a request is for: its method and a path that matches its pattern. Of several, the
 * one with the fewest parameters, as fixed segments win in the server's router: `/order/list` is
 * the list, not an order whose id is `list`.
 */
export function endpointFor(method: string, path: string): Endpoint | undefined {
  return endpoints
    .filter((endpoint) => endpoint.method === method && routePattern(endpoint.path).test(path))
    .sort((a, b) => paramCount(a) - paramCount(b))[0];
}
