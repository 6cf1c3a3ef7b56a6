import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/database';
import type { Tx } from '@server/db/transaction';

/** What an operator's write uses of the app: the database and the time. */
export interface OperatorWriteDeps {
  readonly db: Db;
  nowIso(): string;
}

export function operatorWriteDepsOf(app: FastifyInstance): OperatorWriteDeps {
  return {
    get db() {
      return app.db;
    },
    nowIso: () => app.nowIso(),
  };
}

export interface OperatorWho {
  /** `operator:{userId}`, as order events name operators. */
  actor: string;
  now: string;
}

/**
 * How every catalogue, home and coupon write of the console runs: the service opens one
 * transaction with who made it, then — once committed — this instance catches up with the
 * versions the write bumped (the whole catalogue's, and `inventoryIds`' own), so the storefront
 * answer that follows shows the new price or count at once rather than a remembered one.
 */
export async function operatorWrite<T>(
  deps: OperatorWriteDeps,
  actor: string,
  productIds: number[],
  fn: (tx: Tx, who: OperatorWho) => Promise<T>,
): Promise<T> {
  const who = { actor, now: deps.nowIso() };
  const result = await deps.db.transaction((tx) => fn(tx, who));
  await deps.db.catchUp(productIds);
  return result;
}
