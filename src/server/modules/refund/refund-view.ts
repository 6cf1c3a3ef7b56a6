import type { OrderRefund } from '@shared/schemas/order';
import type { RefundItemRow, RefundRow } from '@server/db/schema';
import { formatCreditNoteNumber } from '@server/modules/invoice';

export function toOrderRefund(row: RefundRow, items: RefundItemRow[]): OrderRefund {
  return {
    refundId: row.refund_id,
    amount: row.amount,
    status: row.status,
    reason: row.reason,
    remark: row.remark,
    createdAt: row.created_at,
    items: items.map((i) => ({ orderItemId: i.order_item_id, qty: i.qty })),
    taxAmount: row.tax_amount,
    shippingAmount: row.shipping_amount,
    creditNoteNumber: row.credit_note_number === null ? null : formatCreditNoteNumber(row.credit_note_number),
  };
}
