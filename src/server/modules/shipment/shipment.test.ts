import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConsoleOrder, listConsoleOrders } from '@shared/contract/console-orders';
import { cancelItems } from '@shared/contract/console-refunds';
import { createShipment, updateShipmentStatus } from '@shared/contract/console-shipments';
import { listShipments } from '@shared/contract/order';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import type { WireInputOf } from '@shared/contract/endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { trackingUrlOf } from './carriers.js';

describe('tracking links', () => {
  it('link known carriers whatever their spelling, and no others', () => {
    expect(trackingUrlOf('UPS', '1Z 999')).toBe('https://www.ups.com/track?tracknum=1Z%20999');
    expect(trackingUrlOf('Fed Ex', '1234')).toBe('https://www.fedex.com/fedextrack/?trknbr=1234');
    expect(trackingUrlOf('usps', '9400')).toContain('tools.usps.com');
    expect(trackingUrlOf('DHL Express', 'JD01')).toContain('dhl.com');
    expect(trackingUrlOf('Bob’s Couriers', '42')).toBeNull();
  });
});

describe.each(testDialects)('shipments on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('ship-operator');
  });
  afterAll(() => s.close());

  const ship = (orderUuid: string, body: WireInputOf<typeof createShipment>['body']) =>
    callEndpoint(s.app, createShipment, { params: { orderUuid }, body }, operator);
  const shipmentsSeenBy = async (shopper: Shopper, orderUuid: string) =>
    (await callEndpoint(s.app, listShipments, { params: { orderUuid } }, shopper)).data.list;

  it('ships items under a tracking number the customer sees with a link, and mails them', async () => {
    const ada = await s.customer('ship');
    const {
      orderUuid,
      orderId: orderNumber,
      items,
    } = await s.paidOrder(ada, [
      [s.f.ids.oxford, 1],
      [s.f.ids.lamp, 2],
    ]);
    await s.smtp.waitForMail(ada.email); // the confirmation
    expect(await shipmentsSeenBy(ada, orderUuid)).toEqual([]);

    const shirt = items.find((i) => i.productId === s.f.ids.oxford);
    const lamp = items.find((i) => i.productId === s.f.ids.lamp);
    const created = await ship(orderUuid, {
      orderItemIds: [shirt!.orderItemId],
      carrierName: 'FedEx',
      trackingNumber: '7489 2000 1234',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { shipmentId } = created.data;

    expect(await shipmentsSeenBy(ada, orderUuid)).toEqual([
      {
        shipmentId,
        orderItemId: shirt!.orderItemId,
        qty: 1,
        carrierName: 'FedEx',
        trackingNumber: '7489 2000 1234',
        shipmentStatus: 'shipped',
        trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=7489%202000%201234',
      },
    ]);
    const mail = await s.smtp.waitForMail(ada.email);
    expect(mail.subject).toContain(`items of order ${orderNumber} have shipped`);
    expect(mail.text).toContain('Blue Oxford Shirt');
    expect(mail.text).toContain('7489 2000 1234');

    // The other item with a carrier the shop has no link for.
    await ship(orderUuid, { orderItemIds: [lamp!.orderItemId], carrierName: 'Local Courier', trackingNumber: 'LC-1' });
    const both = await shipmentsSeenBy(ada, orderUuid);
    expect(both.map((r) => [r.orderItemId, r.trackingUrl])).toEqual(
      expect.arrayContaining([
        [shirt!.orderItemId, expect.stringContaining('fedex')],
        [lamp!.orderItemId, null],
      ]),
    );

    const moved = await callEndpoint(
      s.app,
      updateShipmentStatus,
      { params: { shipmentId }, body: { shipmentStatus: 'in_transit' } },
      operator,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const seen = await shipmentsSeenBy(ada, orderUuid);
    expect(seen.find((r) => r.shipmentId === shipmentId)?.shipmentStatus).toBe('in_transit');

    const admin = (await callEndpoint(s.app, getConsoleOrder, { params: { orderUuid } }, operator)).data;
    expect(admin.shipments).toHaveLength(2);
    expect(admin.events.filter((e) => e.type === 'shipped').map((e) => e.actor)).toEqual([
      `operator:${operator.userId}`,
      `operator:${operator.userId}`,
    ]);
    expect(admin.events.find((e) => e.type === 'shipment_status')?.detail).toMatchObject({
      from: 'shipped',
      to: 'in_transit',
    });
  });

  it('refuses what cannot ship, changing nothing', async () => {
    const ada = await s.customer('ship-refusals');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    const other = await s.paidOrder(await s.customer('ship-other'), [[s.f.ids.lamp, 1]]);
    const itemId = items[0]!.orderItemId;
    const good = { orderItemIds: [itemId], carrierName: 'UPS', trackingNumber: '1Z1' };

    const cases: [WireInputOf<typeof createShipment>['body'], number, RegExp][] = [
      [{ ...good, orderItemIds: [] }, 400, /at least one order item/],
      [{ ...good, orderItemIds: [itemId, itemId] }, 400, /only once/],
      [{ ...good, carrierName: '  ' }, 400, /Carrier must not be empty/],
      [{ ...good, trackingNumber: '<script>' }, 400, /letters, digits/],
      [{ ...good, orderItemIds: [other.items[0]!.orderItemId] }, 404, /Order item .* not found/],
    ];
    for (const [body, status, message] of cases) {
      const res = await ship(orderUuid, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errMsg).toMatch(message);
    }
    expect(await shipmentsSeenBy(ada, orderUuid)).toEqual([]);

    expect((await ship(orderUuid, good)).status).toBe(200);
    const again = await ship(orderUuid, good);
    expect(again.status).toBe(409);
    expect(again.body.errMsg).toBe(`Order item ${itemId} has already shipped`);

    const unpaid = await s.customer('ship-unpaid');
    await unpaid.add(s.f.ids.lamp, 1);
    const pending = (await unpaid.order()).data;
    const refused = await ship(pending.orderUuid, { ...good, orderItemIds: [1] });
    expect([refused.status, refused.body.errMsg]).toEqual([409, 'Only a paid order can be shipped']);

    expect(
      (
        await callEndpoint(
          s.app,
          updateShipmentStatus,
          { params: { shipmentId: 999999 }, body: { shipmentStatus: 'delivered' } },
          operator,
        )
      ).status,
    ).toBe(404);
    const badStatus = await callEndpointWithInvalidInput(
      s.app,
      updateShipmentStatus,
      { params: { shipmentId: 1 }, body: { shipmentStatus: 'lost' } },
      operator,
    );
    expect(badStatus.status).toBe(400);
    // Another customer's shipments are not there to see.
    expect((await (await s.customer('ship-peek')).call(listShipments, { params: { orderUuid } })).status).toBe(404);
  });

  it('ships an item once when two operators ship it at the same moment', async () => {
    const ada = await s.customer('ship-race');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        ship(orderUuid, { orderItemIds: [items[0]!.orderItemId], carrierName: 'DHL', trackingNumber: `JD${i}` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await shipmentsSeenBy(ada, orderUuid)).toHaveLength(1);
  });

  it('packs part of a line in a parcel and the rest in another, and refuses a third', async () => {
    const ada = await s.customer('ship-parts');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.lamp, 3]]);
    const lamp = items[0]!.orderItemId;
    const parcel = (qty: number, trackingNumber: string) =>
      ship(orderUuid, { lines: [{ orderItemId: lamp, qty }], carrierName: 'UPS', trackingNumber });
    const shippingState = async () =>
      (await callEndpoint(s.app, getConsoleOrder, { params: { orderUuid } }, operator)).data.shippingState;

    const first = await parcel(1, '1ZA');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await shippingState()).toBe('partial');
    const toShip = await callEndpoint(
      s.app,
      listConsoleOrders,
      { query: { shipping: 'to_ship', userId: ada.userId } },
      operator,
    );
    expect(toShip.data.list.map((o) => o.orderUuid)).toEqual([orderUuid]);

    const tooMany = await parcel(3, '1ZB');
    expect([tooMany.status, tooMany.body.errMsg]).toEqual([409, 'Only 2 of "Walnut Desk Lamp" are left to ship']);
    const second = await parcel(2, '1ZB');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await shippingState()).toBe('shipped');

    const third = await parcel(1, '1ZC');
    expect([third.status, third.body.errMsg]).toEqual([409, `Order item ${lamp} has already shipped`]);
    expect((await shipmentsSeenBy(ada, orderUuid)).map((r) => [r.trackingNumber, r.qty])).toEqual([
      ['1ZA', 1],
      ['1ZB', 2],
    ]);
    const shipped = (await callEndpoint(s.app, getConsoleOrder, { params: { orderUuid } }, operator)).data.events
      .filter((e) => e.type === 'shipped')
      .map((e) => e.detail['lines']);
    expect(shipped).toEqual([[{ orderItemId: lamp, qty: 1 }], [{ orderItemId: lamp, qty: 2 }]]);
  });

  it('never ships a cancelled unit, and cancels only units not shipped', async () => {
    const ada = await s.customer('ship-cancelled');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.lamp, 3]]);
    const lamp = items[0]!.orderItemId;
    const cancel = (qty: number) =>
      callEndpoint(
        s.app,
        cancelItems,
        { params: { orderUuid }, body: { lines: [{ orderItemId: lamp, qty }], reason: 'Broken in the warehouse' } },
        operator,
      );
    expect(
      (await ship(orderUuid, { lines: [{ orderItemId: lamp, qty: 1 }], carrierName: 'UPS', trackingNumber: '1Z1' }))
        .status,
    ).toBe(200);
    const tooMany = await cancel(3);
    expect([tooMany.status, tooMany.body.errMsg]).toEqual([
      409,
      'Only 2 of "Walnut Desk Lamp" have not shipped and can be cancelled',
    ]);
    expect((await cancel(1)).status).toBe(200);

    const refused = await ship(orderUuid, {
      lines: [{ orderItemId: lamp, qty: 2 }],
      carrierName: 'UPS',
      trackingNumber: '1Z2',
    });
    expect([refused.status, refused.body.errMsg]).toEqual([409, 'Only 1 of "Walnut Desk Lamp" is left to ship']);
    // Every unit left: the one neither shipped nor cancelled.
    expect((await ship(orderUuid, { orderItemIds: [lamp], carrierName: 'UPS', trackingNumber: '1Z3' })).status).toBe(
      200,
    );
    expect((await shipmentsSeenBy(ada, orderUuid)).map((r) => r.qty)).toEqual([1, 1]);
    const admin = (await callEndpoint(s.app, getConsoleOrder, { params: { orderUuid } }, operator)).data;
    expect(admin.shippingState).toBe('shipped');
  });

  it('ships each unit once when parcels of one line are made at the same moment', async () => {
    const ada = await s.customer('ship-unit-race');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.lamp, 3]]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        ship(orderUuid, {
          lines: [{ orderItemId: items[0]!.orderItemId, qty: 1 }],
          carrierName: 'DHL',
          trackingNumber: `JU${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409]);
    expect((await shipmentsSeenBy(ada, orderUuid)).map((r) => r.qty)).toEqual([1, 1, 1]);
  });

  it('takes either lines or orderItemIds, not both or neither', async () => {
    const ada = await s.customer('ship-either');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.lamp, 2]]);
    const id = items[0]!.orderItemId;
    const base = { carrierName: 'UPS', trackingNumber: '1Z1' };
    for (const body of [{ ...base }, { ...base, orderItemIds: [id], lines: [{ orderItemId: id, qty: 1 }] }]) {
      const res = await ship(orderUuid, body);
      expect([res.status, res.body.errMsg]).toEqual([400, expect.stringMatching(/either lines or orderItemIds/)]);
    }
    const zero = await ship(orderUuid, { ...base, lines: [{ orderItemId: id, qty: 0 }] });
    expect([zero.status, zero.body.errMsg]).toEqual([400, expect.stringMatching(/at least 1/)]);
    expect(await shipmentsSeenBy(ada, orderUuid)).toEqual([]);
  });
});
