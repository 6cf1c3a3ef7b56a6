import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@server/app';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { signedInUser } from '@server/test/users';

/** What an outside probe tried against the request layer (issue 11, items 7 and 12, ids, framing). */
describe.each(testDialects)('requests an attacker shapes, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const postJson = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('takes at most 16 KB of body by default: the largest real payload is about 1 KB', async () => {
    expect(t.config.BODY_LIMIT).toBe(16 * 1024);
    const password = 'x'.repeat(100);
    const res = await postJson(
      '/api/auth/login',
      JSON.stringify({ loginId: 'a@example.com', password, pad: 'y'.repeat(17_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 41300, data: null, errMsg: 'The request body is too large' });
  });

  it('refuses deeply nested JSON without parsing it, and still parses ordinary nesting', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await postJson('/api/auth/login', deep);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 40000,
      data: null,
      errMsg: `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
    });
    // Brackets inside strings are text, not nesting.
    const brackets = JSON.stringify({ loginId: 'a@example.com', password: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' });
    const login = await postJson('/api/auth/login', brackets);
    expect(login.json()).toMatchObject({ code: 40000, errMsg: 'Incorrect email or password' });
  });

  it('answers a trailing slash with 404 in the envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      // raw: a trailing slash on purpose
      const res = await t.app.inject({ method, url: '/api/home/banners/' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 40400, data: null, errMsg: `No API route ${method} /api/home/banners/` });
    }
    const user = await signedInUser(t, 'slash@example.com');
    // raw: a trailing slash on purpose
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile/', headers: user.headers });
    expect(profile.statusCode).toBe(404);
  });

  it('accepts an id only as plain decimal digits', async () => {
    // raw: the plain-digits control next to the aliases below
    expect((await t.app.inject({ method: 'GET', url: '/api/product/inventory/1' })).statusCode).toBe(200);
    for (const alias of ['1e0', '0x1', '%5B1%5D', '1.0', '+1', '%201']) {
      // raw: an id alias no typed path can carry
      const res = await t.app.inject({ method: 'GET', url: `/api/product/inventory/${alias}` });
      expect(res.statusCode, alias).toBe(400);
      expect(res.json(), alias).toEqual({ code: 40000, data: null, errMsg: 'id: must be a number' });
    }
    const user = await signedInUser(t, 'ids@example.com');
    const add = await t.app.inject({
      method: 'POST',
      // raw: an id the contract types refuse, sent as a string on purpose
      url: '/api/shopping-cart/item',
      headers: user.headers,
      payload: { inventoryId: '1e0' },
    });
    expect(add.statusCode).toBe(400);
  });

  it('forbids framing in both headers: the CSP and X-Frame-Options agree', async () => {
    // raw: only the headers are read, of any answer
    const res = await t.app.inject({ method: 'GET', url: '/api/home/banners' });
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
