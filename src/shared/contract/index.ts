import type { Endpoint } from './endpoint';
import * as address from './address';
import * as asset from './asset';
import * as cart from './cart';
import * as order from './order';

/**
 * Every endpoint of the API, one module per domain. The server serves exactly these (app.ts
 * refuses an /api route that is not one of them); tests find an answer's schema here.
 */
// One line per domain, so adding a domain touches no other's line.
// prettier-ignore
export const endpoints: readonly Endpoint[] = [
  address,
  asset,
  cart,
  order,
].flatMap((domain) => Object.values(domain));

const paramCount = (endpoint: Endpoint) => endpoint.path.split(':').length - 1;

/**
 * The endpoint a request is for: its method and a path that matches its pattern. Of several, the
 * one with the fewest parameters, as fixed segments win in the server's router: `/order/list` is
 * the list, not an order whose id is `list`.
 */
export function endpointFor(method: string, path: string): Endpoint | undefined {
  return endpoints
    .filter(
      (endpoint) => endpoint.method === method && new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
    )
    .sort((a, b) => paramCount(a) - paramCount(b))[0];
}
