import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, callEndpointWithInvalidInput, type Caller } from '@server/test/call-endpoint';
import { createApiKey } from '@shared/contract/console-api-keys';
import type { Scope } from '@shared/scopes';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import {
  eventually,
  signatureIsValid,
  startWebhookReceiver,
  type WebhookReceiver,
} from '@server/test/webhook-receiver';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendWebhookDelivery,
  updateWebhook,
} from '@shared/contract/console-webhooks';
import { createShipment } from '@shared/contract/console-shipments';
import { createRefund } from '@shared/contract/console-refunds';
import { getConsoleOrder } from '@shared/contract/console-orders';
import { getDashboard } from '@shared/contract/console-dashboard';
import type { WebhookEventType } from '@shared/schemas/console-webhooks';

describe.each(testDialects)('webhooks on %s (WEBHOOK_ALLOW_PRIVATE=true)', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    s = await openOrderShop(dialect, { env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_FIRST_MS: '30000' } });
    operator = await s.operator('hook-operator');
  });
  afterAll(() => s.close());

  async function hookFor(events: WebhookEventType[], path = '/hooks') {
    receiver = await startWebhookReceiver();
    const res = await callEndpoint(
      s.app,
      createWebhook,
      { body: { url: `${receiver.url}${path}`, events, description: 'warehouse' } },
      operator,
    );
    expect(res.status, res.body.errMsg).toBe(200);
    return res.data;
  }

  const deliveriesOf = async (webhookId: number) =>
    (await callEndpoint(s.app, listWebhookDeliveries, { params: { webhookId }, query: {} }, operator)).data.list;
  /** Waits until the sender recorded the latest delivery's attempt number `attempts` (the answer arrives first). */
  const recorded = (webhookId: number, attempts: number) =>
    eventually(async () => {
      const [latest] = await deliveriesOf(webhookId);
      return latest?.attempts === attempts && latest.status !== 'sending';
    });

  it('a paid order, a shipment and a partial refund reach the receiver as three signed deliveries, in order, once each', async () => {
    const hook = await hookFor(['order.paid', 'order.shipped', 'refund.created']);
    expect(hook).toMatchObject({ events: ['order.paid', 'order.shipped', 'refund.created'], active: true });
    expect(hook.secret).toMatch(/^whsec_/);
    const listed = (await callEndpoint(s.app, listWebhooks, {}, operator)).data.list;
    expect(listed.find((w) => w.webhookId === hook.webhookId)).not.toHaveProperty('secret');

    const ada = await s.customer('hook-ada');
    const paid = await s.paidOrder(ada, [[s.f.ids.oxford, 2]]);
    const orderItemIds = paid.items.map((i) => i.orderItemId);
    const shipped = await callEndpoint(
      s.app,
      createShipment,
      { params: { orderUuid: paid.orderUuid }, body: { orderItemIds, carrierName: 'UPS', trackingNumber: '1Z999' } },
      operator,
    );
    expect(shipped.status, shipped.body.errMsg).toBe(200);
    const refunded = await callEndpoint(
      s.app,
      createRefund,
      { params: { orderUuid: paid.orderUuid }, body: { amount: 500, reason: 'a scuffed sole' } },
      operator,
    );
    expect(refunded.status, refunded.body.errMsg).toBe(200);

    await receiver.waitFor(3);
    await eventually(async () => (await deliveriesOf(hook.webhookId)).every((d) => d.status === 'delivered'));
    const hooks = receiver.received;
    expect(hooks.map((h) => h.body.type)).toEqual(['order.paid', 'order.shipped', 'refund.created']);
    for (const h of hooks) {
      expect(signatureIsValid(h, hook.secret)).toBe(true);
      expect(signatureIsValid(h, 'whsec_someone-else')).toBe(false);
      expect(h.headers['shop-event-id']).toBe(h.body.id);
      expect(h.headers['shop-event-type']).toBe(h.body.type);
      expect(h.headers['content-type']).toBe('application/json');
    }
    expect(new Set(hooks.map((h) => h.body.id)).size).toBe(3);
    // `data` is the order (and the refund) as the console's own calls answer them.
    const [paidHook, shippedHook, refundHook] = hooks as [(typeof hooks)[0], (typeof hooks)[0], (typeof hooks)[0]];
    expect(paidHook.body.data).toMatchObject({
      order: { orderUuid: paid.orderUuid, paymentStatus: 'success' },
      shippingState: 'unshipped',
      shipments: [],
    });
    expect(shippedHook.body.data).toMatchObject({ order: { orderUuid: paid.orderUuid }, shippingState: 'shipped' });
    expect(refundHook.body.data).toMatchObject({ refundId: refunded.data.refundId, amount: 500 });
    const detail = (await callEndpoint(s.app, getConsoleOrder, { params: { orderUuid: paid.orderUuid } }, operator))
      .data;
    expect(Object.keys(paidHook.body.data as object).sort()).toEqual(Object.keys(detail).sort());

    const log = await deliveriesOf(hook.webhookId);
    expect(log.map((d) => [d.type, d.status, d.responseCode, d.attempts, d.responseExcerpt])).toEqual([
      ['refund.created', 'delivered', 200, 1, 'thanks'],
      ['order.shipped', 'delivered', 200, 1, 'thanks'],
      ['order.paid', 'delivered', 200, 1, 'thanks'],
    ]);
    expect(hooks).toHaveLength(3); // nothing more came
    await callEndpoint(s.app, deleteWebhook, { params: { webhookId: hook.webhookId } }, operator);
    await receiver.stop();
  });

  it('retries a receiver that answered 500 twice: the third attempt carries the same event id', async () => {
    const hook = await hookFor(['order.paid']);
    receiver.answerWith(500, 500);
    const bob = await s.customer('hook-bob');
    await s.paidOrder(bob, [[s.f.ids.oxford, 1]]);
    await receiver.waitFor(1);
    await recorded(hook.webhookId, 1);
    const [first] = await deliveriesOf(hook.webhookId);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500, responseExcerpt: 'not now' });

    s.clock.advance(30_000); // the first wait
    s.app.webhooks.wake();
    await receiver.waitFor(2);
    await recorded(hook.webhookId, 2);
    s.clock.advance(59_000); // not yet: the second wait is twice as long
    s.app.webhooks.wake();
    await s.app.webhooks.pass();
    expect(receiver.received).toHaveLength(2);
    s.clock.advance(1_000);
    s.app.webhooks.wake();
    await receiver.waitFor(3);
    await eventually(async () => (await deliveriesOf(hook.webhookId))[0]?.status === 'delivered');

    const ids = receiver.received.map((h) => h.body.id);
    expect(new Set(ids).size).toBe(1);
    expect(receiver.received.map((h) => h.answered)).toEqual([500, 500, 200]);
    expect(receiver.received.every((h) => signatureIsValid(h, hook.secret))).toBe(true);
    const [done] = await deliveriesOf(hook.webhookId);
    expect(done).toMatchObject({ status: 'delivered', attempts: 3, responseCode: 200, eventId: ids[0] });

    // Resent by the operator: a new delivery of the same event, so the receiver can drop it.
    const again = await callEndpoint(
      s.app,
      resendWebhookDelivery,
      { params: { deliveryId: done!.deliveryId } },
      operator,
    );
    expect(again.status, again.body.errMsg).toBe(200);
    expect(again.data.eventId).toBe(ids[0]);
    await receiver.waitFor(4);
    expect(receiver.received[3]?.body.id).toBe(ids[0]);
    await callEndpoint(s.app, deleteWebhook, { params: { webhookId: hook.webhookId } }, operator);
    await receiver.stop();
  });

  it('holds an order’s later event back while an earlier one is undelivered', async () => {
    const hook = await hookFor(['order.paid', 'order.shipped']);
    receiver.answerWith(503);
    const cy = await s.customer('hook-cy');
    const paid = await s.paidOrder(cy, [[s.f.ids.oxford, 1]]);
    await receiver.waitFor(1);
    await recorded(hook.webhookId, 1);
    await callEndpoint(
      s.app,
      createShipment,
      {
        params: { orderUuid: paid.orderUuid },
        body: { orderItemIds: paid.items.map((i) => i.orderItemId), carrierName: 'UPS', trackingNumber: '1Z1' },
      },
      operator,
    );
    await s.app.webhooks.pass();
    expect(receiver.received.map((h) => h.body.type)).toEqual(['order.paid']); // the shipment waits
    s.clock.advance(30_000);
    s.app.webhooks.wake();
    await receiver.waitFor(3);
    expect(receiver.received.map((h) => [h.body.type, h.answered])).toEqual([
      ['order.paid', 503],
      ['order.paid', 200],
      ['order.shipped', 200],
    ]);
    await callEndpoint(s.app, deleteWebhook, { params: { webhookId: hook.webhookId } }, operator);
    await receiver.stop();
  });

  it('pauses an endpoint that has failed for a day, and the dashboard says so; an operator starts it again', async () => {
    const hook = await hookFor(['order.paid']);
    receiver.answerWith(...Array<number>(100).fill(500));
    const di = await s.customer('hook-di');
    await s.paidOrder(di, [[s.f.ids.oxford, 1]]);
    await receiver.waitFor(1);
    await recorded(hook.webhookId, 1);
    for (let hour = 0; hour < 26; hour++) {
      s.clock.advance(3_600_000);
      await s.app.webhooks.pass();
    }
    s.clock.advance(-26 * 3_600_000); // back to when the operator's sign-in is valid, to read the console
    const [failed] = await deliveriesOf(hook.webhookId);
    expect(failed).toMatchObject({ status: 'failed', responseCode: 500 });
    const paused = (await callEndpoint(s.app, listWebhooks, {}, operator)).data.list.find(
      (w) => w.webhookId === hook.webhookId,
    );
    expect(paused).toMatchObject({ active: false, pausedReason: 'failing' });
    expect(paused?.failingSince).not.toBeNull();
    const dashboard = (await callEndpoint(s.app, getDashboard, {}, operator)).data;
    expect(dashboard.pausedWebhooks).toEqual([
      { webhookId: hook.webhookId, url: hook.url, pausedAt: paused?.pausedAt },
    ]);

    const started = await callEndpoint(
      s.app,
      updateWebhook,
      { params: { webhookId: hook.webhookId }, body: { active: true } },
      operator,
    );
    expect(started.data).toMatchObject({ active: true, pausedReason: null, failingSince: null });
    await callEndpoint(s.app, deleteWebhook, { params: { webhookId: hook.webhookId } }, operator);
    await receiver.stop();
  });

  it('is opened to an API key by the settings scopes: settings:read lists, settings:write adds', async () => {
    const keyWith = async (scopes: Scope[]) => {
      const made = await callEndpoint(s.app, createApiKey, { body: { name: 'ERP', scopes } }, operator);
      expect(made.status, made.body.errMsg).toBe(200);
      return { headers: { authorization: `Bearer ${made.data.secret}` } } satisfies Caller;
    };
    const reader = await keyWith(['settings:read']);
    expect((await callEndpoint(s.app, listWebhooks, {}, reader)).status).toBe(200);
    const body = { url: 'http://127.0.0.1:9/erp', events: ['order.paid' as const] };
    const refused = await callEndpoint(s.app, createWebhook, { body }, reader);
    expect([refused.status, refused.body.errMsg]).toEqual([403, 'This key lacks the scope settings:write']);
    const writer = await keyWith(['settings:write']);
    const made = await callEndpoint(s.app, createWebhook, { body }, writer);
    expect(made.status, made.body.errMsg).toBe(200);
    await callEndpoint(s.app, deleteWebhook, { params: { webhookId: made.data.webhookId } }, writer);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const before = (await callEndpoint(s.app, listWebhooks, {}, operator)).data.list.length;
    const bad = [
      { url: 'not a url', events: ['order.paid'] },
      { url: 'https://example.com/h', events: [] },
      { url: 'https://example.com/h', events: ['order.exploded'] },
      { url: 'ftp://example.com/h', events: ['order.paid'] },
      { url: 'https://user:pw@example.com/h', events: ['order.paid'] },
      { url: 'https://example.com/h', events: ['order.paid'], secret: 'mine' },
      { url: 'https://example.com/h', events: ['order.paid'], description: 'x'.repeat(201) },
      { events: ['order.paid'] },
    ];
    for (const body of bad) {
      const res = await callEndpointWithInvalidInput(s.app, createWebhook, { body }, operator);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, res.body.code]);
      expect(res.body.errMsg).not.toBe('');
    }
    expect((await callEndpoint(s.app, listWebhooks, {}, operator)).data.list).toHaveLength(before);
    const empty = await callEndpointWithInvalidInput(
      s.app,
      updateWebhook,
      { params: { webhookId: 1 }, body: {} },
      operator,
    );
    expect(empty.status).toBe(400);
    const missing = await callEndpoint(
      s.app,
      updateWebhook,
      { params: { webhookId: 999_999 }, body: { active: false } },
      operator,
    );
    expect(missing.status).toBe(404);
    expect(
      (await callEndpoint(s.app, listWebhookDeliveries, { params: { webhookId: 999_999 }, query: {} }, operator))
        .status,
    ).toBe(404);
    expect(
      (await callEndpoint(s.app, resendWebhookDelivery, { params: { deliveryId: 999_999 } }, operator)).status,
    ).toBe(404);
    const shopper = await s.customer('hook-nosy');
    expect((await callEndpoint(s.app, listWebhooks, {}, shopper)).status).toBe(403);
  });
});

