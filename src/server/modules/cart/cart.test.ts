import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCartItem, estimateCart, listCart, removeCartItem, updateCartItem } from '@shared/contract/cart';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { signedInUser } from '@server/test/users';
import { couponRow } from '@server/test/factories';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';
import { itemAt } from '@shared/item-at';

describe.each(testDialects)('cart on %s', (dialect) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof insertCatalogFixture>>;
  let addons: Record<string, number>;
  let otherProductAddon: number;

  const cartOf = async (user: { headers: Record<string, string> }) =>
    (await callEndpoint(t.app, listCart, {}, user)).data.list;
  const estimateOf = async (user: { headers: Record<string, string> }, code = '') =>
    callEndpoint(t.app, estimateCart, { query: { couponCode: code } }, user);

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    f = await insertCatalogFixture(t.db);
    const rows = await t.db.kysely
      .selectFrom('addon')
      .select(['addon_id', 'name'])
      .where('inventory_id', '=', f.ids.sneaker)
      .execute();
    addons = Object.fromEntries(rows.map((r) => [r.name, r.addon_id]));
    otherProductAddon = (
      await t.db.kysely
        .insertInto('addon')
        .values({
          inventory_id: f.ids.lamp,
          addon_type: 'size',
          name: 'Tall',
          plus_price: 500,
          delivery_days: null,
          position: 0,
          is_active: 1,
        })
        .returning('addon_id')
        .executeTakeFirstOrThrow()
    ).addon_id;
    const now = new Date();
    const iso = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    await t.db.kysely
      .insertInto('coupon')
      .values([
        couponRow({ code: 'WELCOME10' }),
        couponRow({ code: 'BIG50', kind: 'fixed', value: 5000, min_spend: 10000 }),
        couponRow({ code: 'HUGE', kind: 'fixed', value: 999999 }),
        couponRow({ code: 'OLD', value: 20, starts_at: iso(-30), ends_at: iso(-1) }),
        couponRow({ code: 'SOON', value: 20, starts_at: iso(5) }),
        couponRow({ code: 'ONCE', value: 15, max_uses_per_customer: 1 }),
        couponRow({ code: 'GONE', value: 15, max_uses: 1 }),
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('answers 401 in the envelope without a token', async () => {
    for (const [endpoint, input] of [
      [listCart, {}],
      [addCartItem, { body: {} }],
      [estimateCart, {}],
    ] as const) {
      const res = await callEndpointWithInvalidInput(t.app, endpoint, input, null);
      expect(res.status, endpoint.path).toBe(401);
      expect(res.body).toMatchObject({ code: 40100, data: null });
    }
  });

  it('adds a product, pricing it on the server and ignoring a price sent by the client', async () => {
    const user = await signedInUser(t, `add-${dialect}@example.com`);
    const withPrice = { inventoryId: f.ids.oxford, qty: 1, price: 1, totalPrice: 1 };
    const res = await callEndpointWithInvalidInput(t.app, addCartItem, { body: withPrice }, user);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ cartItemId: expect.any(Number), qty: 1 });
    const [line] = await cartOf(user);
    expect(line).toMatchObject({
      inventoryId: f.ids.oxford,
      name: 'Blue Oxford Shirt',
      qty: 1,
      totalPrice: 4500,
      unitPrice: 4500,
      deliveryTime: 5,
      isValid: true,
      colorAddon: null,
    });
  });

  it('prices add-ons into the line and takes delivery time from the ship add-on', async () => {
    const user = await signedInUser(t, `addons-${dialect}@example.com`);
    await callEndpoint(
      t.app,
      addCartItem,
      {
        body: {
          inventoryId: f.ids.sneaker,
          qty: 2,
          sizeAddonId: addons['EU 42'],
          shipAddonId: addons.Express,
        },
      },
      user,
    );
    const [line] = await cartOf(user);
    expect(line).toMatchObject({
      qty: 2,
      unitPrice: 6500 + 1200,
      totalPrice: (6500 + 1200) * 2,
      deliveryTime: 2,
      sizeAddon: { addonId: addons['EU 42'], name: 'EU 42' },
      shipAddon: { name: 'Express' },
    });
  });

  it('raises the quantity of an existing line for the same product and add-ons', async () => {
    const user = await signedInUser(t, `merge-${dialect}@example.com`);
    await callEndpoint(
      t.app,
      addCartItem,
      {
        body: {
          inventoryId: f.ids.sneaker,
          qty: 1,
          sizeAddonId: addons['EU 41'],
        },
      },
      user,
    );
    await callEndpoint(
      t.app,
      addCartItem,
      {
        body: {
          inventoryId: f.ids.sneaker,
          qty: 3,
          sizeAddonId: addons['EU 41'],
        },
      },
      user,
    );
    await callEndpoint(
      t.app,
      addCartItem,
      {
        body: {
          inventoryId: f.ids.sneaker,
          qty: 1,
          sizeAddonId: addons['EU 42'],
        },
      },
      user,
    );
    const lines = await cartOf(user);
    expect(lines.map((l) => [l.sizeAddon?.name, l.qty]).sort()).toEqual([
      ['EU 41', 4],
      ['EU 42', 1],
    ]);
  });

  it('refuses add-ons of another product or type, retired ones, and missing required ones, changing nothing', async () => {
    const user = await signedInUser(t, `rules-${dialect}@example.com`);
    const cases: [object, RegExp][] = [
      [{ inventoryId: f.ids.sneaker, qty: 1 }, /^Please choose a size$/],
      [
        { inventoryId: f.ids.sneaker, qty: 1, sizeAddonId: otherProductAddon },
        /sizeAddonId: this add-on is not offered for this product/,
      ],
      [
        { inventoryId: f.ids.sneaker, qty: 1, sizeAddonId: addons['EU 41'], colorAddonId: addons['EU 42'] },
        /colorAddonId: this add-on is not a color option/,
      ],
      [
        { inventoryId: f.ids.sneaker, qty: 1, sizeAddonId: addons['EU 41'], colorAddonId: addons['Retired colour'] },
        /not offered/,
      ],
      [{ inventoryId: f.ids.oxford, qty: 0 }, /qty/],
      [{ inventoryId: f.ids.oxford, qty: 100 }, /qty/],
      [{ inventoryId: f.ids.oxford, qty: 1.5 }, /qty/],
      [{ inventoryId: 'abc', qty: 1 }, /inventoryId/],
    ];
    for (const [payload, message] of cases) {
      const res = await callEndpointWithInvalidInput(t.app, addCartItem, { body: payload }, user);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.errMsg).toMatch(message);
    }
    expect((await callEndpoint(t.app, addCartItem, { body: { inventoryId: 999999, qty: 1 } }, user)).status).toBe(404);
    expect((await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.hidden, qty: 1 } }, user)).status).toBe(
      404,
    );
    expect(await cartOf(user)).toEqual([]);
  });

  it('does not require a type whose add-ons were all withdrawn', async () => {
    const user = await signedInUser(t, `withdrawn-${dialect}@example.com`);
    await t.db.kysely
      .updateTable('inventory')
      .set({ require_accessory_addon: 1 })
      .where('inventory_id', '=', f.ids.candle)
      .execute();
    const accessory = (
      await t.db.kysely
        .insertInto('addon')
        .values({
          inventory_id: f.ids.candle,
          addon_type: 'accessory',
          name: 'Snuffer',
          plus_price: 900,
          delivery_days: null,
          position: 0,
          is_active: 1,
        })
        .returning('addon_id')
        .executeTakeFirstOrThrow()
    ).addon_id;
    expect(
      (await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.candle, qty: 1 } }, user)).body.errMsg,
    ).toBe('Please choose an accessory');
    await t.db.kysely.updateTable('addon').set({ is_active: 0 }).where('addon_id', '=', accessory).execute();
    expect((await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.candle, qty: 1 } }, user)).status).toBe(
      200,
    );
  });

  it('changes quantities within 1 to 99 and removes lines', async () => {
    const user = await signedInUser(t, `qty-${dialect}@example.com`);
    const { cartItemId } = (await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.lamp, qty: 1 } }, user))
      .data;
    expect((await callEndpoint(t.app, updateCartItem, { params: { cartItemId }, body: { qty: 5 } }, user)).status).toBe(
      200,
    );
    expect(itemAt(await cartOf(user), 0).qty).toBe(5);
    for (const qty of [0, -1, 100, 2.5, '3']) {
      expect(
        (await callEndpointWithInvalidInput(t.app, updateCartItem, { params: { cartItemId }, body: { qty } }, user))
          .status,
        String(qty),
      ).toBe(400);
    }
    expect((await cartOf(user))[0]).toMatchObject({ qty: 5, totalPrice: 12900 * 5 });
    expect((await callEndpoint(t.app, removeCartItem, { params: { cartItemId } }, user)).status).toBe(200);
    expect(await cartOf(user)).toEqual([]);
    expect((await callEndpoint(t.app, removeCartItem, { params: { cartItemId } }, user)).status).toBe(404);
  });

  it('refuses to pass 99 of one line', async () => {
    const user = await signedInUser(t, `cap-${dialect}@example.com`);
    await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.lamp, qty: 98 } }, user);
    const res = await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.lamp, qty: 2 } }, user);
    expect(res.status).toBe(400);
    expect(res.body.errMsg).toBe('You can have at most 99 of one item in your cart');
    expect(itemAt(await cartOf(user), 0).qty).toBe(98);
  });

  it("never shows or changes another customer's lines", async () => {
    const alice = await signedInUser(t, `alice-${dialect}@example.com`);
    const mallory = await signedInUser(t, `mallory-${dialect}@example.com`);
    const { cartItemId } = (
      await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.lamp, qty: 2 } }, alice)
    ).data;
    expect(await cartOf(mallory)).toEqual([]);
    expect(
      (await callEndpoint(t.app, updateCartItem, { params: { cartItemId }, body: { qty: 9 } }, mallory)).body,
    ).toMatchObject({
      code: 40400,
      errMsg: 'Cart item not found',
    });
    expect((await callEndpoint(t.app, removeCartItem, { params: { cartItemId } }, mallory)).status).toBe(404);
    expect(itemAt(await cartOf(alice), 0).qty).toBe(2);
  });

  it('marks lines invalid when the product or an add-on is withdrawn, and leaves them out of the estimate', async () => {
    const user = await signedInUser(t, `invalid-${dialect}@example.com`);
    const extra = (
      await t.db.kysely
        .insertInto('addon')
        .values({
          inventory_id: f.ids.flannel,
          addon_type: 'color',
          name: 'Moss',
          plus_price: 300,
          delivery_days: null,
          position: 0,
          is_active: 1,
        })
        .returning('addon_id')
        .executeTakeFirstOrThrow()
    ).addon_id;
    await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.flannel, qty: 1, colorAddonId: extra } }, user);
    await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.oxford, qty: 1 } }, user);
    expect((await estimateOf(user)).data).toMatchObject({ amount: 3900 + 300 + 4500 });
    await t.db.kysely.updateTable('addon').set({ is_active: 0 }).where('addon_id', '=', extra).execute();
    const lines = await cartOf(user);
    expect(lines.find((l) => l.inventoryId === f.ids.flannel)?.isValid).toBe(false);
    expect(lines.find((l) => l.inventoryId === f.ids.oxford)?.isValid).toBe(true);
    expect((await estimateOf(user)).data).toMatchObject({ amount: 4500, deliveryTime: 5 });
  });

  describe('estimate and coupons', () => {
    let user: Awaited<ReturnType<typeof signedInUser>>;
    beforeAll(async () => {
      user = await signedInUser(t, `coupon-${dialect}@example.com`);
      await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.oxford, qty: 1 } }, user); // 45.00, 5 days
      await callEndpoint(
        t.app,
        addCartItem,
        {
          body: {
            inventoryId: f.ids.sneaker,
            qty: 1,
            sizeAddonId: addons['EU 41'],
            shipAddonId: addons.Express,
          },
        },
        user,
      ); // 77.00, 2 days
    });

    it('sums valid lines, with the demo shop’s free standard delivery (5 days) and no tax', async () => {
      const res = await estimateOf(user);
      expect(res.data).toEqual({
        amount: 12200,
        deliveryTime: 5,
        itemsTotal: 12200,
        discount: 0,
        couponCode: null,
        shippingAmount: 0,
        shippingMethodId: expect.any(Number),
        shippingMethodName: 'Standard',
        pricesIncludeTax: true,
        taxAmount: 0,
        taxLines: [],
      });
    });

    it('takes a percentage or fixed amount off, ignoring case', async () => {
      expect((await estimateOf(user, 'welcome10')).data).toMatchObject({
        amount: 10980,
        discount: 1220,
        couponCode: 'WELCOME10',
      });
      expect((await estimateOf(user, 'BIG50')).data).toMatchObject({ amount: 7200, discount: 5000 });
    });

    it('never goes below zero', async () => {
      expect((await estimateOf(user, 'HUGE')).data).toMatchObject({ amount: 0, discount: 12200 });
    });

    it('names why a code does not apply', async () => {
      const cases: [string, string][] = [
        ['NOPE', 'Coupon code "NOPE" is not valid'],
        ['OLD', 'Coupon code "OLD" expired on '],
        // Not started yet: an unreleased promotion reads like an unknown code (issue 11).
        ['SOON', 'Coupon code "SOON" is not valid'],
      ];
      for (const [code, message] of cases) {
        const res = await estimateOf(user, code);
        expect(res.status, code).toBe(400);
        expect(res.body.errMsg).toContain(message);
      }
      const small = await signedInUser(t, `small-${dialect}@example.com`);
      await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.candle, qty: 1 } }, small);
      expect((await estimateOf(small, 'BIG50')).body.errMsg).toBe(
        'Coupon code "BIG50" needs a minimum spend of $100.00',
      );
    });

    it('enforces total and per-customer usage limits', async () => {
      const ids = await t.db.kysely
        .selectFrom('coupon')
        .select(['coupon_id', 'code'])
        .where('code', 'in', ['ONCE', 'GONE'])
        .execute();
      const other = await signedInUser(t, `other-${dialect}@example.com`);
      const id = (code: string) => ids.find((r) => r.code === code)!.coupon_id;
      await t.db.kysely
        .insertInto('coupon_redemption')
        .values([
          { coupon_id: id('ONCE'), user_id: user.userId, order_ref: 'o1', created_at: new Date().toISOString() },
          { coupon_id: id('GONE'), user_id: other.userId, order_ref: 'o2', created_at: new Date().toISOString() },
        ])
        .execute();
      expect((await estimateOf(user, 'ONCE')).body.errMsg).toBe('You have already used coupon code "ONCE"');
      expect((await estimateOf(user, 'GONE')).body.errMsg).toBe('Coupon code "GONE" has been fully redeemed');
    });
  });

  describe('under concurrency', () => {
    it('merges 20 simultaneous adds of the same product into one line', async () => {
      const user = await signedInUser(t, `race-${dialect}@example.com`);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          callEndpoint(
            t.app,
            addCartItem,
            {
              body: {
                inventoryId: f.ids.sneaker,
                qty: 1,
                sizeAddonId: addons['EU 41'],
              },
            },
            user,
          ),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      const lines = await cartOf(user);
      expect(lines).toHaveLength(1);
      expect(itemAt(lines, 0).qty).toBe(20);
    });

    it('leaves a consistent cart when quantity changes race a removal', async () => {
      const user = await signedInUser(t, `race2-${dialect}@example.com`);
      const { cartItemId } = (
        await callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.lamp, qty: 1 } }, user)
      ).data;
      const ops = [
        ...Array.from({ length: 10 }, (_, i) =>
          callEndpoint(t.app, updateCartItem, { params: { cartItemId }, body: { qty: i + 1 } }, user),
        ),
        callEndpoint(t.app, removeCartItem, { params: { cartItemId } }, user),
        ...Array.from({ length: 10 }, () =>
          callEndpoint(t.app, addCartItem, { body: { inventoryId: f.ids.lamp, qty: 1 } }, user),
        ),
      ];
      const results = await Promise.all(ops);
      expect(results.every((r) => r.status === 200 || r.status === 404)).toBe(true);
      const lines = await cartOf(user);
      expect(lines.length).toBeLessThanOrEqual(1);
      for (const l of lines) {
        expect(l.qty).toBeGreaterThanOrEqual(1);
        expect(l.qty).toBeLessThanOrEqual(99);
      }
    });
  });
});
