/**
 * The built-in staff roles as migration 033 wrote them: their keys, names, scopes and the
 * Support role's first refund limit (`*`: every scope; `-x`: but x). Frozen: the live definitions are in
 * `src/shared/staff-roles.ts`, which may grow with new scopes; this copy never changes.
 */
export const BUILT_IN_ROLES_033 = [
  { key: 'owner', name: 'Owner', scopes: ['*'], refundLimit: null },
  { key: 'manager', name: 'Manager', scopes: ['*', '-settings:write'], refundLimit: null },
  { key: 'fulfilment', name: 'Fulfilment', scopes: ['orders:read', 'shipments:write'], refundLimit: null },
  {
    key: 'support',
    name: 'Support',
    scopes: ['orders:read', 'customers:read', 'refunds:read', 'refunds:write'],
    refundLimit: 5000,
  },
  {
    key: 'content',
    name: 'Content',
    scopes: ['products:read', 'products:write', 'content:read', 'content:write'],
    refundLimit: null,
  },
] as const;
