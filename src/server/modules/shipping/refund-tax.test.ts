import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditNotePdf, getInvoicePdf, getOrder } from '@shared/contract/order';
import { createRefund, previewRefund } from '@shared/contract/console-refunds';
import { saveShopSettings } from '@shared/contract/console-settings';
import { getDashboard } from '@shared/contract/console-dashboard';
import { createTaxRate, listShippingZones } from '@shared/contract/console-shipping';
import { testDialects } from '@server/test/test-app';
import { callEndpoint } from '@server/test/call-endpoint';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { pdfText } from '@server/modules/invoice/invoice.fixture';

/**
 * What a paid order with shipping and tax shows after the sale (docs/shipping-and-tax.md): the
 * invoice's shipping line, tax table and tax number; a partial refund's tax share, which with what
 * is left adds up to the order's tax; the credit note's tax table; the shipping given back on the
 * operator's choice; the dashboard's revenue with and without tax and shipping.
 */
describe.each(testDialects)('tax after the sale on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let expressId: number;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('refund-tax-operator');
    const rate = await callEndpoint(
      s.app,
      createTaxRate,
      { body: { name: 'CA sales tax', countryCode: 'US', stateOrProvince: 'CA', taxClass: 'standard', rate: 8.25 } },
      operator,
    );
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    const settings = await callEndpoint(
      s.app,
      saveShopSettings,
      { body: { pricesIncludeTax: false, taxNumber: 'CA-SR-123-456789' } },
      operator,
    );
    expect(settings.data).toMatchObject({ pricesIncludeTax: false, taxNumber: 'CA-SR-123-456789' });
    const zones = (await callEndpoint(s.app, listShippingZones, {}, operator)).data.list;
    expressId = zones[0]!.methods.find((m) => m.name === 'Express')!.shippingMethodId;
  });
  afterAll(() => s.close());

  /** Two shirts ($90.00) to California by Express, paid: 9000 + 1500 + 743 + 124 = 11 367. */
  async function paidExpressOrder(label: string) {
    const ada = await s.customer(label);
    await ada.add(s.f.ids.oxford, 2);
    const placed = await ada.order('', { shippingMethodId: expressId });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const checkout = await ada.checkout(placed.data.orderId);
    expect((await s.payOnPage(checkout.data.checkoutUrl)).status).toBe(303);
    const detail = (await callEndpoint(s.app, getOrder, { params: { orderUuid: placed.data.orderUuid } }, ada)).data;
    expect(detail.order).toMatchObject({ paymentStatus: 'success', amount: 11367, taxAmount: 867 });
    return { ada, orderUuid: placed.data.orderUuid, shirts: detail.items[0]!.orderItemId };
  }

  it('prints the shipping line, the tax table and the tax number on the invoice', async () => {
    const { ada, orderUuid } = await paidExpressOrder('invoice');
    const res = await callEndpoint(s.app, getInvoicePdf, { params: { orderUuid } }, ada);
    expect(res.status).toBe(200);
    const text = await pdfText(res.data);
    for (const expected of [
      'Tax number: CA-SR-123-456789',
      'Shipping (Express)',
      '$15.00',
      'CA sales tax',
      'CA sales tax (shipping)',
      '8.25 %',
      '$90.00',
      '$7.43',
      '$1.24',
      '$8.67',
      '$113.67',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("gives back a partial refund's tax share; with what is left it adds up to the order's tax", async () => {
    const { ada, orderUuid, shirts } = await paidExpressOrder('partial');
    // One shirt of two: half the line's 9743 paid (4500 + its 371.5 of tax, rounded down for the first unit).
    const one = await callEndpoint(
      s.app,
      createRefund,
      { params: { orderUuid }, body: { lines: [{ orderItemId: shirts, qty: 1 }], reason: 'Torn' } },
      operator,
    );
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.data).toMatchObject({ amount: 4871, taxAmount: 371, shippingAmount: 0, status: 'succeeded' });

    // The rest, with the shipping: the other shirt (4872, tax 372) and Express (1500, tax 124).
    const preview = await callEndpoint(
      s.app,
      previewRefund,
      {
        params: { orderUuid },
        body: { lines: [{ orderItemId: shirts, qty: 1 }], reason: 'Late', refundShipping: true },
      },
      operator,
    );
    expect(preview.data).toMatchObject({ amount: 4872 + 1624, shippingAmount: 1500, taxAmount: 372 + 124 });
    expect(preview.data.taxLines).toEqual([
      { name: 'CA sales tax', rate: 8.25, base: 4500, amount: 372 },
      { name: 'CA sales tax (shipping)', rate: 8.25, base: 1500, amount: 124 },
    ]);
    const rest = await callEndpoint(
      s.app,
      createRefund,
      {
        params: { orderUuid },
        body: { lines: [{ orderItemId: shirts, qty: 1 }], reason: 'Late', refundShipping: true },
      },
      operator,
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const detail = (await callEndpoint(s.app, getOrder, { params: { orderUuid } }, ada)).data;
    expect(detail.refundedAmount).toBe(detail.order.amount);
    expect(detail.refunds.reduce((sum, r) => sum + r.taxAmount, 0)).toBe(detail.order.taxAmount);

    // The shipping goes back once.
    const again = await callEndpoint(
      s.app,
      previewRefund,
      { params: { orderUuid }, body: { lines: [{ orderItemId: shirts, qty: 1 }], reason: 'x', refundShipping: true } },
      operator,
    );
    expect(again.status).toBe(409);

    const note = await callEndpoint(
      s.app,
      getCreditNotePdf,
      { params: { orderUuid, refundId: one.data.refundId } },
      ada,
    );
    expect(note.status).toBe(200);
    const text = await pdfText(note.data);
    for (const expected of ['Tax number: CA-SR-123-456789', 'CA sales tax', '8.25 %', '$45.00', '$3.71', '-$48.71']) {
      expect(text, expected).toContain(expected);
    }
    const second = await callEndpoint(
      s.app,
      getCreditNotePdf,
      { params: { orderUuid, refundId: rest.data.refundId } },
      ada,
    );
    const secondText = await pdfText(second.data);
    for (const expected of ['Shipping', '$16.24', 'CA sales tax (shipping)', '$1.24', '$3.72', '-$64.96']) {
      expect(secondText, expected).toContain(expected);
    }
  });

  it('gives back the tax in proportion when refunding an amount, and all that is left at the end', async () => {
    const { ada, orderUuid } = await paidExpressOrder('amount');
    const part = await callEndpoint(
      s.app,
      createRefund,
      { params: { orderUuid }, body: { amount: 5000, reason: 'Goodwill' } },
      operator,
    );
    // 867 × 5000 / 11 367 = 381.37 → 381, shared over the two lines by what is left of each.
    expect(part.data).toMatchObject({ amount: 5000, taxAmount: 381 });
    const rest = await callEndpoint(
      s.app,
      createRefund,
      { params: { orderUuid }, body: { amount: 6367, reason: 'The rest' } },
      operator,
    );
    expect(rest.data).toMatchObject({ amount: 6367, taxAmount: 867 - 381 });
    const detail = (await callEndpoint(s.app, getOrder, { params: { orderUuid } }, ada)).data;
    expect(detail.refunds.map((r) => r.taxAmount)).toEqual([381, 486]);
  });

  it('says the revenue with and without tax and shipping', async () => {
    const dashboard = async () => (await callEndpoint(s.app, getDashboard, {}, operator)).data.periods[0]!;
    const before = await dashboard();
    await paidExpressOrder('dashboard');
    const after = await dashboard();
    expect(after.revenue - before.revenue).toBe(11367);
    expect(after.netRevenue - before.netRevenue).toBe(9000);
  });
});
