/**
 * Staff roles are sets of the scopes the contract names beside each operator endpoint
 * (docs/operator-console.md, "Staff and roles"). The built-in roles are defined here, so the
 * server checks them and the console decides what to show from one list.
 */

/** The areas an operator endpoint belongs to; each has a `read` and a `write` scope. */
export const SCOPE_AREAS = [
  'orders',
  'products',
  'stock',
  'customers',
  'refunds',
  'shipments',
  'content',
  'settings',
  'staff',
  'integrations',
] as const;
export type ScopeArea = (typeof SCOPE_AREAS)[number];
export type Scope = `${ScopeArea}:${'read' | 'write'}`;

export const ALL_SCOPES: readonly Scope[] = SCOPE_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as const);

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as readonly string[]).includes(value);
}

export const BUILT_IN_ROLE_KEYS = ['owner', 'manager', 'fulfilment', 'support', 'content'] as const;
export type BuiltInRoleKey = (typeof BUILT_IN_ROLE_KEYS)[number];

/** Areas only the owner (and a custom role the owner makes) may touch: who works here, and other systems' access. */
const OWNER_AREAS: readonly ScopeArea[] = ['staff', 'integrations'];

/** The built-in roles' scopes; Owner and Manager follow the list as it grows. */
export const BUILT_IN_ROLES: Record<BuiltInRoleKey, { name: string; scopes: readonly Scope[] }> = {
  owner: { name: 'Owner', scopes: ALL_SCOPES },
  manager: { name: 'Manager', scopes: ALL_SCOPES.filter((s) => !OWNER_AREAS.includes(areaOf(s))) },
  fulfilment: { name: 'Fulfilment', scopes: ['orders:read', 'shipments:read', 'shipments:write'] },
  support: { name: 'Support', scopes: ['orders:read', 'customers:read', 'refunds:read', 'refunds:write'] },
  content: { name: 'Content', scopes: ['products:read', 'products:write', 'content:read', 'content:write'] },
};

export function isBuiltInRole(key: string): key is BuiltInRoleKey {
  return (BUILT_IN_ROLE_KEYS as readonly string[]).includes(key);
}

export function areaOf(scope: Scope): ScopeArea {
  return scope.slice(0, scope.indexOf(':')) as ScopeArea;
}

/** Whether a set of scopes opens an endpoint that needs `needed`. */
export function allows(scopes: readonly string[], needed: string): boolean {
  return scopes.includes(needed);
}
