import { PAYMENT_TRANSITIONS, sourcesOf, type PaymentRecordStatus } from '@shared/order-states';
import type { Executor } from '@server/db/transaction';

/**
 * An order's payment records: one per checkout session. A session is recorded when the order
 * stores it, marked `succeeded` in the transaction that marks the order paid, and ended with the
 * order when it is released. Every move is a conditional update from the states the shared
 * table allows.
 */

export async function recordSession(
  db: Executor,
  p: { orderId: number; provider: 'stripe' | 'test'; sessionId: string; amount: number; currency: string; now: string },
) {
  await db
    .insertInto('payment')
    .values({
      order_id: p.orderId,
      provider: p.provider,
      session_id: p.sessionId,
      amount: p.amount,
      currency: p.currency,
      status: 'pending',
      created_at: p.now,
      updated_at: p.now,
    })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
}

/** The session that paid the order; recorded now if the order never stored it (a replaced order paid late). */
export async function markSucceeded(
  db: Executor,
  p: { orderId: number; provider: 'stripe' | 'test'; sessionId: string; amount: number; currency: string; now: string },
) {
  await recordSession(db, p);
  await db
    .updateTable('payment')
    .set({ status: 'succeeded', captured_at: p.now, updated_at: p.now })
    .where('session_id', '=', p.sessionId)
    .where('status', 'in', sourcesOf(PAYMENT_TRANSITIONS, 'succeeded'))
    .execute();
}

/** The order ended unpaid: its open attempts end with it. */
export async function endPending(db: Executor, orderId: number, to: PaymentRecordStatus, now: string) {
  await db
    .updateTable('payment')
    .set({ status: to, updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', 'in', sourcesOf(PAYMENT_TRANSITIONS, to))
    .where('status', '=', 'pending')
    .execute();
}

/** The payment a refund gives money back from. */
export async function succeededPaymentOf(db: Executor, orderId: number) {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .orderBy('payment_id', 'desc')
    .executeTakeFirst();
}

/** The checkout session a payment was made in; undefined when there is no such payment. */
export async function sessionOfPayment(db: Executor, paymentId: number): Promise<string | undefined> {
  const payment = await db
    .selectFrom('payment')
    .select('session_id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return payment?.session_id;
}
