import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@shared/contract/endpoint';
import { isScope, type Scope } from '@shared/scopes';
import { enforceLimit } from '@server/providers/rate-limit/index';
import { bearerToken } from './auth.js';
import { hashApiKeySecret, isApiKeySecret } from './api-key-secret.js';
import { forbidden, unauthenticated } from './errors.js';
import { requireRole } from './roles.js';

/** The API key a request to /api/admin authenticated with (`Authorization: Bearer nwk_…`). */
export interface AuthApiKey {
  apiKeyId: number;
  name: string;
  scopes: ReadonlySet<Scope>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOperator` when the caller is an API key; null for a person (then `user` is set). */
    apiKey: AuthApiKey | null;
    /** A person's scopes in the console (their staff role's), set by the person check; null otherwise. */
    staffScopes: ReadonlySet<Scope> | null;
  }
}

/** What a person's check is: authenticates, and sets `staffScopes` (or refuses). */
export type PersonCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export const UNKNOWN_KEY = 'This API key is unknown or revoked';
/** `last_used_at` is written at most this often per key, so a busy key does not write on every call. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The operator scope's hook: the caller is either a person with the operator role (their access
 * token; the role read from the database on every request) or an API key (its secret). The key
 * is looked up on every call, never remembered, so a revoked key is refused on its next call.
 * Each key's calls count against its own rate limit. Which endpoints the key then opens is
 * checked per endpoint (`requireScope`), as are a person's: `asPerson` sets the scopes of their
 * staff role (the console's staff check, modules/console/staff/staff-scope.ts).
 */
export function requireOperator(asPerson: PersonCheck = requireRole('operator')) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (token && isApiKeySecret(token)) await authenticateApiKey(request, token);
    else await asPerson(request, reply);
  };
}

async function authenticateApiKey(request: FastifyRequest, secret: string): Promise<void> {
  const app = request.server;
  const row = await app.db.kysely
    .selectFrom('api_key')
    .select(['api_key_id', 'name', 'scopes', 'last_used_at', 'revoked_at'])
    .where('secret_hash', '=', hashApiKeySecret(secret))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) throw unauthenticated(UNKNOWN_KEY);
  await enforceLimit(
    app.rateLimiter,
    `api-key:${row.api_key_id}`,
    { limit: app.config.API_KEY_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
    'Too many calls with this API key',
  );
  const now = app.clock.now();
  if (row.last_used_at === null || Date.parse(row.last_used_at) <= now - LAST_USED_PRECISION_MS) {
    await app.db.kysely
      .updateTable('api_key')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('api_key_id', '=', row.api_key_id)
      .execute();
  }
  request.apiKey = { apiKeyId: row.api_key_id, name: row.name, scopes: new Set(parseScopes(row.scopes)) };
}

/** The scopes column as stored (space-separated); a scope this code no longer knows opens nothing. */
export function parseScopes(stored: string): Scope[] {
  return stored.split(' ').filter(isScope);
}

const NONE: ReadonlySet<Scope> = new Set();

/** What the caller holds: a key its scopes, a staff member their role's (none when unchecked). */
export function grantedScopes(request: FastifyRequest): ReadonlySet<Scope> {
  return request.apiKey ? request.apiKey.scopes : (request.staffScopes ?? NONE);
}

/** A person's refusal names the scope their role lacks. */
export const roleLacksScope = (scope: string) => `Your role does not include the scope ${scope}`;

/**
 * The hook `serve` puts on every operator endpoint: a caller (a key, or a person by their staff
 * role) without the endpoint's scope gets a 403 naming it. An operator endpoint without a scope
 * opens to nobody (the contract test keeps every one named).
 */
export function requireScope(endpoint: Endpoint) {
  const needed = endpoint.scope;
  return async (request: FastifyRequest): Promise<void> => {
    const key = request.apiKey !== null;
    if (!needed) throw forbidden(key ? 'No API key may call this endpoint' : 'This endpoint names no scope');
    if (!grantedScopes(request).has(needed)) {
      throw forbidden(key ? `This key lacks the scope ${needed}` : roleLacksScope(needed));
    }
  };
}
