import type { FastifyRequest } from 'fastify';
import { endpoints } from '@shared/contract/index';
import { API_BASE } from '@shared/constants';
import { SCOPES, type Scope } from '@shared/scopes';
import type { Db } from '@server/db/database';
import { newApiKeySecret } from '@server/lib/api-key-secret';
import { requireUser } from '@server/lib/auth';
import { forbidden, notFound } from '@server/lib/errors';
import { parseScopes } from '@server/lib/operator-access';
import { operatorActor, recordAudit, requireRecentSignIn } from '@server/modules/operator-write';
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

export const beyondYourRole = (scope: string) =>
  `You cannot give a key the scope ${scope}, which your role does not include`;

export async function createKey(deps: ApiKeyDeps, req: FastifyRequest, input: { name: string; scopes: Scope[] }) {
  const createdBy = personOf(req);
  await requireRecentSignIn(req);
  const scopes = inOrder(input.scopes);
  // A member gives a key no more than their own role holds.
  const beyond = scopes.find((scope) => !req.staffScopes?.has(scope));
  if (beyond !== undefined) throw forbidden(beyondYourRole(beyond));
  const { secret, prefix, hash } = newApiKeySecret();
  const now = deps.nowIso();
  const apiKeyId = await deps.db.transaction(async (tx) => {
    const id = await insertApiKey(tx.kysely, {
      name: input.name,
      scopes: scopes.join(' '),
      prefix,
      secretHash: hash,
      createdBy,
      now,
    });
    await recordAudit(tx.kysely, {
      actor: operatorActor(createdBy),
      entity: 'api-key',
      entityId: id,
      action: 'create',
      subject: `API key ${input.name} (${prefix})`,
      before: null,
      after: { name: input.name, scopes, prefix },
      now,
    });
    return id;
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
  const person = personOf(req);
  await requireRecentSignIn(req);
  const now = deps.nowIso();
  const revokedAt = await deps.db.transaction(async (tx) => {
    const at = await revokeApiKeyRow(tx.kysely, apiKeyId, now);
    if (at === null) throw notFound('API key');
    await recordAudit(tx.kysely, {
      actor: operatorActor(person),
      entity: 'api-key',
      entityId: apiKeyId,
      action: 'revoke',
      subject: `API key ${apiKeyId}`,
      before: { revokedAt: null },
      after: { revokedAt: at },
      now,
    });
    return at;
  });
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
