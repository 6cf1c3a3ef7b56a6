import type { TestApp } from './test-app.js';

/** A customer in the database with a valid access token (sign-in itself is tested in auth). */
export async function signedInUser(t: TestApp, email: string) {
  const { user_id } = await t.db.kysely
    .insertInto('app_user')
    .values({ email, screen_name: email.split('@')[0], password_hash: null, created_at: new Date().toISOString() })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const token = await t.app.accessTokens.sign(user_id);
  return { userId: user_id, headers: { authorization: `Bearer ${token}` } };
}
