import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/** The public columns only: the password hash is never selected, so it can never leak. */
export async function findProfile(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['user_id', 'email', 'screen_name', 'created_at', 'role'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
