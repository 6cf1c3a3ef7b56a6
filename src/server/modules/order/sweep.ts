import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '@server/lib/periodic-job';
import { sendConfirmation } from './confirmation.js';
import { fulfil } from './fulfil.js';
import { SYSTEM_ACTOR, type OrderDeps } from './order.deps.js';
import * as repo from './order.repository.js';
import { purgeNeverPaidOrders } from './purge.js';
import { releaseOrder } from './release.js';
import { expireSession, isPaid, retrieveSession } from './sessions.js';

/** How often every instance sweeps. */
export const SWEEP_INTERVAL_MS = 60_000;
/** Orders handled per kind and run; the next run takes the rest. */
const BATCH = 50;
/** The test checkout's sessions are rows in our own database: cheap to check them all. */
const RECOVERY_BATCH = 500;

export interface SweepResult {
  expired: number;
  fulfilled: number;
  mailed: number;
  purged: number;
}

/**
 * Expiry and recovery, run every minute by every instance (and once at start-up). Safe with
 * several at once: each step is a conditional update or goes through `fulfil`.
 *  - Pending orders past their time: the payment session is expired at the provider first; if
 *    it says the session was paid meanwhile, the order is fulfilled instead, else released.
 *  - With the test checkout, pending orders whose session is paid (the process died between the
 *    payment and its fulfilment) are fulfilled. With Stripe, webhooks and the expiry check do it.
 *  - Paid orders whose confirmation could not be sent get it now.
 *  - Orders that ended unpaid long ago are deleted (purge.ts).
 * One order's failure (the provider unreachable) is logged and the rest go on.
 */
export async function sweepOrders(deps: OrderDeps): Promise<SweepResult> {
  const result: SweepResult = { expired: 0, fulfilled: 0, mailed: 0, purged: 0 };
  const k = deps.db.kysely;
  const each = async <T extends { order_number: string }>(orders: T[], step: (order: T) => Promise<void>) => {
    for (const order of orders) {
      try {
        await step(order);
      } catch (err) {
        deps.log.error({ err, orderNumber: order.order_number }, 'order sweep step failed; retried next run');
      }
    }
  };

  await each(await repo.expiredPending(k, deps.nowIso(), BATCH), async (order) => {
    if (order.checkout_session_id) {
      const session = await expireSession(deps, order.checkout_session_id);
      if (session && isPaid(session)) {
        if ((await fulfil(deps, order.order_number, session.id))?.payment_status === 'success') result.fulfilled++;
        return;
      }
      if (session?.status === 'complete') return; // a delayed payment method: its outcome decides
    }
    const now = deps.nowIso();
    if (await deps.db.transaction((tx) => releaseOrder(tx.kysely, order, 'expired', SYSTEM_ACTOR, now))) {
      result.expired++;
    }
  });

  if (deps.payment.kind === 'test') {
    await each(await repo.pendingWithSession(k, RECOVERY_BATCH), async (order) => {
      const session = await retrieveSession(deps, order.checkout_session_id!);
      if (!session || !isPaid(session)) return;
      if ((await fulfil(deps, order.order_number, session.id))?.payment_status === 'success') result.fulfilled++;
    });
  }

  await each(await repo.unconfirmedPaid(k, BATCH), async (order) => {
    await sendConfirmation(deps, order.order_id);
    const after = await repo.findByNumber(k, order.order_number);
    if (after?.confirmation_sent_at) result.mailed++;
  });

  result.purged = await purgeNeverPaidOrders(deps);
  return result;
}

/**
 * Sweeps once when the app is ready (a payment recorded just before a crash is fulfilled at
 * once) and then every minute until it closes. A run never overlaps the previous one.
 */
export function startOrderSweep(app: FastifyInstance, deps: OrderDeps): void {
  runPeriodically(app, {
    name: 'order sweep',
    everyMs: SWEEP_INTERVAL_MS,
    log: deps.log,
    async run() {
      await sweepOrders(deps);
    },
  });
}
