import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '@shared/contract/address';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import type { AddressType } from '@shared/schemas/address';
import type { WireInputOf } from '@shared/contract/endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { signedInUser } from '@server/test/users';
import { itemAt } from '@shared/item-at';

const home = {
  fullName: 'Ada Lovelace',
  phoneNumber: '+1 (415) 555-0100',
  addressLine1: '1 Market St',
  addressLine2: 'Suite 5',
  city: 'San Francisco',
  stateOrProvince: 'CA',
  postalCode: '94105',
};

describe.each(testDialects)('address book on %s', (dialect) => {
  let t: TestApp;
  type User = Awaited<ReturnType<typeof signedInUser>>;
  const listOf = async (user: User, addressType: AddressType = 'shipping') =>
    (await callEndpoint(t.app, listAddresses, { query: { addressType } }, user)).data.list;
  const create = async (user: User, fields: WireInputOf<typeof createAddress>['body']) => {
    const res = await callEndpoint(t.app, createAddress, { body: fields }, user);
    expect(res.status, res.body.errMsg).toBe(200);
    return res.data;
  };
  let n = 0;
  const newUser = () => signedInUser(t, `addr-${dialect}-${++n}@example.com`);

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    expect((await callEndpoint(t.app, listAddresses, {}, null)).status).toBe(401);
    expect(
      (await callEndpoint(t.app, createAddress, { body: { ...home, addressType: 'shipping' } }, null)).status,
    ).toBe(401);
  });

  it('makes the first address of a type the default whatever the client sends, always in the US', async () => {
    const user = await newUser();
    const first = await create(user, { ...home, addressType: 'shipping', countryCode: 'FR', isDefault: false });
    expect(first).toMatchObject({ ...home, addressType: 'shipping', countryCode: 'US', isDefault: true });
    const second = await create(user, {
      ...home,
      fullName: 'Charles Babbage',
      addressType: 'shipping',
      isDefault: false,
    });
    expect(second.isDefault).toBe(false);
    const billing = await create(user, { ...home, addressType: 'billing' });
    expect(billing.isDefault).toBe(true);
    expect((await listOf(user)).map((a) => [a.fullName, a.isDefault])).toEqual([
      ['Ada Lovelace', true],
      ['Charles Babbage', false],
    ]);
    expect(await listOf(user, 'billing')).toHaveLength(1);
  });

  it('validates the fields with readable messages and writes nothing', async () => {
    const user = await newUser();
    const cases: [object, string][] = [
      [{ ...home, fullName: '  ', addressType: 'shipping' }, 'fullName: Full name is required'],
      [
        { ...home, phoneNumber: 'call me', addressType: 'shipping' },
        'phoneNumber: Phone number must be 7 to 20 digits, spaces or + ( ) -',
      ],
      [
        { ...home, postalCode: 'ABC', addressType: 'shipping' },
        'postalCode: Postal code must be a US ZIP code like 94107 or 94107-1234',
      ],
      [{ ...home, city: 'x'.repeat(101), addressType: 'shipping' }, 'city: City must be at most 100 characters'],
      [{ ...home, addressType: 'office' }, 'addressType: addressType must be shipping or billing'],
      [{ fullName: 'Only a name', addressType: 'shipping' }, 'phoneNumber: Phone number is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await callEndpointWithInvalidInput(t.app, createAddress, { body: payload }, user);
      expect(res.status).toBe(400);
      expect(res.body.errMsg).toBe(message);
    }
    expect(await listOf(user)).toEqual([]);
    expect(
      (await callEndpointWithInvalidInput(t.app, listAddresses, { query: { addressType: 'office' } }, user)).status,
    ).toBe(400);
  });

  it('edits the fields, keeping type, country and default', async () => {
    const user = await newUser();
    const a = await create(user, { ...home, addressType: 'shipping' });
    // The type is not a field an edit changes: sent anyway, it is ignored.
    const body = { ...home, city: 'Oakland', postalCode: '94607', addressType: 'billing' };
    const res = await callEndpointWithInvalidInput(
      t.app,
      updateAddress,
      { params: { addressId: a.addressId }, body },
      user,
    );
    expect(res.data).toMatchObject({
      city: 'Oakland',
      postalCode: '94607',
      addressType: 'shipping',
      isDefault: true,
    });
    const bad = await callEndpoint(
      t.app,
      updateAddress,
      { params: { addressId: a.addressId }, body: { ...home, postalCode: '9' } },
      user,
    );
    expect(bad.status).toBe(400);
    expect(itemAt(await listOf(user), 0).postalCode).toBe('94607');
  });

  it("moves the default with 'Set as default', keeping exactly one", async () => {
    const user = await newUser();
    const a = await create(user, { ...home, addressType: 'shipping' });
    const b = await create(user, { ...home, fullName: 'B', addressType: 'shipping' });
    const res = await callEndpoint(
      t.app,
      updateAddress,
      { params: { addressId: b.addressId }, body: { isDefault: true } },
      user,
    );
    expect(res.data.isDefault).toBe(true);
    const list = await listOf(user);
    expect(list.filter((x) => x.isDefault).map((x) => x.addressId)).toEqual([b.addressId]);
    // Unsetting the only default is ignored: a type always keeps one.
    await callEndpoint(t.app, updateAddress, { params: { addressId: b.addressId }, body: { isDefault: false } }, user);
    expect((await listOf(user)).filter((x) => x.isDefault).map((x) => x.addressId)).toEqual([b.addressId]);
    expect(
      (
        await callEndpointWithInvalidInput(
          t.app,
          updateAddress,
          { params: { addressId: a.addressId }, body: { isDefault: 'yes' } },
          user,
        )
      ).status,
    ).toBe(400);
  });

  it('promotes the newest remaining address when the default is deleted', async () => {
    const user = await newUser();
    const a = await create(user, { ...home, fullName: 'A', addressType: 'shipping' });
    await create(user, { ...home, fullName: 'B', addressType: 'shipping' });
    const c = await create(user, { ...home, fullName: 'C', addressType: 'shipping' });
    expect((await callEndpoint(t.app, deleteAddress, { params: { addressId: a.addressId } }, user)).status).toBe(200);
    const list = await listOf(user);
    expect(list.map((x) => [x.fullName, x.isDefault])).toEqual([
      ['C', true],
      ['B', false],
    ]);
    expect(itemAt(list, 0).addressId).toBe(c.addressId);
  });

  it("neither shows nor changes another customer's addresses", async () => {
    const alice = await newUser();
    const mallory = await newUser();
    const a = await create(alice, { ...home, addressType: 'shipping' });
    expect(await listOf(mallory)).toEqual([]);
    const params = { addressId: a.addressId };
    for (const res of [
      await callEndpoint(t.app, updateAddress, { params, body: { ...home, city: 'Hacked' } }, mallory),
      await callEndpoint(t.app, updateAddress, { params, body: { isDefault: true } }, mallory),
      await callEndpoint(t.app, deleteAddress, { params }, mallory),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.errMsg).toBe('Address not found');
    }
    expect(await listOf(alice)).toEqual([a]);
  });

  it('keeps one default when the first addresses are created at the same time', async () => {
    const user = await newUser();
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(user, { ...home, fullName: `P${i}`, addressType: 'shipping' })),
    );
    const list = await listOf(user);
    expect(list).toHaveLength(6);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
