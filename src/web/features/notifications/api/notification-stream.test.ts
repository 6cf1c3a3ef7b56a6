import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@shared/constants';
import { initialSessionState, useSessionStore } from '@web/lib/store';
import { profileFixture } from '@web/test/fixtures/profile';
import { sendJson } from '@web/test/http-server';
import { serveApi, type ServedApi } from '@web/test/serve-api';
import { openNotificationStream } from './notification-stream';

/**
 * The browser's EventSource as far as the storefront uses it (jsdom has none): the test plays
 * the server's events, and sees which streams the storefront opened and closed.
 */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** An event the server sends on this stream. */
  send(type: string, data = '{}') {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

let server: ServedApi;
let close: () => void;
let visibility: DocumentVisibilityState = 'visible';
const streams = () => FakeEventSource.opened;
const cookiesAsked = () => server.sent().filter((r) => r.path === '/notifications/stream-session').length;

function showPage(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(async () => {
  server = await serveApi();
  vi.stubGlobal('EventSource', FakeEventSource);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.stop();
});
beforeEach(() => {
  FakeEventSource.opened = [];
  visibility = 'visible';
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  useSessionStore.setState({ token: { accessToken: 'access-1', refreshToken: 'refresh-1' }, user: profileFixture() });
});
afterEach(() => {
  close();
  server.reset();
  localStorage.clear();
  useSessionStore.setState(initialSessionState);
});

async function openFirst() {
  close = openNotificationStream(new QueryClient());
  await waitFor(() => expect(streams()).toHaveLength(1));
  streams()[0]!.send('ready', '{"unread":0}');
  return streams()[0]!;
}

describe('the notification stream', () => {
  it('asks for a new cookie, refreshing the expired token first, and opens a new stream when the server says the cookie expired', async () => {
    // The cookie and the access token live as long: by the time one expires, so has the other.
    server.routes.set('POST /api/notifications/stream-session', (req, res) =>
      req.headers.authorization === (cookiesAsked() === 1 ? 'Bearer access-1' : 'Bearer access-2')
        ? sendJson(res, 200, { code: 20000, data: { expiresAt: '2026-03-01T10:15:00.000Z' }, errMsg: '' })
        : sendJson(res, 401, { code: 40100, data: null, errMsg: 'Please sign in again' }),
    );
    server.answer({
      'POST /auth/refresh': { accessToken: 'access-2', refreshToken: 'refresh-2' },
      '/user/profile': profileFixture(),
    });
    const first = await openFirst();

    first.send('expired', '{"reason":"The stream’s cookie expired"}');

    await waitFor(() => expect(streams()).toHaveLength(2));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(server.sent().filter((r) => r.path === '/auth/refresh')).toHaveLength(1);
    expect(useSessionStore.getState().token?.accessToken).toBe('access-2');
  });

  it('stops a stream a newer one replaced, and opens it again only when its page is shown again', async () => {
    server.answer({ 'POST /notifications/stream-session': { expiresAt: '2026-03-01T10:15:00.000Z' } });
    const first = await openFirst();
    showPage('hidden'); // the shopper went to another tab, which opened a stream of its own

    first.send('replaced', '{"reason":"Too many open notification streams for this sign-in"}');

    // Closed, so the browser does not reconnect by itself and end another tab's stream in turn.
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(streams()).toHaveLength(1);
    expect(cookiesAsked()).toBe(1);

    showPage('visible');
    await waitFor(() => expect(streams()).toHaveLength(2));
    expect(cookiesAsked()).toBe(2);
  });
});
