import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateCart } from '@shared/contract/cart';
import { getOrder } from '@shared/contract/order';
import { saveShopSettings } from '@shared/contract/console-settings';
import {
  createShippingMethod,
  createShippingZone,
  createTaxRate,
  listShippingZones,
  listTaxRates,
} from '@shared/contract/console-shipping';
import { listShippingMethods } from '@shared/contract/shipping';
import { getConsoleProduct, updateProduct } from '@shared/contract/console-products';
import { testDialects } from '@server/test/test-app';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { NO_ZONE_MESSAGE } from './price-cart.js';

/**
 * Delivery and tax to the cent (docs/shipping-and-tax.md): an order to California with Express
 * and an 8.25 % rate, prices without and with tax, a coupon before tax, the payment session's
 * lines, "free from" at its edge, and addresses no zone covers.
 */
describe.each(testDialects)('shipping and tax on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let expressId: number;

  const setPricesIncludeTax = async (pricesIncludeTax: boolean) => {
    const res = await callEndpoint(s.app, saveShopSettings, { body: { pricesIncludeTax } }, operator);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const detailOf = async (shopper: Shopper, orderUuid: string) =>
    (await callEndpoint(s.app, getOrder, { params: { orderUuid } }, shopper)).data.order;
  const orderCount = async () =>
    Number(
      (
        await s.db.kysely
          .selectFrom('customer_order')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('tax-operator');
    const rate = await callEndpoint(
      s.app,
      createTaxRate,
      { body: { name: 'CA sales tax', countryCode: 'US', stateOrProvince: 'CA', taxClass: 'standard', rate: 8.25 } },
      operator,
    );
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    const zones = (await callEndpoint(s.app, listShippingZones, {}, operator)).data.list;
    expressId = zones[0]!.methods.find((m) => m.name === 'Express')!.shippingMethodId;
  });
  afterAll(() => s.close());

  it('starts as the demo: Standard free in 5 days and Express $15.00 in 2 days for the United States', async () => {
    const zones = (await callEndpoint(s.app, listShippingZones, {}, operator)).data.list;
    expect(zones).toHaveLength(1);
    expect(zones[0]).toMatchObject({ name: 'United States', regions: [{ countryCode: 'US' }] });
    expect(zones[0]!.methods.map((m) => [m.name, m.price, m.deliveryDays, m.active])).toEqual([
      ['Standard', 0, 5, true],
      ['Express', 1500, 2, true],
    ]);
    const ada = await s.customer('demo');
    await ada.add(s.f.ids.oxford, 1);
    const choices = await callEndpoint(
      s.app,
      listShippingMethods,
      { query: { shippingAddressId: ada.shippingId } },
      ada,
    );
    expect(choices.data.list.map((m) => [m.name, m.price, m.deliveryDays])).toEqual([
      ['Standard', 0, 5],
      ['Express', 1500, 2],
    ]);
  });

  it('prices excluding tax: items + Express + 8.25 % on both, to the cent, and the payment session adds up', async () => {
    await setPricesIncludeTax(false);
    const ada = await s.customer('excl');
    await ada.add(s.f.ids.oxford, 2); // 2 × $45.00
    const estimate = await callEndpoint(
      s.app,
      estimateCart,
      { query: { shippingAddressId: ada.shippingId, shippingMethodId: expressId } },
      ada,
    );
    // 9000 × 8.25 % = 742.5 → 743; 1500 × 8.25 % = 123.75 → 124.
    expect(estimate.data).toMatchObject({ itemsTotal: 9000, shippingAmount: 1500, taxAmount: 867, amount: 11367 });
    const placed = await ada.order('', { shippingMethodId: expressId });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await detailOf(ada, placed.data.orderUuid);
    expect(order).toMatchObject({
      originalAmount: 9000,
      shippingAmount: 1500,
      shippingMethodName: 'Express',
      deliveryDays: 2,
      pricesIncludeTax: false,
      taxAmount: 867,
      amount: 11367,
    });
    expect(order.taxLines).toEqual([
      { name: 'CA sales tax', rate: 8.25, base: 9000, amount: 743 },
      { name: 'CA sales tax (shipping)', rate: 8.25, base: 1500, amount: 124 },
    ]);

    const checkout = await ada.checkout(placed.data.orderId);
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const session = await s.db.kysely
      .selectFrom('test_checkout_session')
      .selectAll()
      .where('order_ref', '=', placed.data.orderId)
      .executeTakeFirstOrThrow();
    const lines = JSON.parse(session.lines_json) as { name: string; unitAmount: number; quantity: number }[];
    expect(lines.map((l) => [l.name, l.unitAmount, l.quantity])).toEqual([
      ['Blue Oxford Shirt', 4500, 2],
      ['Shipping: Express', 1500, 1],
      ['CA sales tax 8.25 %', 743, 1],
      ['CA sales tax (shipping) 8.25 %', 124, 1],
    ]);
    expect(lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0) - session.discount_amount).toBe(order.amount);
    expect(session.amount_total).toBe(order.amount);
    expect((await s.payOnPage(checkout.data.checkoutUrl)).status).toBe(303);
    expect((await detailOf(ada, placed.data.orderUuid)).paymentStatus).toBe('success');
  });

  it('takes the coupon before tax', async () => {
    await setPricesIncludeTax(false);
    const ada = await s.customer('coupon');
    await ada.add(s.f.ids.oxford, 2);
    const placed = await ada.order('WELCOME10', { shippingMethodId: expressId });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await detailOf(ada, placed.data.orderUuid);
    // 9000 − 10 % = 8100; 8100 × 8.25 % = 668.25 → 668; shipping 124.
    expect(order.taxLines.map((l) => [l.base, l.amount])).toEqual([
      [8100, 668],
      [1500, 124],
    ]);
    expect(order).toMatchObject({ taxAmount: 792, amount: 8100 + 1500 + 792 });
  });

  it('prices including tax: the same order keeps its total and shows the tax inside it', async () => {
    await setPricesIncludeTax(true);
    const ada = await s.customer('incl');
    await ada.add(s.f.ids.oxford, 2);
    const placed = await ada.order('', { shippingMethodId: expressId });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await detailOf(ada, placed.data.orderUuid);
    // 9000 × 8.25 / 108.25 = 685.91 → 686; 1500 × 8.25 / 108.25 = 114.32 → 114.
    expect(order).toMatchObject({ amount: 10500, pricesIncludeTax: true, taxAmount: 800 });
    expect(order.taxLines.map((l) => [l.base, l.amount])).toEqual([
      [9000, 686],
      [1500, 114],
    ]);
  });

  it('makes a method free from its items total: $99.99 pays, $100.00 does not', async () => {
    const zone = await callEndpoint(
      s.app,
      createShippingZone,
      { body: { name: 'Hawaii', regions: [{ countryCode: 'US', stateOrProvince: 'HI' }] } },
      operator,
    );
    expect(zone.status, JSON.stringify(zone.body)).toBe(200);
    const island = await callEndpoint(
      s.app,
      createShippingMethod,
      {
        params: { zoneId: zone.data.zoneId },
        body: { name: 'Island', price: 2500, freeFrom: 10000, deliveryDays: 7, active: true },
      },
      operator,
    );
    expect(island.status, JSON.stringify(island.body)).toBe(200);
    // Each change is recorded with who made it.
    const audit = await s.db.kysely
      .selectFrom('admin_audit')
      .select(['actor', 'entity', 'entity_id', 'action'])
      .where('entity', 'in', ['shipping_zone', 'shipping_method'])
      .orderBy('audit_id')
      .execute();
    expect(audit).toEqual([
      { actor: `operator:${operator.userId}`, entity: 'shipping_zone', entity_id: zone.data.zoneId, action: 'create' },
      {
        actor: `operator:${operator.userId}`,
        entity: 'shipping_method',
        entity_id: island.data.shippingMethodId,
        action: 'create',
      },
    ]);
    const ada = await s.customer('free-from');
    await s.db.kysely
      .updateTable('address')
      .set({ state_or_province: 'Hawaii' })
      .where('address_id', '=', ada.shippingId)
      .execute();
    const choices = async () =>
      (await callEndpoint(s.app, listShippingMethods, { query: { shippingAddressId: ada.shippingId } }, ada)).data.list;
    const before = (await s.db.kysely
      .selectFrom('inventory')
      .select('price')
      .where('inventory_id', '=', s.f.ids.oxford)
      .executeTakeFirstOrThrow())!.price;
    await ada.add(s.f.ids.oxford, 1);
    try {
      for (const [price, shipping] of [
        [9999, 2500],
        [10000, 0],
      ] as const) {
        await s.db.kysely.updateTable('inventory').set({ price }).where('inventory_id', '=', s.f.ids.oxford).execute();
        expect(await choices()).toEqual([
          { shippingMethodId: island.data.shippingMethodId, name: 'Island', price: shipping, deliveryDays: 7 },
        ]);
      }
    } finally {
      await s.db.kysely
        .updateTable('inventory')
        .set({ price: before })
        .where('inventory_id', '=', s.f.ids.oxford)
        .execute();
    }
    // A method of the Hawaii zone is refused for a California address, and nothing is written.
    const bob = await s.customer('other-zone');
    await bob.add(s.f.ids.oxford, 1);
    const count = await orderCount();
    const refused = await bob.order('', { shippingMethodId: island.data.shippingMethodId });
    expect([refused.status, refused.body.errMsg]).toEqual([
      400,
      'This shipping method does not deliver to this address; please choose another',
    ]);
    expect(await orderCount()).toBe(count);
  });

  it('refuses to confirm an address no zone covers, and writes nothing', async () => {
    const ada = await s.customer('no-zone');
    await s.db.kysely
      .updateTable('address')
      .set({ country_code: 'CA' })
      .where('address_id', '=', ada.shippingId)
      .execute();
    await ada.add(s.f.ids.oxford, 1);
    const choices = await callEndpoint(
      s.app,
      listShippingMethods,
      { query: { shippingAddressId: ada.shippingId } },
      ada,
    );
    expect(choices.data.list).toEqual([]);
    const count = await orderCount();
    const refused = await ada.order();
    expect([refused.status, refused.body.errMsg]).toEqual([400, NO_ZONE_MESSAGE]);
    expect(await orderCount()).toBe(count);
  });

  it('keeps one zone per place and one rate per place and class when two operators save at once', async () => {
    const zones = await Promise.all(
      ['France A', 'France B'].map((name) =>
        callEndpoint(s.app, createShippingZone, { body: { name, regions: [{ countryCode: 'FR' }] } }, operator),
      ),
    );
    expect(zones.map((z) => z.status).sort()).toEqual([200, 400]);
    const rates = await Promise.all(
      [20, 5.5].map((rate) =>
        callEndpoint(
          s.app,
          createTaxRate,
          { body: { name: 'TVA', countryCode: 'FR', taxClass: 'standard', rate } },
          operator,
        ),
      ),
    );
    expect(rates.map((r) => r.status).sort()).toEqual([200, 400]);
    const list = (await callEndpoint(s.app, listTaxRates, {}, operator)).data.list;
    expect(list.filter((r) => r.countryCode === 'FR')).toHaveLength(1);
  });

  it('answers bad zones, methods and rates with a 400 and changes nothing', async () => {
    const zonesBefore = (await callEndpoint(s.app, listShippingZones, {}, operator)).data;
    const ratesBefore = (await callEndpoint(s.app, listTaxRates, {}, operator)).data;
    const rate = { name: 'VAT', countryCode: 'DE', taxClass: 'standard', rate: 19 };
    for (const body of [
      { ...rate, rate: -1 },
      { ...rate, rate: 100.5 },
      { ...rate, taxClass: 'luxury' },
      { ...rate, countryCode: 'XX' },
      { ...rate, stateOrProvince: 'CA' },
    ]) {
      const res = await callEndpointWithInvalidInput(s.app, createTaxRate, { body }, operator);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const noRegions = await callEndpointWithInvalidInput(
      s.app,
      createShippingZone,
      { body: { name: 'Nowhere', regions: [] } },
      operator,
    );
    expect(noRegions.status).toBe(400);
    const zoneId = zonesBefore.list[0]!.zoneId;
    for (const body of [
      { name: 'Cheap', price: -1, deliveryDays: 3, active: true },
      { name: 'Cheap', price: 100, freeFrom: -1, deliveryDays: 3, active: true },
    ]) {
      const res = await callEndpointWithInvalidInput(
        s.app,
        createShippingMethod,
        { params: { zoneId }, body },
        operator,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await callEndpoint(s.app, listShippingZones, {}, operator)).data).toEqual(zonesBefore);
    expect((await callEndpoint(s.app, listTaxRates, {}, operator)).data).toEqual(ratesBefore);
  });
});

