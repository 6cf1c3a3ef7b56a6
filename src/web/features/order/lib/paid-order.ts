import type { Order } from '@shared/schemas/order';

/**
 * The order list's history state after a payment: which order was just paid. Kept in the
 * history entry, not the URL, so a shared or bookmarked /user/order never thanks anybody, while a
 * reload of that very entry still does.
 */
export interface OrderListState {
  paidOrder: string;
}

export const paidOrderState = (orderNumber: string): OrderListState => ({ paidOrder: orderNumber });

export function paidOrderOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('paidOrder' in state)) return null;
  return typeof state.paidOrder === 'string' ? state.paidOrder : null;
}

/**
 * Orders that ended without a payment (replaced before payment, expired, failed): not purchases,
 * so the list leaves them out until the shopper asks. One awaiting payment stays: it can be paid.
 */
export function endedUnpaid(order: Pick<Order, 'paymentStatus'>): boolean {
  return order.paymentStatus === 'cancelled' || order.paymentStatus === 'expired' || order.paymentStatus === 'failed';
}
