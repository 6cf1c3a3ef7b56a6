import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { signedInUser } from '@server/test/users';
import { requireRole, ROLE_MESSAGE } from './roles.js';
import { ok } from './envelope.js';
import { requireUser } from './auth.js';

describe.each(testDialects)('requiring a role on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      seed: false,
      // How the operator module will guard its scope.
      extend: (app) =>
        app.register(
          async (operator) => {
            operator.addHook('onRequest', requireRole('operator'));
            operator.get('/operator/whoami', async (req) => ok(requireUser(req)));
          },
          { prefix: '/api' },
        ),
    });
  });
  afterAll(() => t.close());

  const whoami = async (user: Awaited<ReturnType<typeof signedInUser>> | null) => {
    // raw: /operator/whoami is this test's own route, not an endpoint of the contract
    const res = await t.app.inject({ method: 'GET', url: '/api/operator/whoami', headers: user?.headers ?? {} });
    return { status: res.statusCode, body: res.json<unknown>() };
  };
  const setRole = (userId: number, role: 'customer' | 'operator') =>
    t.db.kysely.updateTable('app_user').set({ role }).where('user_id', '=', userId).execute();

  it('answers 401 in the envelope without a token', async () => {
    expect(await whoami(null)).toEqual({
      status: 401,
      body: { code: 40100, data: null, errMsg: 'Please sign in first' },
    });
  });

  it('answers 403 to a customer (every new account is one)', async () => {
    const customer = await signedInUser(t, `customer-${dialect}@example.com`);
    expect(await whoami(customer)).toEqual({ status: 403, body: { code: 40300, data: null, errMsg: ROLE_MESSAGE } });
  });

  it('lets an operator in, and shuts them out on the next request once demoted', async () => {
    const operator = await signedInUser(t, `operator-${dialect}@example.com`);
    await setRole(operator.userId, 'operator');
    expect(await whoami(operator)).toEqual({
      status: 200,
      body: { code: 20000, data: { userId: operator.userId, role: 'operator' }, errMsg: '' },
    });
    await setRole(operator.userId, 'customer');
    // The same, still valid token: the role comes from the database, not from the token.
    expect((await whoami(operator)).status).toBe(403);
  });

  it('refuses a role the database does not know', async () => {
    const someone = await signedInUser(t, `someone-${dialect}@example.com`);
    await expect(
      t.db.kysely
        .updateTable('app_user')
        .set({ role: 'admin' as 'operator' })
        .where('user_id', '=', someone.userId)
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
