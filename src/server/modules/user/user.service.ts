import type { Db } from '@server/db/database';
import type { Profile } from '@shared/schemas/auth';
import { unauthenticated } from '@server/lib/errors';
import { SIGN_IN_AGAIN } from '@server/lib/auth';
import * as repo from './user.repository.js';

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const row = await repo.findProfile(db.kysely, userId);
  // A valid token for a user who no longer exists is a session to end, not a missing page.
  if (!row) throw unauthenticated(SIGN_IN_AGAIN);
  return {
    userId: row.user_id,
    email: row.email,
    screenName: row.screen_name,
    createdAt: row.created_at,
    role: row.role,
  };
}
