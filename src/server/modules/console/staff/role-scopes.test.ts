import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/contract/index';
import type { Endpoint } from '@shared/contract/endpoint';
import { isScope } from '@shared/scopes';
import { BUILT_IN_ROLES, BUILT_IN_ROLE_KEYS } from '@shared/staff-roles';
import { callEndpoint } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { roleLacksScope } from '@server/lib/operator-access';
import { memberWithRole } from './staff.fixture.js';

/** Placeholders for every path parameter: ids nobody has (404), a well-formed uuid, a real page slug. */
function paramsOf(endpoint: Endpoint): Record<string, string> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return Object.fromEntries(
    names.map((name) => [
      name,
      name === 'orderUuid' ? '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a' : name === 'slug' ? 'returns' : '999999',
    ]),
  );
}

const operatorEndpoints = endpoints.filter((endpoint) => endpoint.access === 'operator');

describe.each(testDialects)('every operator endpoint × every built-in role on %s', (dialect) => {
  let s: OrderShop;
  const members = new Map<string, Shopper>();

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    for (const role of BUILT_IN_ROLE_KEYS) members.set(role, await memberWithRole(s, `role-${role}`, role));
  });
  afterAll(() => s.close());

  it('makes the built-in roles of the scopes their work needs', () => {
    expect(BUILT_IN_ROLES.fulfilment.scopes).toEqual(['orders:read', 'shipments:write']);
    expect(BUILT_IN_ROLES.support.scopes).toEqual(['orders:read', 'customers:read', 'refunds:read', 'refunds:write']);
    expect(BUILT_IN_ROLES.content.scopes).toEqual(['products:read', 'products:write', 'content:read', 'content:write']);
    // Manager: everything but changing staff, integrations and the shop's switches.
    expect(BUILT_IN_ROLES.manager.scopes).not.toContain('settings:write');
    expect(BUILT_IN_ROLES.manager.scopes).toHaveLength(BUILT_IN_ROLES.owner.scopes.length - 1);
  });

  it('names a scope for every operator endpoint', () => {
    const without = operatorEndpoints.filter((endpoint) => !isScope(endpoint.scope));
    expect(without.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it.each(BUILT_IN_ROLE_KEYS)(
    'opens to %s exactly the endpoints its scopes name, and refuses the rest naming the scope',
    async (role) => {
      const member = members.get(role)!;
      const scopes: readonly string[] = BUILT_IN_ROLES[role].scopes;
      expect(operatorEndpoints.length).toBeGreaterThan(40);
      const wrong: string[] = [];
      for (const endpoint of operatorEndpoints) {
        const name = `${endpoint.method} ${endpoint.path}`;
        // No scope named: the endpoint must be refused to everyone, and the first test fails.
        const allowed = endpoint.scope !== undefined && scopes.includes(endpoint.scope);
        const input = {
          ...(endpoint.path.includes(':') && { params: paramsOf(endpoint) }),
          ...(endpoint.method !== 'GET' && endpoint.body && { body: {} }),
        };
        const answer = await callEndpoint(s.app, endpoint, input, member);
        if (answer.status >= 500) wrong.push(`${name}: ${answer.status} ${answer.raw.body.slice(0, 200)}`);
        else if (allowed && answer.status === 403)
          wrong.push(`${name}: refused (${answer.body.errMsg}) but ${role} holds ${endpoint.scope}`);
        else if (!allowed && (answer.status !== 403 || answer.body.errMsg !== roleLacksScope(String(endpoint.scope)))) {
          wrong.push(`${name}: answered ${answer.status} to ${role}, which lacks ${endpoint.scope}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
