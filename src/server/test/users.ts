import type { Executor } from '@server/db/transaction';
import type { TestApp } from './test-app.js';
import { itemAt } from '@shared/item-at';

/**
 * A sign-in of `userId` (a refresh-token family, as a login makes) at `now` (ms; the app's clock
 * for a test app, so a sign-in made after the clock moved is a fresh one); its id goes in access tokens.
 */
export async function newSignIn(kysely: Executor, userId: number, now = Date.now()): Promise<number> {
  const { family_id } = await kysely
    .insertInto('refresh_family')
    .values({
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 30 * 86_400_000).toISOString(),
      revoked_at: null,
      revoke_reason: null,
    })
    .returning('family_id')
    .executeTakeFirstOrThrow();
  return family_id;
}

/** An access token for `userId` within a sign-in of their own, refused once it is revoked. */
export async function accessTokenFor(t: TestApp, userId: number): Promise<string> {
  return t.app.accessTokens.sign(userId, await newSignIn(t.db.kysely, userId, t.app.clock.now()));
}

/** A customer in the database with a valid access token (sign-in itself is tested in auth). */
export async function signedInUser(t: TestApp, email: string) {
  const { user_id } = await t.db.kysely
    .insertInto('app_user')
    .values({
      email,
      screen_name: itemAt(email.split('@'), 0),
      password_hash: null,
      created_at: new Date().toISOString(),
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const token = await accessTokenFor(t, user_id);
  return { userId: user_id, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Gives `user` a new sign-in and access token as of `now` (ms), for tests that move the app's
 * clock past the life of a token or a sign-in.
 */
export async function signInAgain(t: TestApp, user: { userId: number; headers: Record<string, string> }, now: number) {
  const { family_id } = await t.db.kysely
    .insertInto('refresh_family')
    .values({
      user_id: user.userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 30 * 86_400_000).toISOString(),
      revoked_at: null,
      revoke_reason: null,
    })
    .returning('family_id')
    .executeTakeFirstOrThrow();
  user.headers.authorization = `Bearer ${await t.app.accessTokens.sign(user.userId, family_id)}`;
}
