import type { OrderRefund } from '@shared/schemas/order';
import type { RefundItemRow, RefundRow } from '@server/db/schema';
import { formatCreditNoteNumber } from '@server/modules/invoice';
import type { Executor } from '@server/db/transaction';
import * as refunds from './refund.repository.js';

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

/** One refund as the operator's API answers it, read through `db` (a transaction's, to see its writes). */
export async function refundView(db: Executor, refundId: number): Promise<OrderRefund | undefined> {
  const row = await refunds.findRefund(db, refundId);
  return row && toOrderRefund(row, await refunds.itemsOfRefunds(db, [refundId]));
}
