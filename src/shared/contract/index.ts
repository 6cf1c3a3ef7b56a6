import type { Endpoint } from './endpoint';
import * as address from './address';

/**
 * Every endpoint of the API, one module per domain. The server serves exactly these (app.ts
 * refuses an /api route that is not one of them); tests find an answer's schema here.
 */
export const endpoints: readonly Endpoint[] = [address].flatMap((domain) => Object.values(domain));

/** The endpoint a request is for: its method and a path that matches its pattern. */
export function endpointFor(method: string, path: string): Endpoint | undefined {
  return endpoints.find(
    (endpoint) => endpoint.method === method && new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
}
