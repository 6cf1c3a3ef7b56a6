import type { OrderRefunds } from '@server/modules/order';
import type { Executor } from '@server/db/transaction';
import { moneyOf } from './refund.repository.js';
import { isCommitted } from './refund-status.js';
import { toOrderRefund } from './refund-view.js';

type OrderMoney = Awaited<ReturnType<typeof moneyOf>>;

/**
 * What an order's refunds show on the order: units and amounts of refunds that went or are going
 * through; the reason of the shopper's request (or, without one, of the latest refund). The order
 * view takes it as input (app.ts hands `orderRefundsOf` to the order routes), so the order module
 * never imports this one.
 */
export function toOrderRefunds(money: OrderMoney): OrderRefunds {
  const committed = new Set(money.refunds.filter((r) => isCommitted(r.status)).map((r) => r.refund_id));
  const cancellations = new Set(money.refunds.filter((r) => r.kind === 'cancellation').map((r) => r.refund_id));
  const refundedQty = new Map<number, number>();
  const cancelledQty = new Map<number, number>();
  for (const i of money.refundItems) {
    if (!committed.has(i.refund_id)) continue;
    refundedQty.set(i.order_item_id, (refundedQty.get(i.order_item_id) ?? 0) + i.qty);
    if (cancellations.has(i.refund_id))
      cancelledQty.set(i.order_item_id, (cancelledQty.get(i.order_item_id) ?? 0) + i.qty);
  }
  return {
    list: money.refunds.map((r) =>
      toOrderRefund(
        r,
        money.refundItems.filter((i) => i.refund_id === r.refund_id),
      ),
    ),
    refundedQty,
    cancelledQty,
    refundedAmount: money.refunds.filter((r) => committed.has(r.refund_id)).reduce((sum, r) => sum + r.amount, 0),
    about: money.refunds.find((r) => r.kind === 'request') ?? money.refunds.at(-1),
  };
}

/** An order's refunds, read and shaped for its view. */
export async function orderRefundsOf(db: Executor, orderId: number): Promise<OrderRefunds> {
  return toOrderRefunds(await moneyOf(db, orderId));
}
