import type { Profile, UpdateProfile } from '@shared/schemas/auth';
import { itemAt } from '@shared/item-at';
import { badRequest, unauthenticated } from '@server/lib/errors';
import { SIGN_IN_AGAIN } from '@server/lib/auth';
import type { UserDeps } from './user.deps.js';
import * as repo from './user.repository.js';
import { checkScreenName } from '@server/lib/reserved-screen-names';
import { staffAccessOf } from '@server/modules/operator-write';

export const SCREEN_NAME_IS_EMAIL = 'Please choose a screen name that is not taken from your email address';

export async function getProfile(deps: Pick<UserDeps, 'db'>, userId: number): Promise<Profile> {
  const row = await repo.findProfile(deps.db.kysely, userId);
  // A valid token for a user who no longer exists is a session to end, not a missing page.
  if (!row) throw unauthenticated(SIGN_IN_AGAIN);
  const staff = row.role === 'operator' ? await staffAccessOf(deps.db.kysely, userId) : null;
  return {
    userId: row.user_id,
    email: row.email,
    screenName: row.screen_name,
    createdAt: row.created_at,
    role: row.role,
    staff: staff && {
      role: staff.role,
      roleName: staff.roleName,
      scopes: staff.scopes,
      refundLimit: staff.refundLimit,
    },
  };
}

/**
 * A new screen name, shown on the customer's public reviews at once. The part of their own email
 * before the @ is refused as well: public pages never show anything taken from an email; so is a
 * name that passes for the shop or its people (lib/reserved-screen-names.ts).
 */
export async function updateProfile(deps: UserDeps, userId: number, change: UpdateProfile): Promise<Profile> {
  checkScreenName(change.screenName, deps.shopName);
  await deps.db.transaction(async (trx) => {
    const row = await repo.findProfile(trx.kysely, userId);
    if (!row) throw unauthenticated(SIGN_IN_AGAIN);
    const local = itemAt(row.email.split('@'), 0).toLowerCase();
    if (change.screenName.toLowerCase() === local) throw badRequest(SCREEN_NAME_IS_EMAIL);
    if (change.screenName === row.screen_name) return;
    await repo.setScreenName(trx.kysely, userId, change.screenName);
    await repo.touchReviewsOf(trx.kysely, userId);
  });
  return getProfile(deps, userId);
}
