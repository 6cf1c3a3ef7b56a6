import path from 'node:path';
import { listNotifications, markNotificationsRead, openStreamSession } from '@shared/contract/notification';
import { approveRefund, rejectRefund } from '@shared/contract/console-refunds';
import { hideReview } from '@shared/contract/console-reviews';
import { createShipment, updateShipmentStatus } from '@shared/contract/console-shipments';
import { requestRefund, writeReview } from '@shared/contract/order';
import { itemAt } from '@shared/item-at';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import type { WireInputOf } from '@shared/contract/endpoint';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDb } from '@server/db/database';
import { buildTestApp, testDialects } from '@server/test/test-app';
import { openSse, type SseStream } from '@server/test/sse-client';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import pg from 'pg';
import { STREAM_COOKIE } from './stream-cookie.js';
import { NOTIFICATION_CHANNEL } from './notify.js';
import { REDIS_NOTIFICATION_CHANNEL } from './redis-carrier.js';

const notificationOf = (e: { data: string }) =>
  (JSON.parse(e.data) as { notification: { type: string; title: string; text: string } }).notification;

describe.each(testDialects)('notifications on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  let base: string;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('notify-operator');
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => s.close());

  const list = async (who: Shopper, query: WireInputOf<typeof listNotifications>['query'] = {}) =>
    (await callEndpoint(s.app, listNotifications, { query }, who)).data;

  /** The stream cookie for `who`, as the storefront gets it before opening a stream. */
  async function streamCookie(who: Shopper): Promise<string> {
    const res = await callEndpoint(s.app, openStreamSession, {}, who);
    expect(res.status).toBe(200);
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).toMatch(/Path=\/api\/notifications\/stream/);
    return set.split(';')[0]!;
  }

  const openStream = async (who: Shopper, extra: Record<string, string> = {}) =>
    openSse(`${base}/api/notifications/stream`, { cookie: await streamCookie(who), ...extra });

  it('tells the shopper of payment, shipment, delivery, refund and a hidden review, in the event’s transaction', async () => {
    const ada = await s.customer('notify-ada');
    const paid = await s.paidOrder(ada, [[s.f.ids.candle, 1]]);
    const item = paid.items[0]!;
    let page = await list(ada);
    expect(page).toMatchObject({ total: 1, unread: 1 });
    expect(itemAt(page.list, 0)).toMatchObject({
      type: 'order_paid',
      title: 'Payment received',
      link: `/user/order/${paid.orderUuid}`,
      readAt: null,
    });
    expect(itemAt(page.list, 0).text).toContain(paid.orderId);

    const shipped = await callEndpoint(
      s.app,
      createShipment,
      {
        params: { orderUuid: paid.orderUuid },
        body: {
          orderItemIds: [item.orderItemId],
          carrierName: 'UPS',
          trackingNumber: '1Z999AA10123456784',
        },
      },
      operator,
    );
    expect(shipped.status).toBe(200);
    await callEndpoint(
      s.app,
      updateShipmentStatus,
      { params: { shipmentId: shipped.data.shipmentId }, body: { shipmentStatus: 'in_transit' } },
      operator,
    );
    await callEndpoint(
      s.app,
      updateShipmentStatus,
      { params: { shipmentId: shipped.data.shipmentId }, body: { shipmentStatus: 'delivered' } },
      operator,
    );
    const review = await callEndpoint(
      s.app,
      writeReview,
      {
        params: { orderUuid: paid.orderUuid, orderItemId: item.orderItemId },
        body: {
          rating: 4,
          content: 'Smells nice',
        },
      },
      ada,
    );
    expect(review.status).toBe(200);
    await callEndpoint(s.app, hideReview, { params: { reviewId: review.data.reviewId } }, operator);
    await callEndpoint(s.app, hideReview, { params: { reviewId: review.data.reviewId } }, operator); // again: nothing more
    await callEndpoint(
      s.app,
      requestRefund,
      { params: { orderUuid: paid.orderUuid }, body: { reason: 'Too small' } },
      ada,
    );
    expect(
      (await callEndpoint(s.app, approveRefund, { params: { orderUuid: paid.orderUuid }, body: {} }, operator)).status,
    ).toBe(200);

    page = await list(ada);
    // The operator's approval, then the money sent back (at once with the test checkout).
    expect(page.list.map((n: { type: string }) => n.type)).toEqual([
      'refund_completed',
      'refund_approved',
      'review_hidden',
      'shipment_delivered',
      'items_shipped',
      'order_paid',
    ]);
    expect(page).toMatchObject({ total: 6, unread: 6 });
    expect(itemAt(page.list, 0).text).toMatch(/^\$\d+\.\d\d for order /);
    expect(itemAt(page.list, 4)).toMatchObject({
      title: 'Items shipped',
      trackingUrl: expect.stringContaining('1Z999AA10123456784'),
    });
    expect(itemAt(page.list, 4).text).toContain('UPS');

    // Rejected refunds are told too, with the shop's remark.
    const other = await s.paidOrder(ada, [[s.f.ids.candle, 1]]);
    await callEndpoint(
      s.app,
      requestRefund,
      { params: { orderUuid: other.orderUuid }, body: { reason: 'Changed my mind' } },
      ada,
    );
    await callEndpoint(
      s.app,
      rejectRefund,
      { params: { orderUuid: other.orderUuid }, body: { remark: 'Used already' } },
      operator,
    );
    expect((await list(ada, { num: 1 })).list[0]).toMatchObject({
      type: 'refund_rejected',
      text: expect.stringContaining('Used already'),
    });
  });

  it('lists only the caller’s own, pages them, and marks read by ids (own only) or all', async () => {
    const bea = await s.customer('notify-bea');
    const cal = await s.customer('notify-cal');
    await s.paidOrder(bea, [[s.f.ids.candle, 1]]);
    await s.paidOrder(bea, [[s.f.ids.candle, 1]]);
    await s.paidOrder(cal, [[s.f.ids.candle, 1]]);
    const bees = await list(bea);
    expect(bees).toMatchObject({ total: 2, unread: 2 });
    const cals = await list(cal);
    expect(cals).toMatchObject({ total: 1, unread: 1 });
    expect((await list(bea, { page: 2, num: 1 })).list).toEqual([itemAt(bees.list, 1)]);

    // Cal cannot mark Bea's read; a foreign id changes nothing.
    const foreign = await callEndpoint(
      s.app,
      markNotificationsRead,
      { body: { ids: [itemAt(bees.list, 0).notificationId] } },
      cal,
    );
    expect(foreign.data).toEqual({ unread: 1 });
    expect((await list(bea)).unread).toBe(2);
    const one = await callEndpoint(
      s.app,
      markNotificationsRead,
      { body: { ids: [itemAt(bees.list, 0).notificationId] } },
      bea,
    );
    expect(one.data).toEqual({ unread: 1 });
    expect(itemAt((await list(bea)).list, 0).readAt).not.toBeNull();
    expect((await callEndpoint(s.app, markNotificationsRead, { body: { all: true } }, bea)).data).toEqual({
      unread: 0,
    });

    for (const bad of [{}, { ids: [] }, { all: false }, { ids: ['x'] }, { ids: [1], all: true }]) {
      const res = await callEndpointWithInvalidInput(s.app, markNotificationsRead, { body: bad }, bea);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await callEndpointWithInvalidInput(s.app, listNotifications, { query: { num: 0 } }, bea)).status).toBe(400);
    const anonymous = await callEndpoint(s.app, listNotifications, {});
    expect(anonymous.status).toBe(401);
  });

  it('streams a new notification within 2 s, resumes from Last-Event-ID, and refuses without the cookie', async () => {
    const dee = await s.customer('notify-dee');
    const refused = await openSse(`${base}/api/notifications/stream`);
    expect(refused.status).toBe(401);
    const forged = await openSse(`${base}/api/notifications/stream`, { cookie: `${STREAM_COOKIE}=1.1.99999999999.x` });
    expect(forged.status).toBe(401);
    // A bearer token alone does not open it either: the cookie is the way in.
    expect((await openSse(`${base}/api/notifications/stream`, dee.headers)).status).toBe(401);

    const stream = await openStream(dee);
    expect(stream.status).toBe(200);
    expect(JSON.parse((await stream.next((e) => e.event === 'ready')).data)).toEqual({ unread: 0 });
    const started = Date.now();
    const first = await s.paidOrder(dee, [[s.f.ids.candle, 1]]);
    const event = await stream.next((e) => e.event === 'notification', 2_000);
    const took = Date.now() - started;
    expect(notificationOf(event)).toMatchObject({ type: 'order_paid', text: expect.stringContaining(first.orderId) });
    expect(JSON.parse(event.data).unread).toBe(1);
    expect(took).toBeLessThan(5_000); // the payment itself included; the event alone is the 2 s budget above
    stream.close();

    // Offline for a while: two more happen; the reconnection names the last event it saw.
    await s.paidOrder(dee, [[s.f.ids.candle, 1]]);
    await s.paidOrder(dee, [[s.f.ids.candle, 1]]);
    const resumed = await openStream(dee, { 'last-event-id': event.id! });
    await resumed.next((e) => e.event === 'ready');
    const missed = [
      await resumed.next((e) => e.event === 'notification'),
      await resumed.next((e) => e.event === 'notification'),
    ];
    expect(missed.map((e) => notificationOf(e).type)).toEqual(['order_paid', 'order_paid']);
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(event.id));
    expect(Number(missed[1]!.id)).toBeGreaterThan(Number(missed[0]!.id));
    resumed.close();
  });

  it('ends a stream when its sign-in is revoked (sign-out)', async () => {
    const eve = await s.customer('notify-eve');
    const cookie = await streamCookie(eve);
    const stream: SseStream = await openSse(`${base}/api/notifications/stream`, { cookie });
    await stream.next((e) => e.event === 'ready');
    const families = await s.db.kysely
      .selectFrom('refresh_family')
      .select('family_id')
      .where('user_id', '=', eve.userId)
      .execute();
    // What POST /api/auth/logout does.
    for (const { family_id } of families) {
      await s.db.kysely
        .updateTable('refresh_family')
        .set({ revoked_at: s.app.nowIso() })
        .where('family_id', '=', family_id)
        .execute();
      s.app.sessions.revoked(family_id);
    }
    await stream.ended;
    // The cookie of a sign-in that ended opens nothing.
    expect((await openSse(`${base}/api/notifications/stream`, { cookie })).status).toBe(401);
  });
});

