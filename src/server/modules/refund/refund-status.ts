import { COMMITTED_REFUND_STATUSES, type RefundRecordStatus, type RefundStatus } from '@shared/order-states';
import type { RefundRow } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';
import { setRefundStatus } from '@server/modules/order';
import { refundsOf } from './refund.repository.js';

type RefundFacts = Pick<RefundRow, 'kind' | 'status' | 'amount'>;

export const isCommitted = (status: RefundRecordStatus) =>
  (COMMITTED_REFUND_STATUSES as readonly RefundRecordStatus[]).includes(status);

/**
 * What the shopper sees, from the order's refunds: all of the payment back (or promised to the
 * provider) is `refunded`; an undecided request, or one whose refund failed and waits for the
 * operator again, is `requested`; some money back is `partially_refunded`; a refused request with
 * nothing back is `rejected`.
 */
export function refundStatusOf(paid: number, refunds: readonly RefundFacts[]): RefundStatus {
  const committed = refunds.filter((r) => isCommitted(r.status));
  const back = committed.reduce((sum, r) => sum + r.amount, 0);
  if (committed.length > 0 && back >= paid) return 'refunded';
  const request = refunds.find((r) => r.kind === 'request');
  if (request && (request.status === 'requested' || request.status === 'failed')) return 'requested';
  if (committed.length > 0) return 'partially_refunded';
  return request?.status === 'rejected' ? 'rejected' : 'none';
}

/**
 * Rewrites the order's `refund_status` from its refunds. Called in every transaction that changes
 * a refund, after the change, under the order's lock: the column is a summary for lists and
 * filters, never written any other way.
 */
export async function syncRefundStatus(db: Executor, order: { order_id: number; amount: number }) {
  const status = refundStatusOf(order.amount, await refundsOf(db, order.order_id));
  await setRefundStatus(db, order.order_id, status);
  return status;
}
