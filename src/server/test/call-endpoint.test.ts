import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Endpoint } from '@shared/contract/endpoint';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '@shared/contract/address';
import type { Address } from '@shared/schemas/address';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signedInUser } from './users.js';
import { callEndpoint } from './call-endpoint.js';

const home = {
  fullName: 'Ada Lovelace',
  phoneNumber: '+1 (415) 555-0100',
  addressLine1: '1 Market St',
  city: 'San Francisco',
  stateOrProvince: 'CA',
  postalCode: '94105',
  addressType: 'shipping',
} as const;

/** Made-up endpoints served by the test's own routes (outside the contract), to see the helper's checks. */
const addressModule = () => import('@shared/schemas/address');
const made = (path: string, extra: Partial<Endpoint> = {}) =>
  ({
    tag: 'test',
    schemas: addressModule,
    method: 'GET',
    path,
    access: 'public',
    summary: path,
    ...extra,
  }) as const satisfies Endpoint;
const brokenAnswer = made('/test/broken', { response: 'addressSchema' });
const pdfAnswer = { ...made('/test/pdf'), file: 'application/pdf' } as const satisfies Endpoint;
const jsonForPdf = { ...made('/test/not-pdf'), file: 'application/pdf' } as const satisfies Endpoint;

describe.each(testDialects)('callEndpoint on %s', (dialect) => {
  let t: TestApp;
  let ada: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      seed: false,
      extend: (app) => {
        const outside = { config: { outsideContract: 'a test of the test helper' } };
        app.get('/api/test/broken', outside, async () => ({ code: 20000, data: { addressId: 'x' }, errMsg: '' }));
        app.get('/api/test/pdf', outside, async (_req, reply) =>
          reply.type('application/pdf').send(Buffer.from('%PDF-1.4')),
        );
        app.get('/api/test/not-pdf', outside, async () => ({ code: 20000, data: null, errMsg: '' }));
      },
    });
    ada = await signedInUser(t, `call-endpoint-${dialect}@example.com`);
  });
  afterAll(() => t.close());

  it('sends the body, fills the path, builds the query and hands back data typed by the contract', async () => {
    const created = await callEndpoint(t.app, createAddress, { body: home }, ada);
    expect(created.status).toBe(200);
    expectTypeOf(created.data).toEqualTypeOf<Address>();
    expect(created.data).toMatchObject({ fullName: 'Ada Lovelace', addressLine2: '', isDefault: true });

    const { addressId } = created.data;
    const changed = await callEndpoint(
      t.app,
      updateAddress,
      { params: { addressId }, body: { ...home, city: 'Oakland' } },
      ada,
    );
    expect(changed.data.addressId).toBe(addressId);

    const shipping = await callEndpoint(t.app, listAddresses, { query: { addressType: 'shipping' } }, ada);
    expect(shipping.data.list.map((a) => a.addressId)).toEqual([addressId]);
    const billing = await callEndpoint(t.app, listAddresses, { query: { addressType: 'billing' } }, ada);
    expect(billing.data.list).toEqual([]);

    const removed = await callEndpoint(t.app, deleteAddress, { params: { addressId } }, ada);
    expectTypeOf(removed.data).toEqualTypeOf<null>();
    expect(removed.data).toBeNull();
  });

  it('hands back a refusal as status and envelope; reading its data fails with the message', async () => {
    const visitor = await callEndpoint(t.app, listAddresses, {}, null);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(40100);
    expect(() => visitor.data).toThrow(/GET \/user\/addresses refused: 401 40100/);

    const bad = await callEndpoint(t.app, createAddress, { body: { ...home, postalCode: 'nope' } }, ada);
    expect(bad.status).toBe(400);
    expect(bad.body.errMsg).toMatch(/Postal code/);
  });

  it('refuses a success that breaks the response schema, naming the field', async () => {
    await expect(callEndpoint(t.app, brokenAnswer, {})).rejects.toThrow(
      /The answer of GET \/test\/broken breaks its contract[\s\S]*addressId/,
    );
  });

  it("reads a file endpoint's bytes, and refuses a success of another type", async () => {
    const pdf = await callEndpoint(t.app, pdfAnswer, {});
    expectTypeOf(pdf.data).toEqualTypeOf<Buffer>();
    expect(pdf.data.toString()).toBe('%PDF-1.4');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(() => pdf.body).toThrow(/answered a file/);

    await expect(callEndpoint(t.app, jsonForPdf, {})).rejects.toThrow(
      /answered application\/json.*not application\/pdf/,
    );
  });
});
