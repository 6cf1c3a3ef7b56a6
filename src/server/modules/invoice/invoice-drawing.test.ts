import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getInvoicePdf, getOrder } from '@shared/contract/order';
import { callEndpoint } from '@server/test/call-endpoint';
import { gatedDocumentPool, type GatedDocumentPool } from '@server/test/gated-document-pool';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { buyAndPay, placeUnpaid, pdfText } from './invoice.fixture.js';
import { INVOICE_LIMIT, LINES_PER_DRAWING_UNIT } from './invoice.routes.js';

/** Generous, and within the test timeout (30 s) so a miss reads as what was awaited. */
const soon = { timeout: 20_000, interval: 20 };
const UNKNOWN_ORDER = '3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a';

describe.each(testDialects)('invoices drawn off the event loop and kept, on %s', (dialect) => {
  let s: OrderShop;
  let gated: GatedDocumentPool;
  const invoiceOf = (shopper: Shopper, orderUuid: string) =>
    callEndpoint(s.app, getInvoicePdf, { params: { orderUuid } }, shopper);
  /** A paid order of the 14 filler products: 14 lines, a drawing of two units. */
  const longOrder = async (shopper: Shopper) => {
    for (const product of s.f.fillers) await shopper.add(product, 1);
    const bought = await placeUnpaid(s, shopper);
    await s.payOnPage(bought.checkoutUrl);
    return bought;
  };

  beforeAll(async () => {
    gated = gatedDocumentPool();
    s = await openOrderShop(dialect, { providers: { documentPool: gated.pool } });
  });
  afterEach(() => gated.open());
  afterAll(async () => {
    await s.close();
    await gated.pool.close();
  });

  it('answers other requests while an invoice is being drawn', async () => {
    const buyer = await s.customer('patient');
    const { orderUuid } = await buyAndPay(s, buyer, s.f.ids.lamp);
    gated.shut();
    const before = gated.arrivals();
    let answered = false;
    const download = invoiceOf(buyer, orderUuid).then((res) => {
      answered = true;
      return res;
    });
    await expect.poll(() => gated.arrivals(), soon).toBe(before + 1);

    const detail = await callEndpoint(s.app, getOrder, { params: { orderUuid } }, buyer);
    expect(detail.status).toBe(200);
    expect(answered).toBe(false);

    gated.open();
    const res = await download;
    expect(res.status).toBe(200);
    expect(await pdfText(res.data)).toContain('Walnut Desk Lamp');
  });

  it('draws an invoice once: a parallel first download and a later one get the same kept copy', async () => {
    const buyer = await s.customer('twice');
    const { orderUuid } = await buyAndPay(s, buyer, s.f.ids.candle);
    const before = gated.arrivals();
    gated.shut();
    const first = invoiceOf(buyer, orderUuid);
    await expect.poll(() => gated.arrivals(), soon).toBe(before + 1);
    const parallel = invoiceOf(buyer, orderUuid);
    gated.open();
    const [a, b] = await Promise.all([first, parallel]);
    const later = await invoiceOf(buyer, orderUuid);

    expect([a.status, b.status, later.status]).toEqual([200, 200, 200]);
    expect(gated.arrivals()).toBe(before + 1);
    expect(b.data.equals(a.data)).toBe(true);
    expect(later.data.equals(a.data)).toBe(true);
    expect(later.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(later.data)).toContain('Crème Brûlée Candle');
  });

  it('abandons a drawing past its timeout with a clear 503, and draws the next request', async () => {
    const buyer = await s.customer('stuck');
    const { orderUuid } = await buyAndPay(s, buyer, s.f.ids.oxford);
    const before = gated.arrivals();
    gated.shut();
    const download = invoiceOf(buyer, orderUuid);
    await expect.poll(() => gated.arrivals(), soon).toBe(before + 1);
    await expect.poll(() => gated.timeOut(), soon).toBe(1);

    const res = await download;
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 50300,
      data: null,
      errMsg: 'The invoice could not be drawn just now, please try again',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    gated.open();
    const next = await invoiceOf(buyer, orderUuid);
    expect(next.status).toBe(200);
    expect(await pdfText(next.data)).toContain('Blue Oxford Shirt');
  });

  it(`counts a drawing as one unit per ${LINES_PER_DRAWING_UNIT} lines begun and a kept invoice as one`, async () => {
    // 59 of 60 units used: a drawing of two does not fit.
    const heavy = await s.customer('heavy');
    const heavyOrder = await longOrder(heavy);
    for (let i = 1; i < INVOICE_LIMIT.limit; i++) expect((await invoiceOf(heavy, UNKNOWN_ORDER)).status).toBe(404);
    const refused = await invoiceOf(heavy, heavyOrder.orderUuid);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 42900,
      data: null,
      errMsg: expect.stringMatching(/^Too many invoice downloads, please try again in \d+ minutes?$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Drawn once (two units), then read from the kept copy 58 times (one each): 60 in all.
    const thrifty = await s.customer('thrifty');
    const { orderUuid } = await longOrder(thrifty);
    for (let i = 0; i < INVOICE_LIMIT.limit - 1; i++) expect((await invoiceOf(thrifty, orderUuid)).status).toBe(200);
    expect((await invoiceOf(thrifty, orderUuid)).status).toBe(429);
  });
});
