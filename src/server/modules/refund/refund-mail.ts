import { formatMoney } from '@shared/money';
import type { CustomerOrderRow, RefundRow } from '@server/db/schema';
import type { OrderDeps } from '@server/modules/order/order.deps';
import { sendOrderNotice } from '@server/modules/order/notice-mail';

/** The one mail of a refund that went through, with its amount; sent after commit, once per refund. */
export async function sendRefundMail(
  deps: OrderDeps,
  order: Pick<CustomerOrderRow, 'order_uuid' | 'order_number' | 'customer_email'>,
  refund: Pick<RefundRow, 'amount' | 'remark'>,
): Promise<void> {
  await sendOrderNotice(deps, order, {
    subject: `your refund for order ${order.order_number}`,
    lines: [
      `Your refund of ${formatMoney(refund.amount)} was approved and sent to your card.`,
      'Depending on your bank it may take 5–10 days to appear on your statement.',
      ...(refund.remark ? [`Note from the shop: ${refund.remark}`] : []),
    ],
  });
}
