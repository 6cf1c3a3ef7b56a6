import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { signedInUser } from '@server/test/users';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import { listReviews } from '@shared/contract/catalog';
import { getProfile, updateProfile } from '@shared/contract/user';
import { chosenScreenNames } from '@server/db/migrations/020-chosen-screen-names';
import { SCREEN_NAME_IS_EMAIL } from './user.service.js';

describe.each(testDialects)('screen names on %s', (dialect) => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    productId = (
      await t.db.kysely.selectFrom('inventory').select('inventory_id').orderBy('inventory_id').executeTakeFirstOrThrow()
    ).inventory_id;
  });
  afterAll(() => t.close());

  // Some bodies break the contract on purpose (a missing or too long name), to see the refusal.
  const update = (headers: Record<string, string> | undefined, body: object) =>
    callEndpointWithInvalidInput(t.app, updateProfile, { body }, { headers });
  const reviewNames = async () =>
    (await callEndpoint(t.app, listReviews, { params: { id: productId }, query: { num: 50 } })).data.list.map(
      (review) => review.user.screenName,
    );

  it('answers 401 without a token', async () => {
    const res = await update(undefined, { screenName: 'Jordan' });
    expect(res.status).toBe(401);
  });

  it('sets the screen name (trimmed) and answers the profile', async () => {
    const me = await signedInUser(t, 'jordan.avery9922@example.com');
    const res = await update(me.headers, { screenName: '  Jordan A.  ' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ userId: me.userId, screenName: 'Jordan A.' });
    const profile = await callEndpoint(t.app, getProfile, {}, me);
    expect(profile.data.screenName).toBe('Jordan A.');
  });

  it.each([
    [{}, 'Screen name is required'],
    [{ screenName: ' ' }, 'Screen name must be at least 2 characters'],
    [{ screenName: 'x'.repeat(41) }, 'Screen name must be at most 40 characters'],
    [{ screenName: 'me@example.com' }, 'Screen name must not be an email address'],
    [{ screenName: 'Ann\u202Eevil' }, 'Screen name must not contain'],
    [{ screenName: 'Ann\nB' }, 'Screen name must not contain'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const me = await signedInUser(t, `refused${Math.random().toString(36).slice(2)}@example.com`);
    const before = await t.db.kysely
      .selectFrom('app_user')
      .select('screen_name')
      .where('user_id', '=', me.userId)
      .executeTakeFirstOrThrow();
    const res = await update(me.headers, body);
    expect(res.status).toBe(400);
    expect(res.body.errMsg).toContain(message);
    const after = await t.db.kysely
      .selectFrom('app_user')
      .select('screen_name')
      .where('user_id', '=', me.userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('refuses the part of their own email before the @, whatever its case', async () => {
    const me = await signedInUser(t, 'casey.k@example.com');
    const res = await update(me.headers, { screenName: 'Casey.K' });
    expect(res.status).toBe(400);
    expect(res.body.errMsg).toBe(SCREEN_NAME_IS_EMAIL);
  });

  it("a review shows the new name at once, though the product's reviews were remembered", async () => {
    const me = await signedInUser(t, 'reviewer.x@example.com');
    await update(me.headers, { screenName: 'Robin' });
    await t.db.kysely
      .insertInto('review')
      .values({
        inventory_id: productId,
        user_id: me.userId,
        rating: 4.5,
        content: 'Lovely',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await reviewNames()).toContain('Robin');
    await update(me.headers, { screenName: 'Robin the Reviewer' });
    // On PostgreSQL the new product version reaches the answer memory by notification: poll.
    await expect.poll(reviewNames, { timeout: 15_000 }).toContain('Robin the Reviewer');
    expect(await reviewNames()).not.toContain('Robin');
  });

  it('the migration gives accounts named after their email the default, and keeps chosen names', async () => {
    const derived = await signedInUser(t, 'sam.lee77@example.com'); // named 'sam.lee77' by the helper
    const chosen = await signedInUser(t, 'pat@example.com');
    await update(chosen.headers, { screenName: 'Pat Q.' });
    await chosenScreenNames(t.db).up(t.db.kysely);
    const names = Object.fromEntries(
      (await t.db.kysely.selectFrom('app_user').select(['user_id', 'screen_name']).execute()).map((u) => [
        u.user_id,
        u.screen_name,
      ]),
    );
    expect(names[derived.userId]).toMatch(/^Customer [0-9A-HJKMNP-TV-Z]{5}$/);
    expect(names[chosen.userId]).toBe('Pat Q.');
    // The demo reviewers' names ('Ann B.') were never taken from an email.
    expect(Object.values(names).some((name) => /^[A-Z][a-z]+ [A-Z]\.$/.test(String(name)))).toBe(true);
  });
});