/**
 * A shopper's stream held by a second instance on the same PostgreSQL schema, and a notification
 * made on the first: it arrives within 2 s, by whichever carrier `env` selects.
 */
async function acrossInstances(
  env: Record<string, string>,
  watch?: (who: { userId: number; schema: string }) => Promise<void>,
) {
  const s = await openOrderShop('postgres', { env });
  const db2 = await openMigratedDb({ url: process.env.TEST_DATABASE_URL!, schema: s.schema, poolSize: 3 });
  const other = await buildTestApp(s.config, {
    db: db2,
    orderSweep: false,
    mailSender: false,
    webDir: path.join(s.dataDir, 'no-web'),
    providers: { clock: s.clock },
  });
  try {
    await other.listen({ port: 0, host: '127.0.0.1' });
    const fay = await s.customer('notify-fay');
    const cookie = await callEndpoint(other, openStreamSession, {}, fay);
    expect(cookie.status).toBe(200);
    const stream = await openSse(
      `http://127.0.0.1:${(other.server.address() as AddressInfo).port}/api/notifications/stream`,
      {
        cookie: String(cookie.headers['set-cookie']).split(';')[0]!,
      },
    );
    await stream.next((e) => e.event === 'ready');
    const paid = await s.paidOrder(fay, [[s.f.ids.candle, 1]]); // on the first instance
    const event = await stream.next((e) => e.event === 'notification', 2_000);
    expect(notificationOf(event)).toMatchObject({
      type: 'order_paid',
      text: expect.stringContaining(paid.orderId),
    });
    stream.close();
    await watch?.({ userId: fay.userId, schema: s.schema! });
  } finally {
    await other.close();
    await db2.close();
    await s.close();
  }
}

