import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '@server/db/transaction';
import { requireUser } from '@server/lib/auth';
import { operatorActor } from '@server/modules/order/order.deps';

export interface OperatorWho {
  /** `operator:{userId}`, as order events name operators. */
  actor: string;
  now: string;
}

/**
 * How every catalogue, home and coupon write of the console runs: in one transaction with who
 * made it, then — once committed — this instance catches up with the versions the write bumped
 * (the whole catalogue's, and `inventoryIds`' own), so the storefront answer that follows shows
 * the new price or count at once rather than a remembered one.
 */
export function operatorWrite(app: FastifyInstance) {
  return async <T>(req: FastifyRequest, inventoryIds: number[], fn: (tx: Tx, who: OperatorWho) => Promise<T>) => {
    const who = { actor: operatorActor(requireUser(req).userId), now: app.nowIso() };
    const result = await app.db.transaction((tx) => fn(tx, who));
    await app.db.catchUp(inventoryIds);
    return result;
  };
}
