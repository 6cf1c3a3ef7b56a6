import type { Order, OrderAddress, OrderDetail, OrderItem } from '@shared/schemas/order';
import { PAYMENT_GATEWAY } from '@shared/schemas/order';
import type { CustomerOrderRow, OrderItemRow } from '@server/db/schema';

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

export function toOrderItem(row: OrderItemRow): OrderItem {
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
  };
}

export function toOrderDetail(row: CustomerOrderRow, items: OrderItemRow[]): OrderDetail {
  return {
    order: toOrder(
      row,
      items.reduce((n, i) => n + i.qty, 0),
    ),
    refund:
      row.refund_status === 'none'
        ? null
        : { status: row.refund_status, reason: row.refund_reason ?? '', remark: row.refund_remark },
    billingAddress: addressOf(row.billing_address_json),
    shippingAddress: addressOf(row.shipping_address_json),
    items: items.map(toOrderItem),
  };
}
