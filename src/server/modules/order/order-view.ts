import type { Order, OrderAddress, OrderDetail, OrderItem } from '@shared/schemas/order';
import { PAYMENT_GATEWAY } from '@shared/schemas/order';
import type { CustomerOrderRow, OrderItemRow, RefundItemRow, RefundRow } from '@server/db/schema';
import { isCommitted } from '@server/modules/refund/refund-status';
import { toOrderRefund } from '@server/modules/refund/refund-view';

/** Everything shown of an order comes from its snapshot, never from today's catalogue. */

export const addressOf = (json: string) => JSON.parse(json) as OrderAddress;
export const addonsOf = (json: string) => JSON.parse(json) as OrderItem['addons'];

export function toOrder(row: CustomerOrderRow, itemCount: number): Order {
  return {
    orderUuid: row.order_uuid,
    orderId: row.order_number,
    originalAmount: row.original_amount,
    amount: row.amount,
    taxAmount: row.tax_amount,
    currency: row.currency,
    couponCode: row.coupon_code,
    paymentGateway: PAYMENT_GATEWAY,
    paymentStatus: row.payment_status,
    refundStatus: row.refund_status,
    createdAt: row.created_at,
    expiresAt: row.payment_status === 'pending' ? row.expires_at : null,
    itemCount,
  };
}

export function toOrderItem(row: OrderItemRow, refundedQty = 0): OrderItem {
  const addons = addonsOf(row.addons_json);
  return {
    orderItemId: row.order_item_id,
    inventoryId: row.inventory_id,
    inventoryName: row.inventory_name,
    coverPath: row.cover_path,
    qty: row.qty,
    unitPrice: row.unit_price,
    price: row.line_total,
    addon: addons.map((a) => a.name),
    addons,
    refundedQty,
  };
}

/** An order's refunds and the units each covers. */
export interface OrderMoney {
  refunds: RefundRow[];
  refundItems: RefundItemRow[];
}

/**
 * The order as its shopper (and the operator) sees it. The refund fields come from the refund
 * records: units and amounts of refunds that went or are going through; the Refund Info of the
 * shopper's request (or, without one, of the latest refund).
 */
export function toOrderDetail(row: CustomerOrderRow, items: OrderItemRow[], money: OrderMoney): OrderDetail {
  const committed = new Set(money.refunds.filter((r) => isCommitted(r.status)).map((r) => r.refund_id));
  const refundedQty = new Map<number, number>();
  for (const i of money.refundItems) {
    if (committed.has(i.refund_id)) refundedQty.set(i.order_item_id, (refundedQty.get(i.order_item_id) ?? 0) + i.qty);
  }
  const about = money.refunds.find((r) => r.kind === 'request') ?? money.refunds.at(-1);
  return {
    order: toOrder(
      row,
      items.reduce((n, i) => n + i.qty, 0),
    ),
    refund:
      row.refund_status === 'none' || !about
        ? null
        : { status: row.refund_status, reason: about.reason, remark: about.remark },
    refunds: money.refunds.map((r) =>
      toOrderRefund(
        r,
        money.refundItems.filter((i) => i.refund_id === r.refund_id),
      ),
    ),
    refundedAmount: money.refunds.filter((r) => committed.has(r.refund_id)).reduce((sum, r) => sum + r.amount, 0),
    billingAddress: addressOf(row.billing_address_json),
    shippingAddress: addressOf(row.shipping_address_json),
    items: items.map((i) => toOrderItem(i, refundedQty.get(i.order_item_id) ?? 0)),
  };
}
