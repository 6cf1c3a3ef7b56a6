import { formatMoney } from '@shared/money';
import type { CustomerOrderRow, RefundRow } from '@server/db/schema';
import type { OrderDeps } from '@server/modules/order';
import type { Tx } from '@server/db/transaction';
import { queueOrderNotice } from '@server/modules/order';
import { tellRefund } from '@server/modules/notification';

/**
 * What a refund that went through tells the shopper, with its amount: the mail and the bell,
 * written in the transaction that settles the refund, so once per refund.
 */
export async function tellRefundCompleted(
  tx: Tx,
  deps: OrderDeps,
  order: Pick<CustomerOrderRow, 'order_id' | 'user_id' | 'order_uuid' | 'order_number' | 'customer_email'>,
  refund: Pick<RefundRow, 'amount' | 'remark'>,
  now: string,
): Promise<void> {
  await tellRefund(tx, deps.notifications, order, { kind: 'completed', amount: refund.amount }, now);
  await queueOrderNotice(tx, deps, order, {
    subject: `your refund for order ${order.order_number}`,
    lines: [
      `Your refund of ${formatMoney(refund.amount)} was approved and sent to your card.`,
      'Depending on your bank it may take 5–10 days to appear on your statement.',
      ...(refund.remark ? [`Note from the shop: ${refund.remark}`] : []),
    ],
  });
}
