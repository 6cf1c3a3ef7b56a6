import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/database';

/** What the address module uses of the app. */
export interface AddressDeps {
  readonly db: Db;
  nowIso(): string;
}

export function addressDepsOf(app: FastifyInstance): AddressDeps {
  return { db: app.db, nowIso: () => app.nowIso() };
}
