import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInvoicePdf } from '@shared/contract/order';
import { callEndpoint } from '@server/test/call-endpoint';
import { formatMoney } from '@shared/money';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import * as orderRepo from '@server/modules/order/order.repository';
import { buyAndPay, placeUnpaid, pdfText } from './invoice.fixture.js';
import { INVOICE_LIMIT } from './invoice.routes.js';

describe.each(testDialects)('invoice PDFs on %s', (dialect) => {
  let s: OrderShop;
  const invoiceOf = (shopper: Shopper | null, orderUuid: string) =>
    callEndpoint(s.app, getInvoicePdf, { params: { orderUuid } }, shopper);
  const billedTo = async (shopper: Shopper, fullName: string) => {
    await s.db.kysely
      .updateTable('address')
      .set({ full_name: fullName })
      .where('address_id', '=', shopper.billingId)
      .execute();
  };

  beforeAll(async () => {
    s = await openOrderShop(dialect, { env: { SHOP_ADDRESS: '77 Harbour Road\\nPortland, OR 97201' } });
  });
  afterAll(() => s.close());

  it("gives the owner their paid order's invoice as a PDF download holding everything an invoice needs", async () => {
    const ada = await s.customer('invoice');
    await billedTo(ada, 'Zażółć gęślą jaźń');
    const size = await s.db.kysely
      .selectFrom('addon')
      .select('addon_id')
      .where('inventory_id', '=', s.f.ids.sneaker)
      .where('name', '=', 'EU 42')
      .executeTakeFirstOrThrow();
    const express = await s.db.kysely
      .selectFrom('addon')
      .select('addon_id')
      .where('inventory_id', '=', s.f.ids.sneaker)
      .where('name', '=', 'Express')
      .executeTakeFirstOrThrow();
    await ada.add(s.f.ids.sneaker, 2, { sizeAddonId: size.addon_id, shipAddonId: express.addon_id });
    await ada.add(s.f.ids.candle, 1);
    const { orderId: orderNumber, orderUuid, checkoutUrl } = await placeUnpaid(s, ada, 'WELCOME10');
    await s.payOnPage(checkoutUrl);
    const order = (await orderRepo.findByNumber(s.db.kysely, orderNumber))!;

    const res = await invoiceOf(ada, orderUuid);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${orderNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.data.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.data);
    const invoiceNumber = `INV-${String(order.invoice_number).padStart(6, '0')}`;
    for (const expected of [
      'Test Shop',
      '77 Harbour Road',
      'Portland, OR 97201',
      invoiceNumber,
      orderNumber,
      'Zażółć gęślą jaźń',
      '1 Analytical Way',
      'Suite 3',
      'San Francisco, CA 94107',
      'Canvas Sneaker',
      'Size: EU 42',
      'Shipping: Express (+$12.00)',
      '$77.00', // the sneaker's unit price: product plus add-ons
      '$154.00',
      'Crème Brûlée Candle',
      '$22.00',
      'Discount (coupon WELCOME10)',
      `-${formatMoney(order.discount_amount)}`,
      'Tax',
      '$0.00',
      'Total paid',
      formatMoney(order.amount),
      'Card (Stripe)',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(order.amount).toBe(15400 + 2200 - 1760);
  });

  it.each([
    ['Greek', 'Αλέξανδρος Παπαδόπουλος'],
    ['Japanese', '山田太郎'],
    ['mixed scripts', 'Łukasz 山田 Αλέξανδρος'],
  ])('prints a %s name as written, never as blanks or empty boxes', async (_script, name) => {
    const buyer = await s.customer('script');
    await billedTo(buyer, name);
    const { orderUuid } = await buyAndPay(s, buyer, s.f.ids.lamp);
    const res = await invoiceOf(buyer, orderUuid);
    expect(res.status).toBe(200);
    expect(await pdfText(res.data)).toContain(name);
  });

  it("answers 404 for another customer's order and for an unknown one, as the other order routes do", async () => {
    const owner = await s.customer('owner');
    const stranger = await s.customer('stranger');
    const { orderUuid } = await buyAndPay(s, owner, s.f.ids.candle);
    for (const uuid of [orderUuid, '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a']) {
      const res = await invoiceOf(stranger, uuid);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 40400, data: null, errMsg: 'Order not found' });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await invoiceOf(owner, 'not-a-uuid')).status).toBe(400);
  });

  it('refuses an unpaid order with 409 and says when the invoice comes', async () => {
    const buyer = await s.customer('unpaid');
    await buyer.add(s.f.ids.candle, 1);
    const { orderUuid } = await placeUnpaid(s, buyer);
    const res = await invoiceOf(buyer, orderUuid);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 40900, data: null, errMsg: 'Invoice is available once the order is paid' });
  });

  it(`limits each customer to ${INVOICE_LIMIT.limit} invoice requests in ten minutes, guesses included`, async () => {
    const busy = await s.customer('busy');
    const other = await s.customer('other');
    const { orderUuid } = await buyAndPay(s, busy, s.f.ids.candle);
    const unknown = '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a';
    for (let i = 1; i < INVOICE_LIMIT.limit; i++) expect((await invoiceOf(busy, unknown)).status).toBe(404);
    expect((await invoiceOf(busy, orderUuid)).status).toBe(200);

    const over = await invoiceOf(busy, orderUuid);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      data: null,
      errMsg: expect.stringMatching(/^Too many invoice downloads, please try again in \d+ minutes?$/),
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not held back by the busy one.
    expect((await invoiceOf(other, unknown)).status).toBe(404);
  });

  it('answers 401 in the envelope without a token', async () => {
    const res = await invoiceOf(null, '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 40100, data: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('draws a long order over several pages, every line on it', async () => {
    const buyer = await s.customer('long');
    for (const product of s.f.fillers) await buyer.add(product, 1);
    await buyer.add(s.f.ids.oxford, 3);
    await buyer.add(s.f.ids.lamp, 1);
    await buyer.add(s.f.ids.shirtdress, 2);
    const { orderUuid, checkoutUrl } = await placeUnpaid(s, buyer);
    await s.payOnPage(checkoutUrl);
    const res = await invoiceOf(buyer, orderUuid);
    const text = await pdfText(res.data);
    expect(text).toContain('Page 2 of 2');
    for (const i of [1, 7, 14]) expect(text).toContain(`Basic Tee No ${i}`);
    for (const name of ['Blue Oxford Shirt', 'Walnut Desk Lamp', 'Linen Shirtdress']) expect(text).toContain(name);
  });
});
