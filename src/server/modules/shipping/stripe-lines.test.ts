import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveShopSettings } from '@shared/contract/console-settings';
import { createTaxRate, listShippingZones } from '@shared/contract/console-shipping';
import { testDialects } from '@server/test/test-app';
import { callEndpoint } from '@server/test/call-endpoint';
import { startFakeStripe, stripeProviderFor, type FakeStripe } from '@server/test/fake-stripe';
import { openOrderShop, type OrderShop } from '@server/modules/order/order.fixture';
import * as orderRepo from '@server/modules/order/order.repository';

/** Stripe's Checkout Session carries the shipping and the added tax as lines that add up to the order. */
describe.each(testDialects)('Stripe session lines with shipping and tax on %s', (dialect) => {
  let s: OrderShop;
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await openOrderShop(dialect, { providers: { payment: stripeProviderFor(fake) } });
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  it('sends the items, Express and both tax lines, less the coupon, for exactly the order amount', async () => {
    const operator = await s.operator('stripe-tax-operator');
    await callEndpoint(
      s.app,
      createTaxRate,
      { body: { name: 'CA sales tax', countryCode: 'US', stateOrProvince: 'CA', taxClass: 'standard', rate: 8.25 } },
      operator,
    );
    await callEndpoint(s.app, saveShopSettings, { body: { pricesIncludeTax: false } }, operator);
    const zones = (await callEndpoint(s.app, listShippingZones, {}, operator)).data.list;
    const express = zones[0]!.methods.find((m) => m.name === 'Express')!.shippingMethodId;

    const ada = await s.customer('stripe-tax');
    await ada.add(s.f.ids.oxford, 2);
    const placed = await ada.order('WELCOME10', { shippingMethodId: express });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const checkout = await ada.checkout(placed.data.orderId);
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const order = (await orderRepo.findByNumber(s.db.kysely, placed.data.orderId))!;
    const session = fake.sessions.get(order.checkout_session_id!)!;
    const lines = (
      session.line_items as { quantity: string; price_data: { unit_amount: string; product_data: { name: string } } }[]
    ).map((l) => [l.price_data.product_data.name, Number(l.price_data.unit_amount), Number(l.quantity)]);
    // Form-encoded, as the SDK sends them. 9000 − 900 = 8100; tax 668 + 124; Express 1500.
    expect(lines).toEqual([
      ['Blue Oxford Shirt', 4500, 2],
      ['Shipping: Express', 1500, 1],
      ['CA sales tax 8.25 %', 668, 1],
      ['CA sales tax (shipping) 8.25 %', 124, 1],
    ]);
    expect(order.amount).toBe(8100 + 1500 + 668 + 124);
    expect(session.amount_total).toBe(order.amount);
  });
});
