/**
 * The areas of the operator API an API key can be given, each readable and writable apart:
 * `orders:read` opens the order list, `stock:write` the stock adjustments, and so on. Every
 * operator endpoint of the contract names the one scope it needs (`scope` in
 * src/shared/contract). A scope implies no other: `products:write` does not set stock, and
 * `orders:write` does not read orders. Staff and integration settings (API keys, webhooks) are
 * `settings`. Plain data, no zod: the console's first load may import it.
 */
export const SCOPE_AREAS = [
  'orders',
  'products',
  'stock',
  'customers',
  'refunds',
  'shipments',
  'content',
  'settings',
] as const;

export type ScopeArea = (typeof SCOPE_AREAS)[number];
export type ScopeLevel = 'read' | 'write';
export type Scope = `${ScopeArea}:${ScopeLevel}`;

/** Every scope, area by area, read before write: the order the console and the API list them in. */
export const SCOPES: readonly Scope[] = SCOPE_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as const);

export function isScope(value: unknown): value is Scope {
  return typeof value === 'string' && (SCOPES as readonly string[]).includes(value);
}
