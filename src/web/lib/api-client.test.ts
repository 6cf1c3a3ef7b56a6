import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { toast } from 'sonner';
import { STORAGE_KEYS } from '@shared/constants';
import { createApiClient, quietWhenNotFound, type ApiClient, type RequestConfig } from './api-client';
import type { Endpoint, Method } from '@shared/contract/endpoint';
import { initialSessionState, useSessionStore } from './store';
import { ok, sendJson, startTestServer, type TestServer } from '../test/http-server';
import { profileFixture } from '@web/test/fixtures/profile';
import { itemAt } from '@shared/item-at';

let apiServer: TestServer;
let client: ApiClient;
const toastError = vi.spyOn(toast, 'error');

function signIn(accessToken = 'access-1', refreshToken: string | null = 'refresh-1') {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  useSessionStore.setState({ token: { accessToken, refreshToken: refreshToken ?? '' } });
}

/** An endpoint made up for a test: the client reads only its method and path. */
const endpointAt = (method: Method, path: string): Endpoint => ({
  method,
  path,
  access: 'public',
  summary: path,
  tag: 'test',
  schemas: () => Promise.resolve({}),
});
const invoiceFile = { ...endpointAt('GET', '/invoice'), file: 'application/pdf' } as const;
const get = (path: string, config?: RequestConfig): Promise<unknown> =>
  client.call(endpointAt('GET', path), {}, config);
const post = (path: string, body: unknown): Promise<unknown> => client.call(endpointAt('POST', path), { body });

function countOf(server: TestServer, path: string): number {
  return server.requests.filter((r) => r.url.split('?')[0] === path).length;
}

beforeAll(async () => {
  apiServer = await startTestServer();
});

afterAll(async () => {
  await apiServer.close();
});

beforeEach(() => {
  // A fresh client per test: its shared-refresh state must not leak between cases.
  client = createApiClient({ baseURL: `${apiServer.origin}/api` });
  useSessionStore.setState(initialSessionState);
  toastError.mockClear();
});

afterEach(() => {
  apiServer.routes.clear();
  apiServer.requests.length = 0;
});