describe.runIf(testDialects.includes('postgres'))(
  'notifications across two instances on one PostgreSQL database',
  () => {
    it('reach a stream held by the other instance', () => acrossInstances({}), 30_000);
  },
);

// Only with a Redis to test against (TEST_REDIS_URL), as the Redis rate-limiter suites.
if (testDialects.includes('postgres') && process.env.TEST_REDIS_URL)
  describe('notifications across two instances through Redis (REDIS_URL)', () => {
    it('reach a stream held by the other instance through Redis pub/sub, with no NOTIFY sent', async () => {
      const { Redis } = await import('ioredis');
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      const heard: string[] = [];
      redis.on('message', (_channel: string, message: string) => heard.push(message));
      await redis.subscribe(REDIS_NOTIFICATION_CHANNEL);
      const pgHeard: string[] = [];
      const pgClient = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await pgClient.connect();
      pgClient.on('notification', (m) => pgHeard.push(m.payload ?? ''));
      await pgClient.query(`listen ${NOTIFICATION_CHANNEL}`);
      try {
        await acrossInstances({ REDIS_URL: process.env.TEST_REDIS_URL! }, async ({ userId, schema }) => {
          // The announcement went through Redis, scoped to this database and schema.
          expect(heard.some((m) => m.startsWith(`test/${schema}|`) && m.endsWith(`|${userId}`))).toBe(true);
          // And not through PostgreSQL: NOTIFY goes out at commit, long before the stream's
          // event arrived, so one would be here by now.
          await pgClient.query('select 1');
          expect(pgHeard.filter((m) => m === `${schema}:${userId}`)).toEqual([]);
        });
      } finally {
        await pgClient.end();
        redis.disconnect();
      }
    }, 30_000);
  });
