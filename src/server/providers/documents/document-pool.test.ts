import { afterEach, describe, expect, it } from 'vitest';
import { gatedDocumentPool, type GatedDocumentPool } from '@server/test/gated-document-pool';
import { pdfText } from '@server/modules/invoice/invoice.fixture';
import { DocumentUnavailable } from './document-pool.js';
import type { ShopDocument } from '@server/modules/invoice/document-drawers';

const soon = { timeout: 20_000, interval: 20 };

const invoice = (orderNumber: string): ShopDocument => ({
  kind: 'invoice',
  content: {
    shop: { name: 'Pool Shop', address: ['1 Thread Street'], taxNumber: '' },
    invoiceNumber: 'INV-000001',
    invoiceDate: 'January 2, 2026',
    orderNumber,
    orderDate: 'January 1, 2026',
    paymentMethod: 'Card (Stripe)',
    billTo: ['Ada Lovelace'],
    lines: [{ name: 'Walnut Desk Lamp', details: '', qty: 1, unitPrice: 4900, total: 4900 }],
    subtotal: 4900,
    discount: 0,
    couponCode: null,
    shipping: null,
    tax: 0,
    taxLines: [],
    pricesIncludeTax: true,
    total: 4900,
  },
});

describe('the document pool', () => {
  let gated: GatedDocumentPool;
  afterEach(async () => {
    gated.open();
    await gated.pool.close();
  });

  it('draws documents one after another on its one worker, and refuses more than may wait', async () => {
    gated = gatedDocumentPool({ size: 1, maxWaiting: 2 });
    gated.shut();
    const drawing = gated.pool.draw(invoice('FIRST-00001'));
    await expect.poll(() => gated.arrivals(), soon).toBe(1);
    const waiting = [gated.pool.draw(invoice('SECOND-0002')), gated.pool.draw(invoice('THIRD-00003'))];
    await expect(gated.pool.draw(invoice('FOURTH-0004'))).rejects.toThrow(DocumentUnavailable);

    gated.open();
    const pdfs = await Promise.all([drawing, ...waiting]);
    const texts = await Promise.all(pdfs.map(pdfText));
    expect(texts.map((t) => /(FIRST|SECOND|THIRD)-\d+/.exec(t)?.[0])).toEqual([
      'FIRST-00001',
      'SECOND-0002',
      'THIRD-00003',
    ]);
    expect(gated.arrivals()).toBe(3);
  });

  it('refuses drawings once closed', async () => {
    gated = gatedDocumentPool();
    await gated.pool.close();
    await expect(gated.pool.draw(invoice('LATE-000001'))).rejects.toThrow(DocumentUnavailable);
  });

  it("counts a drawing's timeout from when its worker is ready, not while the worker starts", async () => {
    gated = gatedDocumentPool({ size: 1, holdStart: true });
    const drawing = gated.pool.draw(invoice('SLOW-START1'));
    // The worker is still starting: there is no drawing whose time could run out.
    expect(gated.timeOut()).toBe(0);
    gated.shut();
    gated.letStart();
    await expect.poll(() => gated.arrivals(), soon).toBe(1);
    await expect.poll(() => gated.timeOut(), soon).toBe(1);
    await expect(drawing).rejects.toBeInstanceOf(DocumentUnavailable);
  });
});
