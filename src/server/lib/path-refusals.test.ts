import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shared/contract';
import type { Endpoint } from '@shared/contract/endpoint';
import { MAX_PATH_PARAM_LENGTH } from '@server/lib/framework-errors';
import {
  buildTestApp,
  createTestApp,
  createTestDb,
  testConfig,
  testDialects,
  type TestApp,
} from '@server/test/test-app';

/** The endpoint's path under /api with every `:name` parameter replaced by `value`. */
const filled = (endpoint: Endpoint, value: (name: string) => string) =>
  `/api${endpoint.path.replace(/:(\w+)/g, (_, name: string) => value(name))}`;

/** Characters a regular expression reads as more than themselves. */
const REGEX_SPECIAL = /[.+*?^$()[\]{}|\\]/;
/** The fixed text of a path, without its parameters. */
const literalOf = (endpoint: Endpoint) => endpoint.path.replace(/:\w+/g, '');

const ORDER_UUID = '0b0e5c3e-9d1f-4c59-9b51-3f7f2c1f1a2b';

describe.each(testDialects)('refusals of odd paths, in the envelope, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const withParams = endpoints.filter((endpoint) => endpoint.path.includes(':'));

  it(`answers a path parameter over ${MAX_PATH_PARAM_LENGTH} characters with 400 on every route of the contract`, async () => {
    expect(withParams.length).toBeGreaterThan(40);
    const long = 'a'.repeat(MAX_PATH_PARAM_LENGTH + 1);
    for (const endpoint of withParams) {
      // Each parameter in turn is the long one; the others are ordinary.
      for (const name of [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1])) {
        const url = filled(endpoint, (param) => (param === name ? long : '7'));
        const res = await t.app.inject({
          method: endpoint.method,
          url,
          ...(endpoint.method === 'POST' && { payload: {} }),
        });
        const where = `${endpoint.method} ${endpoint.path} (${name})`;
        expect(res.statusCode, where).toBe(400);
        expect(res.headers['content-type'], where).toBe('application/json; charset=utf-8');
        expect(res.json(), where).toEqual({
          code: 40000,
          data: null,
          errMsg: `A part of the path is too long (at most ${MAX_PATH_PARAM_LENGTH} characters)`,
        });
      }
    }
  });

  it('answers a malformed path (a broken percent escape) with 400 in the envelope', async () => {
    // raw: a broken percent escape no contract path can express
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 40000, data: null, errMsg: 'The path is not a valid URL' });
  });

  it('answers a long parameter outside the API in the envelope too', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/sitemaps/${'p'.repeat(200)}.xml` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40000, data: null });
  });

  it('never answers a near miss of a path with a literal dot (or other pattern character) with a 405 naming its own method', async () => {
    const special = endpoints.filter((endpoint) => REGEX_SPECIAL.test(literalOf(endpoint)));
    expect(special.map((endpoint) => endpoint.path)).toContain('/order/:orderUuid/credit-notes/:refundId.pdf');
    const value = (name: string) => (name === 'orderUuid' ? ORDER_UUID : '29');
    for (const endpoint of special) {
      const exact = filled(endpoint, value);
      // The path itself is routed (to its access check), not refused as unknown.
      const routed = await t.app.inject({ method: endpoint.method, url: exact });
      expect(routed.statusCode, exact).not.toBe(404);
      const nearMisses = [
        exact.replace(/[.+*?^$()[\]{}|\\][^/]*$/, ''), // `.pdf` dropped: /credit-notes/29
        exact.replace(/[.+*?^$()[\]{}|\\]/g, 'x'), // `.` as any character: /credit-notes/29xpdf
      ];
      for (const url of nearMisses) {
        expect(url, endpoint.path).not.toBe(exact);
        const res = await t.app.inject({ method: endpoint.method, url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ code: 40400, data: null, errMsg: `No API route ${endpoint.method} ${url}` });
      }
    }
  });
});

describe('a long path segment on a page path', () => {
  let t: Awaited<ReturnType<typeof createTestDb>>;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await createTestDb('sqlite');
    const webDir = path.join(t.dataDir, 'web');
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
    );
    app = await buildTestApp(testConfig(t.dataDir), { db: t.db, webDir });
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  it('answers the storefront’s not-found page, as any unknown page', async () => {
    for (const url of [`/pages/${'x'.repeat(300)}`, `/inventory/${'9'.repeat(300)}`, `/${'y'.repeat(300)}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });
});
