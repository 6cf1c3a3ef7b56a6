import type { FastifyPluginAsync } from 'fastify';
import { serveAccess } from './endpoint.js';
import { neverCache } from './private-answers.js';

/**
 * One scope for every route a signed-in customer uses (user, cart, address, orders, uploads):
 * authentication runs on `onRequest`, so a missing token answers 401 before a body is even
 * read, and no answer is stored by a shared or browser cache. Modules registered here add
 * neither; a new customer module is one more argument in app.ts.
 */
export function customerScope(...modules: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    serveAccess(scope, 'customer');
    neverCache(scope);
    for (const module of modules) await scope.register(module);
  };
}
