import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestApp,
  createTestDb,
  logCapture,
  testConfig,
  testDialects,
  type TestApp,
} from './test/test-app.js';
import { callEndpoint } from './test/call-endpoint.js';
import { getBanners } from '@shared/contract/home';

describe.each(testDialects)('the API envelope on %s', (dialect) => {
  let t: TestApp;
  const log = logCapture();
  const logged = log.lines;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      logStream: log.stream,
      extend: (app) =>
        app.register(
          async (api) => {
            api.post('/echo', async (req) => ({ code: 20000, data: req.body, errMsg: '' }));
            api.get('/boom', async () => {
              throw new Error('secret internals: password=hunter2');
            });
          },
          { prefix: '/api/test' },
        ),
    });
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a 404 envelope', async () => {
    // raw: a path outside the contract, to see the 404 envelope
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 40400, data: null, errMsg: 'No API route GET /api/no/such/thing' });
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    // raw: a method the contract does not have on this path, on purpose
    const res = await t.app.inject({ method: 'DELETE', url: '/api/home/banners' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.json()).toMatchObject({ code: 40500, data: null });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      // raw: hand-written bodies to a route added by the test, outside the contract
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 40000, data: null, errMsg: 'Malformed JSON body' });
  });

  it('reads a JSON content type with no body as no payload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      // raw: hand-written bodies to a route added by the test, outside the contract
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 20000, errMsg: '' });
  });

  it('refuses prototype poisoning in JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      // raw: hand-written bodies to a route added by the test, outside the contract
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40000, data: null });
  });

  it('answers an oversized body with a 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      // raw: hand-written bodies to a route added by the test, outside the contract
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(t.config.BODY_LIMIT + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 41300, data: null, errMsg: 'The request body is too large' });
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      // raw: hand-written bodies to a route added by the test, outside the contract
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-nonsense' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 41500, data: null });
  });

  it('hides internals of a thrown error behind a 500 envelope naming the request id', async () => {
    // raw: a route added by the test, outside the contract
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'x-request-id': 'req-42' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({ code: 50000, data: null, errMsg: 'Something went wrong on our side (request req-42)' });
    expect(res.body).not.toContain('hunter2');
    const line = logged.map((l) => JSON.parse(l)).find((l) => l.reqId === 'req-42' && l.level === 50);
    expect(line?.err?.message).toBe('secret internals: password=hunter2');
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const res = await callEndpoint(t.app, getBanners, {});
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // raw: a path outside the contract, to see its headers
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.headers['content-security-policy']).toBe(csp);
    expect(missing.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(missing.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses large answers for clients that accept it', async () => {
    // raw: the compressed bytes are read, not the envelope
    const res = await t.app.inject({ method: 'GET', url: '/api/home/section', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('serving the storefront', () => {
  let t: Awaited<ReturnType<typeof createTestDb>>;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await createTestDb('sqlite');
    const webDir = path.join(t.dataDir, 'web');
    fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    const bundle = 'export const answer = 42;\n'.repeat(200);
    fs.writeFileSync(path.join(webDir, 'assets', 'big-abc123.js'), bundle);
    fs.writeFileSync(path.join(webDir, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(bundle));
    fs.writeFileSync(path.join(webDir, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(bundle));
    app = await buildTestApp(testConfig(t.dataDir), { db: t.db, webDir });
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  it('answers index.html, not cached, for any page path so the client router decides (404 where it has no page)', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/category/3', 404], // this database holds no catalogue: an unknown category
      ['/no/such/page', 404],
      ['/inventory/search?keyword=shirt', 200],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the Brotli or gzip file made at build time to a browser that accepts it', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('export const answer = 42;');
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('export const answer = 42;');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const answer = 42;');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: false });
  });
  afterAll(() => t.close());

  it('describes the API from the shared schemas', async () => {
    // raw: openapi.json is not an endpoint of the contract
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/product/inventory', '/api/shopping-cart/item', '/api/home/nav-items']),
    );
    const query = doc.paths['/api/product/inventory'].get.parameters.map((p: { name: string }) => p.name);
    expect(query).toEqual(expect.arrayContaining(['page', 'num', 'sort', 'search', 'categoryId']));
  });

  it('says which endpoints answer a file, and of which type', async () => {
    // raw: openapi.json is not an endpoint of the contract
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/order/{orderUuid}/invoice-pdf', '/api/order/{orderUuid}/credit-notes/{refundId}.pdf']) {
      expect(doc.paths[path].get.responses['200'].content).toEqual({
        'application/pdf': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) },
      });
    }
  });
});
