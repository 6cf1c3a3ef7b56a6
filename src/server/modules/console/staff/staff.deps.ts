import type { FastifyInstance } from 'fastify';
import { publicUrl } from '@server/config';
import { AccountSecurity, authDepsOf } from '@server/modules/auth';
import type { MailOutbox } from '@server/modules/mail-outbox';
import type { Db } from '@server/db/database';

/** What the staff services use: the database, the time, the outbox, the server secret, the sign-ins. */
export interface StaffDeps {
  readonly db: Db;
  readonly outbox: MailOutbox;
  now(): number;
  nowIso(): string;
  readonly secret: Uint8Array;
  readonly shopName: string;
  /** The shop's public address, for the invitation's link. */
  readonly shopUrl: string;
  /** Ends a removed member's sign-ins (the auth module owns them). */
  readonly security: AccountSecurity;
}

export function staffDepsOf(app: FastifyInstance): StaffDeps {
  let security: AccountSecurity | undefined;
  return {
    get db() {
      return app.db;
    },
    get outbox() {
      return app.mailOutbox;
    },
    now: () => app.clock.now(),
    nowIso: () => app.nowIso(),
    get secret() {
      return app.serverSecret;
    },
    get shopName() {
      return app.shopIdentity.current().name;
    },
    shopUrl: publicUrl(app.config),
    get security() {
      security ??= new AccountSecurity(authDepsOf(app));
      return security;
    },
  };
}