describe('envelope', () => {
  it('returns data when code is 20000 and sends JSON with the bearer token', async () => {
    signIn('token-abc');
    apiServer.routes.set('POST /api/echo', (req, res) =>
      sendJson(res, 200, { code: 20000, data: { got: JSON.parse(req.body) }, errMsg: '' }),
    );
    await expect(post('/echo', { a: 1 })).resolves.toEqual({ got: { a: 1 } });
    const request = itemAt(apiServer.requests, 0);
    expect(request.headers.authorization).toBe('Bearer token-abc');
    expect(request.headers['content-type']).toContain('application/json');
  });

  it('rejects with errMsg and toasts it at top-center when code is not 20000', async () => {
    apiServer.routes.set('GET /api/thing', (_req, res) =>
      sendJson(res, 200, { code: 40900, data: null, errMsg: 'Already exists' }),
    );
    await expect(get('/thing')).rejects.toThrow('Already exists');
    expect(toastError).toHaveBeenCalledWith('Already exists', { position: 'top-center' });
  });

  it('takes the message of an HTTP error from the envelope errMsg', async () => {
    apiServer.routes.set('GET /api/boom', (_req, res) =>
      sendJson(res, 500, { code: 50000, data: null, errMsg: 'Something broke on our side' }),
    );
    await expect(get('/boom')).rejects.toMatchObject({
      message: 'Something broke on our side',
      status: 500,
      code: 50000,
    });
    expect(toastError).toHaveBeenCalledWith('Something broke on our side', { position: 'top-center' });
  });

  it("falls back to the client's own message for an HTTP error without a body", async () => {
    apiServer.routes.set('GET /api/gateway', (_req, res) => res.writeHead(502).end());
    // The message is errMsg, else the error's message (axios names the status), else 'Request failed'.
    await expect(get('/gateway')).rejects.toThrow('Request failed with status code 502');
    expect(toastError).toHaveBeenCalledWith('Request failed with status code 502', { position: 'top-center' });
  });

  it("rejects an empty 200 body with 'Request failed'", async () => {
    apiServer.routes.set('GET /api/empty', (_req, res) => res.writeHead(200).end());
    await expect(get('/empty')).rejects.toThrow(/^Request failed$/);
    expect(toastError).toHaveBeenCalledWith('Request failed', { position: 'top-center' });
  });

  it('reports a network failure with the client message', async () => {
    // jsdom logs the refused connection itself; keep the run's output about our assertions.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dead = createApiClient({ baseURL: 'http://127.0.0.1:9/api' });
    await expect(dead.call(endpointAt('GET', '/nothing'), {})).rejects.toThrow('Network Error');
    quiet.mockRestore();
    expect(toastError).toHaveBeenCalledWith('Network Error', { position: 'top-center' });
  });

  it("hands back a file endpoint's answer as a Blob, untouched", async () => {
    apiServer.routes.set('GET /api/invoice', (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.4 fake'),
    );
    const blob = await client.call(invoiceFile, {});
    expectTypeOf(blob).toEqualTypeOf<Blob>();
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe('%PDF-1.4 fake'.length);
    expect(blob.type).toBe('application/pdf');
  });

  it('reads errMsg from a JSON error answered to a blob request', async () => {
    apiServer.routes.set('GET /api/invoice', (_req, res) =>
      sendJson(res, 404, { code: 40400, data: null, errMsg: 'Order not found' }),
    );
    await expect(client.call(invoiceFile, {})).rejects.toThrow('Order not found');
  });
});

describe('401 refresh', () => {
  function protectedRoute(path: string, validToken: string, data: unknown) {
    apiServer.routes.set(`GET ${path}`, (req, res) =>
      req.headers.authorization === `Bearer ${validToken}`
        ? sendJson(res, 200, { code: 20000, data, errMsg: '' })
        : sendJson(res, 401, { code: 40100, data: null, errMsg: 'Please sign in' }),
    );
  }

  it('refreshes the pair, reloads the profile and retries once', async () => {
    signIn('old-access', 'old-refresh');
    useSessionStore.setState({ user: profileFixture({ screenName: 'stale' }) });
    protectedRoute('/api/orders', 'new-access', { list: [1] });
    protectedRoute('/api/user/profile', 'new-access', profileFixture({ screenName: 'Ada' }));
    apiServer.routes.set('POST /api/auth/refresh', (req, res) => {
      expect(JSON.parse(req.body)).toEqual({ refreshToken: 'old-refresh' });
      sendJson(res, 200, { code: 20000, data: { accessToken: 'new-access', refreshToken: 'new-refresh' }, errMsg: '' });
    });

    await expect(get('/orders')).resolves.toEqual({ list: [1] });

    expect(countOf(apiServer, '/api/auth/refresh')).toBe(1);
    expect(countOf(apiServer, '/api/orders')).toBe(2);
    expect(useSessionStore.getState().token).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new-access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh');
    expect(useSessionStore.getState().user).toEqual(profileFixture({ screenName: 'Ada' }));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('rejects a 401 on the retry without a second refresh', async () => {
    signIn('old-access', 'old-refresh');
    protectedRoute('/api/orders', 'never-valid', null);
    apiServer.routes.set('POST /api/auth/refresh', ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));

    await expect(get('/orders')).rejects.toThrow('Please sign in');

    expect(countOf(apiServer, '/api/auth/refresh')).toBe(1);
    expect(countOf(apiServer, '/api/orders')).toBe(2);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn('old-access', 'old-refresh');
    protectedRoute('/api/a', 'new-access', 'a');
    protectedRoute('/api/b', 'new-access', 'b');
    protectedRoute('/api/user/profile', 'new-access', profileFixture({ screenName: 'Ada' }));
    apiServer.routes.set('POST /api/auth/refresh', ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));

    await expect(Promise.all([get('/a'), get('/b')])).resolves.toEqual(['a', 'b']);
    expect(countOf(apiServer, '/api/auth/refresh')).toBe(1);
  });

  it('without a refresh token, clears the user, toasts and rejects', async () => {
    signIn('old-access', null);
    useSessionStore.setState({ user: profileFixture({ screenName: 'Ada' }) });
    protectedRoute('/api/orders', 'never-valid', null);

    await expect(get('/orders')).rejects.toThrow('Please sign in');

    expect(countOf(apiServer, '/api/auth/refresh')).toBe(0);
    expect(useSessionStore.getState().user).toBeNull();
    expect(toastError).toHaveBeenCalledWith('Please sign in', { position: 'top-center' });
  });

  it('signs out when the refresh itself fails', async () => {
    signIn('old-access', 'revoked');
    protectedRoute('/api/orders', 'new-access', null);
    apiServer.routes.set('POST /api/auth/refresh', (_req, res) =>
      sendJson(res, 401, { code: 40100, data: null, errMsg: 'Session expired' }),
    );

    await expect(get('/orders')).rejects.toThrow('Session expired');

    expect(countOf(apiServer, '/api/auth/refresh')).toBe(1);
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});

describe('several tabs', () => {
  it("sends the pair another tab stored, not this tab's older copy", async () => {
    signIn('old-access', 'old-refresh');
    // Another tab refreshed: storage now holds the rotated pair.
    localStorage.setItem(STORAGE_KEYS.accessToken, 'new-access');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'new-refresh');
    apiServer.routes.set('GET /api/me', ok({ fine: true }));
    await get('/me');
    expect(itemAt(apiServer.requests, 0).headers.authorization).toBe('Bearer new-access');
  });

  it("refreshes with the stored refresh token, and adopts another tab's newer pair if its own refresh fails", async () => {
    signIn('stale-access', 'refresh-a');
    let calls = 0;
    apiServer.routes.set('GET /api/me', (req, res) => {
      calls++;
      if (req.headers.authorization === 'Bearer tab-b-access')
        return sendJson(res, 200, { code: 20000, data: { fine: true }, errMsg: '' });
      sendJson(res, 401, { code: 40100, data: null, errMsg: 'Please sign in again' });
    });
    apiServer.routes.set('POST /api/auth/refresh', (_req, res) => {
      // Meanwhile the other tab rotated the family and stored its pair.
      localStorage.setItem(STORAGE_KEYS.accessToken, 'tab-b-access');
      localStorage.setItem(STORAGE_KEYS.refreshToken, 'tab-b-refresh');
      sendJson(res, 401, { code: 40100, data: null, errMsg: 'Please sign in again' });
    });
    await expect(get('/me')).resolves.toEqual({ fine: true });
    expect(JSON.parse(apiServer.requests.find((r) => r.url === '/api/auth/refresh')!.body)).toEqual({
      refreshToken: 'refresh-a',
    });
    expect(calls).toBe(2);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('tab-b-refresh');
  });
});

describe('quiet failures', () => {
  it('keeps quiet about a not-found a page shows itself, but not about other failures', async () => {
    apiServer.routes.set('GET /api/missing', (_req, res) =>
      sendJson(res, 404, { code: 40400, data: null, errMsg: 'Product not found' }),
    );
    apiServer.routes.set('GET /api/broken', (_req, res) =>
      sendJson(res, 500, { code: 50000, data: null, errMsg: 'Something went wrong' }),
    );
    await expect(get('/missing', { silent: quietWhenNotFound })).rejects.toThrow('Product not found');
    expect(toastError).not.toHaveBeenCalled();
    await expect(get('/broken', { silent: quietWhenNotFound })).rejects.toThrow('Something went wrong');
    expect(toastError).toHaveBeenCalledWith('Something went wrong', { position: 'top-center' });
  });
});

describe('error toasts outlive nothing', () => {
  const dismiss = vi.spyOn(toast, 'dismiss');
  beforeEach(() => dismiss.mockClear());

  it("a request's error toast goes when the same request succeeds, and a write's as soon as it is sent again", async () => {
    let fail = true;
    apiServer.routes.set('POST /api/form', (_req, res) =>
      fail
        ? sendJson(res, 400, { code: 40000, data: null, errMsg: 'Wrong' })
        : sendJson(res, 200, { code: 20000, data: null, errMsg: '' }),
    );
    await expect(post('/form', { a: 1 })).rejects.toThrow('Wrong');
    const failedToast = toastError.mock.results[0]?.value as string | number;
    expect(dismiss).not.toHaveBeenCalled();

    fail = false;
    await post('/form', { a: 2 });
    expect(dismiss).toHaveBeenCalledWith(failedToast);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it("a read's toast belongs to its query: another query of the same path succeeding leaves it", async () => {
    apiServer.routes.set('GET /api/price', (req, res) =>
      req.url.includes('code=BAD')
        ? sendJson(res, 400, { code: 40000, data: null, errMsg: 'No such code' })
        : sendJson(res, 200, { code: 20000, data: { amount: 1 }, errMsg: '' }),
    );
    await expect(get('/price', { params: { code: 'BAD' } })).rejects.toThrow('No such code');
    await get('/price', { params: { code: '' } });
    expect(dismiss).not.toHaveBeenCalled();
  });

  it("reads of one toast group answer one question: a good code succeeding takes away the bad code's toast", async () => {
    apiServer.routes.set('GET /api/price', (req, res) =>
      req.url.includes('code=NOPE99')
        ? sendJson(res, 400, { code: 40000, data: null, errMsg: 'NOPE99 is not valid' })
        : sendJson(res, 200, { code: 20000, data: { amount: 1 }, errMsg: '' }),
    );
    await expect(get('/price', { params: { code: 'NOPE99' }, toastGroup: 'code' })).rejects.toThrow('NOPE99');
    const failedToast = toastError.mock.results.at(-1)?.value as string | number;
    await get('/price', { params: { code: 'WELCOME10' }, toastGroup: 'code' });
    expect(dismiss).toHaveBeenCalledWith(failedToast);
  });
});