describe.each(testDialects)("a product's weight and tax class on %s", (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('product-operator');
  });
  afterAll(() => s.close());

  it('are edited in the console; a save that leaves them out keeps them; a bad class is a 400', async () => {
    const params = { inventoryId: s.f.ids.lamp };
    const read = async () => (await callEndpoint(s.app, getConsoleProduct, { params }, operator)).data;
    const product = await read();
    expect([product.weightGrams, product.taxClass]).toEqual([null, 'standard']);
    const { inventoryId: _id, stock: _stock, updatedAt: _at, weightGrams: _w, taxClass: _c, ...write } = product;
    const saved = await callEndpoint(
      s.app,
      updateProduct,
      { params, body: { ...write, weightGrams: 1200, taxClass: 'reduced' } },
      operator,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect([saved.data.weightGrams, saved.data.taxClass]).toEqual([1200, 'reduced']);
    const kept = await callEndpoint(s.app, updateProduct, { params, body: write }, operator);
    expect([kept.data.weightGrams, kept.data.taxClass]).toEqual([1200, 'reduced']);
    const bad = await callEndpointWithInvalidInput(
      s.app,
      updateProduct,
      { params, body: { ...write, taxClass: 'luxury' } },
      operator,
    );
    expect(bad.status).toBe(400);
    expect((await read()).taxClass).toBe('reduced');
  });
});