describe.each(testDialects)('webhooks on %s without WEBHOOK_ALLOW_PRIVATE', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('safe-operator');
  });
  afterAll(() => s.close());

  it('refuses plain http and addresses that are not public, a name resolving to 127.0.0.1 included', async () => {
    for (const [url, why] of [
      ['https://localhost/hooks', /localhost resolves to (127\.0\.0\.1|::1), which is not a public address/],
      ['https://127.0.0.1/hooks', /not a public address/],
      ['https://[::1]/hooks', /not a public address/],
      ['https://10.1.2.3/hooks', /not a public address/],
      ['https://169.254.169.254/latest/meta-data', /not a public address/],
      ['https://100.64.0.1/hooks', /not a public address/],
      ['https://[fd00::1]/hooks', /not a public address/],
      ['https://[fe80::1]/hooks', /not a public address/],
      ['https://[::ffff:127.0.0.1]/hooks', /not a public address/],
      ['https://224.0.0.1/hooks', /not a public address/],
      ['http://93.184.215.14/hooks', /must start with https/],
    ] as const) {
      const res = await callEndpoint(s.app, createWebhook, { body: { url, events: ['order.paid'] } }, operator);
      expect(res.status, url).toBe(400);
      expect(res.body.errMsg, url).toMatch(why);
    }
    expect((await callEndpoint(s.app, listWebhooks, {}, operator)).data.list).toEqual([]);
  });

  it('checks the address actually connected to: an endpoint that now resolves to 127.0.0.1 gets nothing', async () => {
    const receiver = await startWebhookReceiver();
    // As if its name had resolved to a public address when saved (DNS rebinding).
    const now = new Date().toISOString();
    await s.db.kysely
      .insertInto('webhook_endpoint')
      .values({
        url: `https://localhost:${receiver.port}/hooks`,
        events_json: JSON.stringify(['order.paid']),
        secret: 'whsec_test',
        created_by: 'test',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const ed = await s.customer('safe-ed');
    await s.paidOrder(ed, [[s.f.ids.oxford, 1]]);
    const row = () => s.db.kysely.selectFrom('webhook_delivery').selectAll().executeTakeFirst();
    await eventually(async () => (await row())?.attempts === 1 && (await row())?.status === 'pending');
    expect((await row())?.last_error).toMatch(/localhost resolves to .*, which is not a public address/);
    expect((await row())?.response_code).toBeNull();
    expect(receiver.received).toHaveLength(0);
    await receiver.stop();
  });
});
