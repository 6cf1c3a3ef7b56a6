import type { FastifyPluginAsync } from 'fastify';
import { createApiKey, listApiKeys, listScopes, revokeApiKey } from '@shared/contract/console-api-keys';
import { serve } from '@server/lib/endpoint';
import { ok } from '@server/lib/envelope';
import { createKey, listKeys, revokeKey, scopeList, type ApiKeyDeps } from './api-key.service.js';

/**
 * The console's Integrations page: API keys and the scopes they hold. Registered inside the
 * operator scope (it requires an operator or a key, and checks each endpoint's scope).
 */
export const apiKeyRoutes: FastifyPluginAsync = async (app) => {
  const deps: ApiKeyDeps = {
    get db() {
      return app.db;
    },
    nowIso: () => app.nowIso(),
  };
  await serve(app, listApiKeys, async () => ok(await listKeys(deps)));
  await serve(app, createApiKey, async (req) => ok(await createKey(deps, req, req.body)));
  await serve(app, revokeApiKey, async (req) => ok(await revokeKey(deps, req, req.params.apiKeyId)));
  await serve(app, listScopes, async () => ok(scopeList()));
};
