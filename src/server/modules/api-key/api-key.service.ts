import type { FastifyRequest } from 'fastify';
import { endpoints } from '@shared/contract/index';
import { API_BASE } from '@shared/constants';
import { SCOPES, type Scope } from '@shared/scopes';
import type { Db } from '@server/db/database';
import { newApiKeySecret } from '@server/lib/api-key-secret';
import { requireUser } from '@server/lib/auth';
import { forbidden, notFound } from '@server/lib/errors';
import { parseScopes } from '@server/lib/operator-access';
import { insertApiKey, listApiKeyRows, revokeApiKeyRow } from './api-key.repository.js';

export interface ApiKeyDeps {
  readonly db: Db;
  nowIso(): string;
}

export const KEYS_BY_PERSONS = 'API keys are made and revoked by a signed-in operator, not with an API key';

/** The operator making or revoking a key: a person, never a key (a key cannot mint or end keys). */
function personOf(req: FastifyRequest): number {
  if (req.apiKey) throw forbidden(KEYS_BY_PERSONS);
  return requireUser(req).userId;
}

/** Scopes in the one order every list uses, whatever order they were asked in. */
const inOrder = (scopes: readonly Scope[]) => SCOPES.filter((scope) => scopes.includes(scope));

export async function createKey(deps: ApiKeyDeps, req: FastifyRequest, input: { name: string; scopes: Scope[] }) {
  const createdBy = personOf(req);
  const scopes = inOrder(input.scopes);
  const { secret, prefix, hash } = newApiKeySecret();
  const apiKeyId = await insertApiKey(deps.db.kysely, {
    name: input.name,
    scopes: scopes.join(' '),
    prefix,
    secretHash: hash,
    createdBy,
    now: deps.nowIso(),
  });
  return { apiKeyId, name: input.name, scopes, prefix, secret };
}

export async function listKeys(deps: ApiKeyDeps) {
  const rows = await listApiKeyRows(deps.db.kysely);
  return {
    apiKeys: rows.map((r) => ({
      apiKeyId: r.api_key_id,
      name: r.name,
      scopes: parseScopes(r.scopes),
      prefix: r.prefix,
      createdBy: r.created_by_email ?? null,
      createdAt: r.created_at,
      lastUsedAt: r.last_used_at,
      revokedAt: r.revoked_at,
    })),
  };
}

export async function revokeKey(deps: ApiKeyDeps, req: FastifyRequest, apiKeyId: number) {
  personOf(req);
  const revokedAt = await revokeApiKeyRow(deps.db.kysely, apiKeyId, deps.nowIso());
  if (revokedAt === null) throw notFound('API key');
  return { apiKeyId, revokedAt };
}

/** `/admin/orders/:orderUuid` as an outside client writes it: `/api/admin/orders/{orderUuid}`. */
const wirePath = (path: string) => `${API_BASE}${path.replace(/:(\w+)/g, '{$1}')}`;

/** Each scope with the endpoints that name it in the contract: what a key with it may call. */
export function scopeList() {
  return {
    scopes: SCOPES.map((scope) => ({
      scope,
      endpoints: endpoints
        .filter((endpoint) => endpoint.access === 'operator' && endpoint.scope === scope)
        .map((endpoint) => ({ method: endpoint.method, path: wirePath(endpoint.path), summary: endpoint.summary })),
    })),
  };
}
