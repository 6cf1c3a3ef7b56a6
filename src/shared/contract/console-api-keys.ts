import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/api-keys');
/** Keys other systems call the operator API with, and the scopes they may hold. */
const apiKeys = {
  tag: 'admin',
  schemas: () => import('../schemas/api-keys'),
} as const satisfies Domain<Schemas>;

export const listApiKeys = {
  ...apiKeys,
  method: 'GET',
  path: '/admin/api-keys',
  access: 'operator',
  scope: 'settings:read',
  summary: 'Every API key, revoked ones too, newest first (never a secret)',
  response: 'apiKeyListSchema',
} as const satisfies EndpointOf<Schemas>;

export const createApiKey = {
  ...apiKeys,
  method: 'POST',
  path: '/admin/api-keys',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Make an API key with a name and scopes; the answer holds its secret, shown only here',
  body: 'createApiKeySchema',
  response: 'createdApiKeySchema',
} as const satisfies EndpointOf<Schemas>;

export const revokeApiKey = {
  ...apiKeys,
  method: 'DELETE',
  path: '/admin/api-keys/:apiKeyId',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Revoke an API key: its next call is refused',
  params: 'apiKeyParamsSchema',
  response: 'revokedApiKeySchema',
} as const satisfies EndpointOf<Schemas>;

export const listScopes = {
  ...apiKeys,
  method: 'GET',
  path: '/admin/scopes',
  access: 'operator',
  scope: 'settings:read',
  summary: 'Every scope with the endpoints it opens',
  response: 'scopeListSchema',
} as const satisfies EndpointOf<Schemas>;
