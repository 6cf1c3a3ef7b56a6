import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '@server/db/database';
import type { PhotoStorage } from '@server/providers/storage/index';
import { AccountSecurity, authDepsOf } from '@server/modules/auth';

/** What the user module (the profile and the account page) uses of the app. */
export interface UserDeps {
  readonly db: Db;
  /** Proves the password and ends the sessions (the auth module's account security). */
  readonly security: AccountSecurity;
  /** Where the shopper's uploaded photos lie, removed when the account is closed. */
  readonly storage: PhotoStorage;
  readonly log: FastifyBaseLogger;
  nowIso(): string;
  /** The shop's name, which no screen name may pass for. */
  readonly shopName: string;
}

export function userDepsOf(app: FastifyInstance): UserDeps {
  return {
    db: app.db,
    security: new AccountSecurity(authDepsOf(app)),
    storage: app.photoStorage,
    log: app.log,
    nowIso: () => app.nowIso(),
    get shopName() {
      return app.shopIdentity.current().name;
    },
  };
}
