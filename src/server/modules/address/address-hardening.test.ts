import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, deleteAddress, listAddresses } from '@shared/contract/address';
import { callEndpoint } from '@server/test/call-endpoint';
import { MAX_ADDRESSES_PER_TYPE } from '@shared/constants';
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
  addressType: 'shipping',
} as const;

/** Addresses are printed on labels and invoices: what a probe stored there (issue 11, items 10–11). */
describe.each(testDialects)('address book limits on %s', (dialect) => {
  let t: TestApp;
  let n = 0;
  const newUser = () => signedInUser(t, `addr-hard-${dialect}-${++n}@example.com`);
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(() => t.close());

  const rawPost = (headers: Record<string, string>, url: string, json: string) =>
    t.app.inject({
      method: 'POST',
      // raw: hand-written JSON text, to send what a typed body cannot
      url: `/api${url}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: json,
    });

  it(`keeps at most ${MAX_ADDRESSES_PER_TYPE} addresses of each type, even when they arrive at once`, async () => {
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESSES_PER_TYPE + 5 }, (_, i) =>
        callEndpoint(t.app, createAddress, { body: { ...home, addressLine1: `${i} Market St` } }, user),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_ADDRESSES_PER_TYPE);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 40000,
        data: null,
        errMsg: `You can keep at most ${MAX_ADDRESSES_PER_TYPE} shipping addresses; delete one to add another`,
      });
    }
    const list = (await callEndpoint(t.app, listAddresses, { query: { addressType: 'shipping' } }, user)).data.list;
    expect(list).toHaveLength(MAX_ADDRESSES_PER_TYPE);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
    // The other type has its own allowance, and deleting one makes room again.
    expect((await callEndpoint(t.app, createAddress, { body: { ...home, addressType: 'billing' } }, user)).status).toBe(
      200,
    );
    expect(
      (await callEndpoint(t.app, deleteAddress, { params: { addressId: itemAt(list, 3).addressId } }, user)).status,
    ).toBe(200);
    expect((await callEndpoint(t.app, createAddress, { body: home }, user)).status).toBe(200);
  });

  it('refuses control characters, direction overrides and broken Unicode in every text field', async () => {
    const user = await newUser();
    const cases: [field: string, json: string, message: string][] = [
      ['fullName', '"Ada\\u0000 Lovelace"', 'fullName: Full name must not contain control characters'],
      [
        'addressLine1',
        '"1 Market St\\r\\nX-Injected: yes"',
        'addressLine1: Address line 1 must not contain control characters',
      ],
      ['addressLine2', '"Suite \\u0085"', 'addressLine2: Address line 2 must not contain control characters'],
      ['city', '"\\u202Eocsicnarf naS"', 'city: City must not contain text-direction override characters'],
      ['stateOrProvince', '"C\\u2066A"', 'stateOrProvince: State must not contain text-direction override characters'],
      ['fullName', '"Ada \\ud800 Lovelace"', 'fullName: Full name must be valid Unicode text'],
    ];
    for (const [field, json, message] of cases) {
      const body = JSON.stringify({ ...home, [field]: '@@' }).replace('"@@"', json);
      const res = await rawPost(user.headers, '/user/address/creation', body);
      expect(res.json(), json).toEqual({ code: 40000, data: null, errMsg: message });
    }
    const list = await callEndpoint(t.app, listAddresses, {}, user);
    expect(list.data.list).toEqual([]);

    // The same rules hold when an address is changed.
    const created = await callEndpoint(t.app, createAddress, { body: home }, user);
    const edit = JSON.stringify({ ...home, city: '@@' }).replace('"@@"', '"Oak\\u0007land"');
    const res = await rawPost(user.headers, `/user/address/${created.data.addressId}`, edit);
    expect(res.json()).toEqual({ code: 40000, data: null, errMsg: 'city: City must not contain control characters' });
  });

  it('stores names in Unicode NFC, so one name typed two ways is one text', async () => {
    const user = await newUser();
    const decomposed = 'Rene\u0301e Zo\u0308e'; // e + combining acute, o + combining diaeresis
    const res = await callEndpoint(t.app, createAddress, { body: { ...home, fullName: decomposed } }, user);
    expect(res.status).toBe(200);
    expect(res.data.fullName).toBe('Ren\u00e9e Z\u00f6e');
    const row = await t.db.kysely
      .selectFrom('address')
      .select('full_name')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Ren\u00e9e Z\u00f6e');
  });
});
