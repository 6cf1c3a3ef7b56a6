import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { accessTokenFor } from '@server/test/users';
import { callEndpoint } from '@server/test/call-endpoint';
import { getProfile } from '@shared/contract/user';

describe.each(testDialects)('GET /api/user/profile on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(() => t.close());

  const insertUser = async (email: string, screenName: string) =>
    (
      await t.db.kysely
        .insertInto('app_user')
        .values({
          email,
          password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
          screen_name: screenName,
          created_at: '2026-01-02T03:04:05.000Z',
        })
        .returning('user_id')
        .executeTakeFirstOrThrow()
    ).user_id;

  it('answers 401 in the envelope without a token', async () => {
    const res = await callEndpoint(t.app, getProfile, {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 40100, data: null, errMsg: 'Please sign in first' });
  });

  it("answers the signed-in user's profile and nothing else", async () => {
    const me = await insertUser('me@example.com', 'Me Myself');
    await insertUser('other@example.com', 'Other');
    const token = await accessTokenFor(t, me);
    const res = await callEndpoint(t.app, getProfile, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The answer as sent, not as the contract reads it: no field beyond these leaves the server.
    expect(res.raw.json<unknown>()).toEqual({
      code: 20000,
      data: {
        userId: me,
        email: 'me@example.com',
        screenName: 'Me Myself',
        createdAt: '2026-01-02T03:04:05.000Z',
        role: 'customer',
        staff: null,
      },
      errMsg: '',
    });
    expect(res.raw.body).not.toMatch(/argon2|password|hash/i);
  });

  it("says an operator's role, read from the database on every call (the SPA offers the console by it)", async () => {
    const op = await insertUser('op@example.com', 'Op');
    const token = await accessTokenFor(t, op);
    const role = async () =>
      (await callEndpoint(t.app, getProfile, {}, { headers: { authorization: `Bearer ${token}` } })).data.role;
    expect(await role()).toBe('customer');
    await t.db.kysely.updateTable('app_user').set({ role: 'operator' }).where('user_id', '=', op).execute();
    expect(await role()).toBe('operator');
  });
});
