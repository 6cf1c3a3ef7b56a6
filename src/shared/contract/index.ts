import type { Endpoint } from './endpoint';
import * as address from './address';
import * as auth from './auth';
import * as catalog from './catalog';
import * as home from './home';
import * as user from './user';

/** One domain a line, so domains added side by side merge without conflict. */
// prettier-ignore
const domains = [
  address,
  auth,
  catalog,
  home,
  user,
];

/**
 * Every endpoint of the API, one module per domain. The server serves exactly these (app.ts
 * refuses an /api route that is not one of them); tests find an answer's schema here.
 */
export const endpoints: readonly Endpoint[] = domains.flatMap((domain) => Object.values(domain));

/** The endpoint a request is for: its method and a path that matches its pattern. */
export function endpointFor(method: string, path: string): Endpoint | undefined {
  return endpoints.find(
    (endpoint) => endpoint.method === method && new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
}
