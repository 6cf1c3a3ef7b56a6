import type { FastifyInstance } from 'fastify';

/** A customer's own answers and tokens must never sit in a shared or browser cache. */
export function neverCache(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
}
