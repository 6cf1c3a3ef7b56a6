import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, computed once at start-up: our policy has no per-request part (no nonces),
 * so every response gets the same set. @fastify/helmet rebuilt the identical headers on every
 * response, which cost about 40 % of the throughput of a small JSON answer (see
 * docs/performance.md); setting a precomputed object costs almost nothing.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let error: unknown;
  helmet(options)({} as never, response as never, (e?: unknown) => {
    error = e;
  });
  if (error) throw error;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
