import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { eventually, startWebhookReceiver, type WebhookReceiver } from '@server/test/webhook-receiver';
import { createWebhook, listWebhookDeliveries } from '@shared/contract/console-webhooks';
import { createShipment, updateShipmentStatus } from '@shared/contract/console-shipments';
import { cancelItems } from '@shared/contract/console-refunds';
import { adjustStock, createProduct, getConsoleProduct, updateProduct } from '@shared/contract/console-products';
import { writeReview } from '@shared/contract/order';
import { webhookEventTypes, type WebhookEventType } from '@shared/schemas/console-webhooks';
import type { ProductCreate } from '@shared/schemas/console-catalog';

/** Each event type, written where its cause happens, with its thing as the console answers it. */
describe.each(testDialects)('webhook events on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let receiver: WebhookReceiver;
  let webhookId: number;

  beforeAll(async () => {
    s = await openOrderShop(dialect, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    operator = await s.operator('events-operator');
    receiver = await startWebhookReceiver();
    const hook = await callEndpoint(
      s.app,
      createWebhook,
      { body: { url: `${receiver.url}/all`, events: [...webhookEventTypes] } },
      operator,
    );
    webhookId = hook.data.webhookId;
  });
  afterAll(async () => {
    await receiver.stop();
    await s.close();
  });

  /** The events that arrived since `from`, once every delivery so far is delivered. */
  async function arrived(from: number): Promise<{ type: WebhookEventType; data: Record<string, unknown> }[]> {
    await eventually(async () => {
      const { list } = (
        await callEndpoint(s.app, listWebhookDeliveries, { params: { webhookId }, query: {} }, operator)
      ).data;
      return list.every((d) => d.status === 'delivered');
    });
    return receiver.received
      .slice(from)
      .map((h) => ({ type: h.body.type as WebhookEventType, data: h.body.data as Record<string, unknown> }));
  }

  it('an order’s life: paid, shipped, delivered, a line cancelled, refunded and completed, reviewed', async () => {
    const from = receiver.received.length;
    const ada = await s.customer('events-ada');
    const paid = await s.paidOrder(ada, [
      [s.f.ids.oxford, 1],
      [s.f.ids.candle, 1],
    ]);
    const [first, second] = paid.items as [(typeof paid.items)[0], (typeof paid.items)[0]];
    const { shipmentId } = (
      await callEndpoint(
        s.app,
        createShipment,
        {
          params: { orderUuid: paid.orderUuid },
          body: { orderItemIds: [first.orderItemId], carrierName: 'UPS', trackingNumber: '1Z2' },
        },
        operator,
      )
    ).data;
    await callEndpoint(
      s.app,
      updateShipmentStatus,
      { params: { shipmentId }, body: { shipmentStatus: 'delivered' } },
      operator,
    );
    const cancelled = await callEndpoint(
      s.app,
      cancelItems,
      {
        params: { orderUuid: paid.orderUuid },
        body: { lines: [{ orderItemId: second.orderItemId, qty: 1 }], reason: 'out of linen' },
      },
      operator,
    );
    expect(cancelled.status, cancelled.body.errMsg).toBe(200);
    const review = await callEndpoint(
      s.app,
      writeReview,
      { params: { orderUuid: paid.orderUuid, orderItemId: first.orderItemId }, body: { rating: 5, content: 'Fits' } },
      ada,
    );
    expect(review.status, review.body.errMsg).toBe(200);

    const events = await arrived(from);
    expect(events.map((e) => e.type)).toEqual([
      'order.paid',
      'order.shipped',
      'order.delivered',
      'refund.created',
      'order.cancelled',
      'refund.completed',
      'review.created',
    ]);
    const byType = new Map(events.map((e) => [e.type, e.data]));
    expect(byType.get('refund.completed')).toMatchObject({ refundId: cancelled.data.refundId, status: 'succeeded' });
    expect(byType.get('review.created')).toMatchObject({
      reviewId: review.data.reviewId,
      rating: 5,
      content: 'Fits',
      orderUuid: paid.orderUuid,
    });
  });

  it('a product created, changed, and its stock brought low (once, not at every later sale)', async () => {
    const from = receiver.received.length;
    const body: ProductCreate = {
      name: 'Webhook Lamp',
      subCategoryId: s.f.categories.lamps.id,
      price: 4200,
      originalPrice: null,
      features: ['Brass'],
      descriptionHtml: '<p>A lamp</p>',
      gallery: ['/media/demo/product/lamp-1-1.svg'],
      addons: [],
      requires: { size: false, color: false, accessory: false, ship: false },
      isActive: true,
      stock: 8,
    };
    const created = await callEndpoint(s.app, createProduct, { body }, operator);
    expect(created.status, created.body.errMsg).toBe(200);
    const { inventoryId } = created.data;
    const updated = await callEndpoint(
      s.app,
      updateProduct,
      { params: { inventoryId }, body: { ...body, price: 3900 } },
      operator,
    );
    expect(updated.status, updated.body.errMsg).toBe(200);
    const adjust = (delta: number) =>
      callEndpoint(s.app, adjustStock, { body: { adjustments: [{ inventoryId, delta }], reason: 'count' } }, operator);
    expect((await adjust(-3)).status).toBe(200); // 8 → 5: low
    expect((await adjust(-1)).status).toBe(200); // still low: no second event
    const bo = await s.customer('events-bo');
    await s.paidOrder(bo, [[inventoryId, 1]]); // a sale while low: none either

    const events = (await arrived(from)).filter((e) => e.type.startsWith('product.') || e.type === 'stock.low');
    expect(events.map((e) => e.type)).toEqual(['product.created', 'product.updated', 'stock.low']);
    const console = (await callEndpoint(s.app, getConsoleProduct, { params: { inventoryId } }, operator)).data;
    expect(events[1]?.data).toMatchObject({ inventoryId, price: 3900 });
    expect(Object.keys(events[0]!.data).sort()).toEqual(Object.keys(console).sort());
    expect(events[2]?.data).toMatchObject({ inventoryId, stock: 5 });
  });
});
