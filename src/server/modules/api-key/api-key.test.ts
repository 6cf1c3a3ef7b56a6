import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, listApiKeys, listScopes, revokeApiKey } from '@shared/contract/console-api-keys';
import { addOrderNote } from '@shared/contract/console-order-notes';
import { getConsoleOrder, listConsoleOrders } from '@shared/contract/console-orders';
import { adjustStock, getConsoleProduct, listStockMovements, updateProduct } from '@shared/contract/console-products';
import { getProfile } from '@shared/contract/user';
import type { Scope } from '@shared/scopes';
import { hashApiKeySecret } from '@server/lib/api-key-secret';
import { callEndpoint, callEndpointWithInvalidInput, type Caller } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

const RATE_LIMIT = 25;

describe.each(testDialects)('API keys on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let shopper: Shopper;
  let orderUuid: string;
  let orderId: string;

  const keyWith = async (name: string, scopes: Scope[]) => {
    const made = await callEndpoint(s.app, createApiKey, { body: { name, scopes } }, operator);
    expect(made.status, made.body.errMsg).toBe(200);
    return { ...made.data, caller: { headers: { authorization: `Bearer ${made.data.secret}` } } satisfies Caller };
  };

  beforeAll(async () => {
    s = await openOrderShop(dialect, { env: { API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
    operator = await s.operator('keys-operator');
    shopper = await s.customer('keys-shopper');
    ({ orderUuid, orderId } = await s.paidOrder(shopper, [[s.f.ids.oxford, 1]]));
  });
  afterAll(() => s.close());

  it('opens the endpoints of its scopes and refuses the others with a 403 naming the missing scope', async () => {
    const key = await keyWith('Warehouse', ['orders:read']);
    expect(key.secret).toMatch(/^nwk_live_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);

    const orders = await callEndpoint(s.app, listConsoleOrders, {}, key.caller);
    expect(orders.status).toBe(200);
    expect(orders.data.list.map((o) => o.orderId)).toContain(orderId);

    const adjust = { adjustments: [{ inventoryId: s.f.ids.lamp, delta: 3 }], reason: 'Recount' };
    const refused = await callEndpoint(s.app, adjustStock, { body: adjust }, key.caller);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 40300, data: null, errMsg: 'This key lacks the scope stock:write' });
    const movements = await callEndpoint(
      s.app,
      listStockMovements,
      { params: { inventoryId: s.f.ids.lamp } },
      operator,
    );
    expect(movements.data.list).toEqual([]);

    // Only /api/admin takes a key: a customer endpoint does not know it.
    expect((await callEndpoint(s.app, getProfile, {}, key.caller)).status).toBe(401);
  });

  it('is refused on the next call once revoked', async () => {
    const key = await keyWith('Accounting', ['orders:read']);
    expect((await callEndpoint(s.app, listConsoleOrders, {}, key.caller)).status).toBe(200);
    const revoked = await callEndpoint(s.app, revokeApiKey, { params: { apiKeyId: key.apiKeyId } }, operator);
    expect(revoked.status).toBe(200);
    const next = await callEndpoint(s.app, listConsoleOrders, {}, key.caller);
    expect(next.status).toBe(401);
    expect(next.body.errMsg).toBe('This API key is unknown or revoked');
    // Revoking again keeps the first time; an unknown key is a 404.
    const again = await callEndpoint(s.app, revokeApiKey, { params: { apiKeyId: key.apiKeyId } }, operator);
    expect(again.data.revokedAt).toBe(revoked.data.revokedAt);
    expect((await callEndpoint(s.app, revokeApiKey, { params: { apiKeyId: 999_999 } }, operator)).status).toBe(404);
  });

  it('keeps only the hash of the secret, and never lists the secret', async () => {
    const key = await keyWith('Hash only', ['products:read']);
    const row = await s.db.kysely
      .selectFrom('api_key')
      .selectAll()
      .where('api_key_id', '=', key.apiKeyId)
      .executeTakeFirstOrThrow();
    expect(Object.values(row).map(String)).not.toContain(key.secret);
    expect(row.secret_hash).toBe(hashApiKeySecret(key.secret));

    const list = await callEndpoint(s.app, listApiKeys, {}, operator);
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
    expect(list.data.apiKeys.find((k) => k.apiKeyId === key.apiKeyId)).toEqual({
      apiKeyId: key.apiKeyId,
      name: 'Hash only',
      scopes: ['products:read'],
      prefix: key.prefix,
      createdBy: operator.email,
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    await callEndpoint(s.app, getConsoleProduct, { params: { inventoryId: s.f.ids.lamp } }, key.caller);
    const used = await callEndpoint(s.app, listApiKeys, {}, operator);
    expect(used.data.apiKeys.find((k) => k.apiKeyId === key.apiKeyId)?.lastUsedAt).not.toBeNull();
  });

  it('records every write made with a key as made by that key', async () => {
    const key = await keyWith('Stock system', ['stock:write', 'orders:write', 'orders:read', 'products:write']);
    const actor = `api-key:${key.apiKeyId}`;

    const adjust = { adjustments: [{ inventoryId: s.f.ids.lamp, delta: 5 }], reason: 'Delivery' };
    expect((await callEndpoint(s.app, adjustStock, { body: adjust }, key.caller)).status).toBe(200);
    const movements = await callEndpoint(
      s.app,
      listStockMovements,
      { params: { inventoryId: s.f.ids.lamp } },
      operator,
    );
    expect(movements.data.list[0]).toMatchObject({ delta: 5, reason: 'Delivery', actor });

    const note = await callEndpoint(
      s.app,
      addOrderNote,
      { params: { orderUuid }, body: { note: 'Packed' } },
      key.caller,
    );
    expect(note.status).toBe(200);
    const order = await callEndpoint(s.app, getConsoleOrder, { params: { orderUuid } }, operator);
    expect(order.data.events.at(-1)).toMatchObject({ type: 'note', actor, actorName: 'API key Stock system' });

    const product = await callEndpoint(s.app, getConsoleProduct, { params: { inventoryId: s.f.ids.lamp } }, operator);
    const { inventoryId: _id, stock: _stock, updatedAt, ...rest } = product.data;
    const body = { ...rest, price: rest.price + 100, expectedUpdatedAt: updatedAt };
    const saved = await callEndpoint(s.app, updateProduct, { params: { inventoryId: s.f.ids.lamp }, body }, key.caller);
    expect(saved.status, saved.body.errMsg).toBe(200);
    const audit = await s.db.kysely
      .selectFrom('admin_audit')
      .select('actor')
      .where('entity', '=', 'product')
      .where('entity_id', '=', s.f.ids.lamp)
      .orderBy('audit_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe(actor);
  });

  it('refuses bad input with a 400 that changes nothing', async () => {
    const before = (await callEndpoint(s.app, listApiKeys, {}, operator)).data.apiKeys.length;
    const bad = [
      { name: '', scopes: ['orders:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['orders:delete'] },
      { name: 'x', scopes: ['orders:read', 'orders:read'] },
      { name: 'x'.repeat(81), scopes: ['orders:read'] },
      { name: 'x' },
    ];
    for (const body of bad) {
      const res = await callEndpointWithInvalidInput(s.app, createApiKey, { body }, operator);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(40000);
    }
    const unknown = { name: 'x', scopes: ['orders:delete'] };
    const res = await callEndpointWithInvalidInput(s.app, createApiKey, { body: unknown }, operator);
    expect(res.body.errMsg).toContain('orders:read');
    const params = { apiKeyId: 'abc' };
    expect((await callEndpointWithInvalidInput(s.app, revokeApiKey, { params }, operator)).status).toBe(400);
    expect((await callEndpoint(s.app, listApiKeys, {}, operator)).data.apiKeys).toHaveLength(before);

    // A malformed or unknown key is a 401, never a 500.
    for (const token of ['nwk_live_', 'nwk_live_not-a-key', `nwk_${'x'.repeat(5000)}`]) {
      const res = await callEndpoint(s.app, listConsoleOrders, {}, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
    }
  });

  it('cannot make or revoke keys itself, even with settings:write', async () => {
    const key = await keyWith('Admin tool', ['settings:write', 'settings:read']);
    const made = await callEndpoint(s.app, createApiKey, { body: { name: 'y', scopes: ['orders:read'] } }, key.caller);
    expect(made.status).toBe(403);
    const revoked = await callEndpoint(s.app, revokeApiKey, { params: { apiKeyId: key.apiKeyId } }, key.caller);
    expect(revoked.status).toBe(403);
    expect((await callEndpoint(s.app, listApiKeys, {}, key.caller)).status).toBe(200);
  });

  it('lists every scope with the endpoints it opens, from the contract', async () => {
    const { data } = await callEndpoint(s.app, listScopes, {}, operator);
    const orderRead = data.scopes.find((entry) => entry.scope === 'orders:read');
    expect(orderRead?.endpoints).toContainEqual({
      method: 'GET',
      path: '/api/admin/orders',
      summary: listConsoleOrders.summary,
    });
    const stockWrite = data.scopes.find((entry) => entry.scope === 'stock:write');
    expect(stockWrite?.endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(['POST /api/admin/stock/adjustments']);
    expect(data.scopes).toHaveLength(16);
  });

  it('says in the OpenAPI document how to call each operation with a key, and a client reading it gets in', async () => {
    interface Operation {
      security?: Record<string, string[]>[];
      description?: string;
      'x-scope'?: string;
    }
    interface Document {
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      paths: Record<string, Record<string, Operation>>;
    }
    // raw: openapi.json is not an endpoint of the contract
    const doc = (await s.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    expect(doc.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'http', scheme: 'bearer' },
    });
    const stock = doc.paths['/api/admin/stock/adjustments']?.post;
    expect(stock).toMatchObject({ security: [{ bearer: [] }, { apiKey: [] }], 'x-scope': 'stock:write' });
    expect(stock?.description).toContain('stock:write');
    // Every operator operation names its scope; no other does (accepting an invitation to the staff
    // is the invitee's, who is not staff yet).
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const operation of Object.values(operations)) {
        const operator = path.startsWith('/api/admin/') && path !== '/api/admin/staff/invitations/accept';
        expect(operation['x-scope'] !== undefined, path).toBe(operator);
      }
    }
    // What a generated client does: the path and the scheme from the document, the key as the bearer.
    const key = await keyWith('Generated client', [doc.paths['/api/admin/orders']?.get?.['x-scope'] as Scope]);
    // raw: the path as a generated client takes it from openapi.json
    const res = await s.app.inject({ method: 'GET', url: '/api/admin/orders', headers: key.caller.headers });
    expect(res.statusCode).toBe(200);
  });

  it('counts the rate limit per key, under concurrency: one key at its limit does not stop another', async () => {
    const busy = await keyWith('Busy', ['orders:read']);
    const calm = await keyWith('Calm', ['orders:read']);
    // All at once, as a busy system would: the count holds under concurrency.
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMIT + 5 }, () =>
        callEndpoint(s.app, listConsoleOrders, { query: { num: 1 } }, busy.caller),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(answers.find((a) => a.status === 429)?.headers['retry-after']).toBeDefined();
    expect((await callEndpoint(s.app, listConsoleOrders, { query: { num: 1 } }, calm.caller)).status).toBe(200);
    // A signed-in operator is not counted against any key.
    expect((await callEndpoint(s.app, listConsoleOrders, { query: { num: 1 } }, operator)).status).toBe(200);
  });
});
