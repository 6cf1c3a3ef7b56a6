import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShipment, getPackingSlipPdf } from '@shared/contract/console-shipments';
import { callEndpoint } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { pdfText } from './invoice.fixture.js';

/** A packing slip per parcel: what that parcel holds (not the whole order), where it goes, no prices. */
describe.each(testDialects)('packing slips on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('slip-operator');
  });
  afterAll(() => s.close());

  it("lists the parcel's units and address, for operators only", async () => {
    const ada = await s.customer('slip-ada');
    const { orderUuid, orderId, items } = await s.paidOrder(ada, [
      [s.f.ids.oxford, 1],
      [s.f.ids.lamp, 3],
    ]);
    const lamp = items.find((i) => i.productId === s.f.ids.lamp)!.orderItemId;
    const shipped = await callEndpoint(
      s.app,
      createShipment,
      {
        params: { orderUuid },
        body: { lines: [{ orderItemId: lamp, qty: 1 }], carrierName: 'UPS', trackingNumber: '1Z 999 AA1' },
      },
      operator,
    );
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const { shipmentId } = shipped.data;

    const slip = await callEndpoint(s.app, getPackingSlipPdf, { params: { shipmentId } }, operator);
    expect(slip.status).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${orderId}-${shipmentId}.pdf"`,
    );
    const text = (await pdfText(slip.data)).replace(/\s+/g, ' ');
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(orderId);
    expect(text).toContain('1Z 999 AA1');
    expect(text).toContain('Walnut Desk Lamp');
    expect(text).toContain('1 unit in this parcel');
    // The shirt is in no parcel yet: not on this slip; and a slip shows no prices.
    expect(text).not.toContain('Blue Oxford Shirt');
    expect(text).not.toMatch(/\$\d/);

    // Same content, same bytes (kept once drawn).
    const again = await callEndpoint(s.app, getPackingSlipPdf, { params: { shipmentId } }, operator);
    expect(Buffer.compare(again.data, slip.data)).toBe(0);

    expect((await callEndpoint(s.app, getPackingSlipPdf, { params: { shipmentId } }, ada)).status).toBe(403);
    const unknown = await callEndpoint(s.app, getPackingSlipPdf, { params: { shipmentId: 999999 } }, operator);
    expect([unknown.status, unknown.body.errMsg]).toEqual([404, 'Shipment not found']);
  });
});
