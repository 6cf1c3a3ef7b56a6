import { SCOPES, type Scope } from './scopes';

/**
 * Staff roles are sets of the scopes the contract names beside each operator endpoint
 * (src/shared/scopes.ts; docs/operator-console.md, "Staff and roles"), the same scopes API keys
 * hold. The built-in roles are defined here, so the server checks them and the console decides
 * what to show from one list. Plain data, no zod: the console's first load may import it.
 */

export const BUILT_IN_ROLE_KEYS = ['owner', 'manager', 'fulfilment', 'support', 'content'] as const;
export type BuiltInRoleKey = (typeof BUILT_IN_ROLE_KEYS)[number];

/**
 * The built-in roles' scopes. Owner and Manager follow the list as it grows. Staff, API keys and
 * webhooks are `settings` endpoints: the Manager reads them but changes none of them (nor the
 * shop's switches), so only an owner changes who works here and what other systems may do.
 */
export const BUILT_IN_ROLES: Record<BuiltInRoleKey, { name: string; scopes: readonly Scope[] }> = {
  owner: { name: 'Owner', scopes: SCOPES },
  manager: { name: 'Manager', scopes: SCOPES.filter((s) => s !== 'settings:write') },
  fulfilment: { name: 'Fulfilment', scopes: ['orders:read', 'shipments:write'] },
  support: { name: 'Support', scopes: ['orders:read', 'customers:read', 'refunds:read', 'refunds:write'] },
  content: { name: 'Content', scopes: ['products:read', 'products:write', 'content:read', 'content:write'] },
};

export function isBuiltInRole(key: string): key is BuiltInRoleKey {
  return (BUILT_IN_ROLE_KEYS as readonly string[]).includes(key);
}

/** Whether a set of scopes opens an endpoint that needs `needed` (a scope implies no other). */
export function allows(scopes: readonly string[], needed: string): boolean {
  return scopes.includes(needed);
}
