import type { AddressInfo } from 'node:net';
import { openStreamSession } from '@shared/contract/notification';
import { callEndpoint } from '@server/test/call-endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { movableClock } from '@server/test/factories';
import { openSse, type SseStream } from '@server/test/sse-client';
import { accessTokenFor, signedInUser } from '@server/test/users';
import { STREAM_COOKIE_TTL_S } from './stream-cookie.js';
import { MAX_STREAMS_PER_ACCOUNT, MAX_STREAMS_PER_SIGN_IN, SESSION_CHECK_MS } from './notification-streams.js';
import { tellOrderPaid } from './tell.js';

/**
 * How many streams one account and one sign-in may hold, and the stream's end with its cookie
 * (docs/notifications.md "Limits"), over real HTTP as a browser's EventSource reads it.
 */
describe.each(testDialects)('notification stream limits on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  const clock = movableClock();
  let orders = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, providers: { clock } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  let n = 0;
  const account = () => signedInUser(t, `limits-${++n}-${dialect}@example.com`);

  /** The stream cookie a sign-in's bearer token gets, as the storefront asks for it. */
  async function cookieFor(token: string): Promise<string> {
    const res = await callEndpoint(t.app, openStreamSession, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return String(res.headers['set-cookie']).split(';')[0]!;
  }

  async function openWith(cookie: string): Promise<SseStream> {
    const stream = await openSse(`${base}/api/notifications/stream`, { cookie });
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    return stream;
  }

  /** Whether the server has ended `stream` (not waiting: a stream still open answers false). */
  const hasEnded = (stream: SseStream) =>
    Promise.race([stream.ended.then(() => true), new Promise<boolean>((r) => setImmediate(() => r(false)))]);

  /** A new notification for `userId`, written as a payment writes it. */
  async function notifyPaid(userId: number) {
    await t.db.transaction((tx) =>
      tellOrderPaid(
        tx,
        t.app.notificationStreams,
        { user_id: userId, order_uuid: `uuid-${++orders}`, order_number: `N${orders}`, amount: 1000 },
        t.app.nowIso(),
      ),
    );
  }

  it('ends the oldest of an account’s streams when one more opens, and leaves other accounts alone', async () => {
    const ada = await account();
    const bob = await account();
    // One sign-in per stream, so only the account's cap applies.
    const adas: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) {
      adas.push(await openWith(await cookieFor(await accessTokenFor(t, ada.userId))));
    }
    const bobs = await openWith(await cookieFor(await accessTokenFor(t, bob.userId)));

    const sixth = await openWith(await cookieFor(await accessTokenFor(t, ada.userId)));
    // The first is told it was replaced (so a storefront does not reconnect), then ended.
    const told = await adas[0]!.next((e) => e.event === 'replaced', 2_000);
    expect(JSON.parse(told.data)).toEqual({ reason: 'Too many open notification streams for this account' });
    await adas[0]!.ended;
    for (const stream of [...adas.slice(1), sixth, bobs]) expect(await hasEnded(stream)).toBe(false);

    // Still 5 live streams of Ada's: every one hears her next notification; Bob's hears his.
    await notifyPaid(ada.userId);
    for (const stream of [...adas.slice(1), sixth]) await stream.next((e) => e.event === 'notification', 2_000);
    await notifyPaid(bob.userId);
    await bobs.next((e) => e.event === 'notification', 2_000);
    expect(adas[0]!.events.some((e) => e.event === 'notification')).toBe(false);

    // Five more: each ends the oldest still open, and never more than five stay.
    const more: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) {
      more.push(await openWith(await cookieFor(await accessTokenFor(t, ada.userId))));
    }
    for (const stream of [...adas.slice(1), sixth]) await stream.ended;
    for (const stream of more) expect(await hasEnded(stream)).toBe(false);
    expect(await hasEnded(bobs)).toBe(false);
    for (const stream of [...more, bobs]) stream.close();
  });

  it('lets one sign-in hold fewer streams than the account, ending that sign-in’s oldest', async () => {
    const cal = await account();
    const laptop = await cookieFor(await accessTokenFor(t, cal.userId));
    const phone = await openWith(await cookieFor(await accessTokenFor(t, cal.userId)));
    const tabs: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SIGN_IN; i++) tabs.push(await openWith(laptop));

    const oneMore = await openWith(laptop);
    await tabs[0]!.next((e) => e.event === 'replaced', 2_000);
    await tabs[0]!.ended;
    // The other sign-in's stream stays, though the account holds only four.
    for (const stream of [phone, ...tabs.slice(1), oneMore]) expect(await hasEnded(stream)).toBe(false);
    for (const stream of [phone, ...tabs.slice(1), oneMore]) stream.close();
  });

  it('ends a stream when its cookie’s lifetime is over; the same cookie then opens nothing, a fresh one does', async () => {
    const dee = await account();
    const cookie = await cookieFor(await accessTokenFor(t, dee.userId));
    const stream = await openWith(cookie);

    clock.advance(STREAM_COOKIE_TTL_S * 1000);
    // The server looks at every stream this often; no sooner, and no fixed wait here.
    await stream.next((e) => e.event === 'expired', SESSION_CHECK_MS + 2_000);
    await stream.ended;

    expect((await openSse(`${base}/api/notifications/stream`, { cookie })).status).toBe(401);
    const again = await openWith(await cookieFor(await accessTokenFor(t, dee.userId)));
    expect(await hasEnded(again)).toBe(false);
    again.close();
  }, 15_000);
});
