import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '@shared/contract/console-api-keys';
import { addCustomerNote, listCustomerNotes } from '@shared/contract/console-customer-notes';
import { callEndpoint } from '@server/test/call-endpoint';
import { getProfile } from '@shared/contract/user';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('internal notes on a customer on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('cnotes-operator');
  });
  afterAll(() => s.close());

  it('adds notes with who wrote them and lists them newest first; the customer never sees them', async () => {
    const ada = await s.customer('cnotes-ada');
    const params = { userId: ada.userId };
    const first = await operator.call(addCustomerNote, {
      params,
      body: { note: '  Prefers parcels left with the neighbour.\nNo. 12  ' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.data).toMatchObject({
      note: 'Prefers parcels left with the neighbour.\nNo. 12',
      authorName: operator.email,
    });
    s.clock.advance(1000);
    await operator.call(addCustomerNote, { params, body: { note: 'Called about a late parcel.' } });
    const long = 'x'.repeat(2000);
    s.clock.advance(1000);
    expect((await operator.call(addCustomerNote, { params, body: { note: long } })).status).toBe(200);

    const listed = await operator.call(listCustomerNotes, { params });
    expect(listed.status).toBe(200);
    expect(listed.data.map((n) => n.note)).toEqual([
      long,
      'Called about a late parcel.',
      'Prefers parcels left with the neighbour.\nNo. 12',
    ]);
    expect(listed.data.every((n) => n.authorName === operator.email)).toBe(true);
    // Another customer's list is their own.
    const bob = await s.customer('cnotes-bob');
    expect((await operator.call(listCustomerNotes, { params: { userId: bob.userId } })).data).toEqual([]);
    // Nothing the customer reads carries a note.
    expect(JSON.stringify((await ada.call(getProfile, {})).body)).not.toContain('neighbour');
    expect((await ada.call(listCustomerNotes, { params })).status).toBe(403);
  });

  it('refuses an empty, too long or control-character note, an unknown customer and a customer', async () => {
    const cy = await s.customer('cnotes-cy');
    const params = { userId: cy.userId };
    for (const [note, message] of [
      ['   ', 'Note must not be empty'],
      ['x'.repeat(2001), 'at most 2,000'],
      ['bell\u0007', 'control characters'],
    ] as const) {
      const res = await operator.call(addCustomerNote, { params, body: { note } });
      expect(res.status).toBe(400);
      expect(res.body.errMsg).toContain(message);
    }
    const unknown = await operator.call(addCustomerNote, { params: { userId: 999_999 }, body: { note: 'x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errMsg).toBe('Customer not found');
    expect((await operator.call(listCustomerNotes, { params: { userId: 999_999 } })).status).toBe(404);
    expect((await cy.call(addCustomerNote, { params, body: { note: 'mine' } })).status).toBe(403);
    expect((await operator.call(listCustomerNotes, { params })).data).toEqual([]);
  });

  it('names an API key that wrote a note; a key that may only read customers cannot write one', async () => {
    const dee = await s.customer('cnotes-dee');
    const params = { userId: dee.userId };
    const keyOf = async (name: string, scopes: ('customers:read' | 'customers:write')[]) => {
      const made = await operator.call(createApiKey, { body: { name, scopes } });
      expect(made.status, made.body.errMsg).toBe(200);
      return { headers: { authorization: `Bearer ${made.data.secret}` } };
    };
    const crm = await keyOf('CRM', ['customers:read', 'customers:write']);
    const reader = await keyOf('Reader', ['customers:read']);
    const added = await callEndpoint(s.app, addCustomerNote, { params, body: { note: 'Synced from the CRM' } }, crm);
    expect(added.status, added.body.errMsg).toBe(200);
    expect(added.data.authorName).toBe('API key CRM');
    expect((await callEndpoint(s.app, addCustomerNote, { params, body: { note: 'no' } }, reader)).status).toBe(403);
    const listed = await callEndpoint(s.app, listCustomerNotes, { params }, reader);
    expect(listed.data.map((n) => [n.note, n.authorName])).toEqual([['Synced from the CRM', 'API key CRM']]);
  });
});
