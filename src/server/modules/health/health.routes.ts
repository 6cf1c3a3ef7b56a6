import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { readinessOf } from './readiness.js';

const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/** A load balancer's probe, every few seconds: not worth a log line each. */
export function isHealthCheck(request: FastifyRequest): boolean {
  const query = request.url.indexOf('?');
  return HEALTH_PATHS.has(query === -1 ? request.url : request.url.slice(0, query));
}

/**
 * Probes for load balancers and orchestrators, outside /api: plain JSON, no envelope, no rate
 * limit, never kept by a cache (one answering for a database that has gone would defeat them):
 * the instance shares one readiness answer for at most a second.
 * HEAD answers as GET without the body.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // Liveness: the process answers requests.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // Readiness: this instance can serve, so the load balancer may send it traffic. Computed at
  // most once a second (readiness.ts): a probe costs nothing to the other requests.
  const readiness = readinessOf(app.db);
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const reason = await readiness.problem(request.log);
    if (reason) return reply.status(503).send({ status: 'unavailable', reason });
    return { status: 'ready' };
  });
};
