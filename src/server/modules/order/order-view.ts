import type { Order, OrderAddress, OrderDetail, OrderItem, OrderRefund } from '@shared/schemas/order';
import { PAYMENT_GATEWAY } from '@shared/schemas/order';
import type { CustomerOrderRow, OrderItemRow, OrderTaxLineRow, RefundRow } from '@server/db/schema';
import { milliToRate } from '@server/modules/shipping';
import type { Executor } from '@server/db/transaction';

/** Everything shown of an order comes from its snapshot, never from today's catalogue. */

export const addressOf = (json: string) => JSON.parse(json) as OrderAddress;
export const addonsOf = (json: string) => JSON.parse(json) as OrderItem['addons'];

/** An order's tax lines by order id (tax-lines.ts reads them). */
export type TaxLinesByOrder = ReadonlyMap<number, readonly OrderTaxLineRow[]>;

export const toTaxLine = (l: Pick<OrderTaxLineRow, 'name' | 'rate_milli' | 'base' | 'amount'>) => ({
  name: l.name,
  rate: milliToRate(l.rate_milli),
  base: l.base,
  amount: l.amount,
});

export function toOrder(row: CustomerOrderRow, itemCount: number, taxLines: TaxLinesByOrder): Order {
  return {
    orderUuid: row.order_uuid,
    orderId: row.order_number,
    originalAmount: row.original_amount,
    amount: row.amount,
    taxAmount: row.tax_amount,
    taxLines: (taxLines.get(row.order_id) ?? []).map(toTaxLine),
    pricesIncludeTax: row.prices_include_tax === 1,
    shippingAmount: row.shipping_amount,
    shippingMethodName: row.shipping_method_name,
    deliveryDays: row.delivery_days,
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

export function toOrderItem(row: OrderItemRow, refundedQty = 0, cancelledQty = 0): OrderItem {
  const addons = addonsOf(row.addons_json);
  return {
    orderItemId: row.order_item_id,
    productId: row.inventory_id,
    inventoryName: row.inventory_name,
    coverPath: row.cover_path,
    qty: row.qty,
    unitPrice: row.unit_price,
    price: row.line_total,
    addon: addons.map((a) => a.name),
    addons,
    refundedQty,
    cancelledQty,
  };
}

/** What an order's refunds show on it, made by the refund module (refund/order-refunds.ts). */
export interface OrderRefunds {
  /** Every refund of the order, oldest first. */
  list: OrderRefund[];
  /** Units of each order line (by `order_item_id`) given back by refunds that went or are going through. */
  refundedQty: ReadonlyMap<number, number>;
  /** Of those, the units cancelled before shipping (cancellations that went or are going through). */
  cancelledQty: ReadonlyMap<number, number>;
  /** Given back, or promised to the provider, over all refunds. */
  refundedAmount: number;
  /** The refund whose reason and remark the order shows: the shopper's request, else the latest. */
  about: Pick<RefundRow, 'reason' | 'remark'> | undefined;
}

/** Reads an order's refunds for its view; handed to the order routes by app.ts. */
export type OrderRefundsOf = (db: Executor, orderId: number) => Promise<OrderRefunds>;

/** The order as its shopper (and the operator) sees it; its refunds are given, already shaped. */
export function toOrderDetail(
  row: CustomerOrderRow,
  items: OrderItemRow[],
  refunds: OrderRefunds,
  taxLines: TaxLinesByOrder,
): OrderDetail {
  const { about, refundedQty, cancelledQty } = refunds;
  return {
    order: toOrder(
      row,
      items.reduce((n, i) => n + i.qty, 0),
      taxLines,
    ),
    refund:
      row.refund_status === 'none' || !about
        ? null
        : { status: row.refund_status, reason: about.reason, remark: about.remark },
    refunds: refunds.list,
    refundedAmount: refunds.refundedAmount,
    billingAddress: addressOf(row.billing_address_json),
    shippingAddress: addressOf(row.shipping_address_json),
    items: items.map((i) =>
      toOrderItem(i, refundedQty.get(i.order_item_id) ?? 0, cancelledQty.get(i.order_item_id) ?? 0),
    ),
  };
}
