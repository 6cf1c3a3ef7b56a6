import type { Order } from '@shared/schemas/order';

export type StatusTone = 'success' | 'waiting' | 'muted' | 'problem';

export interface OrderStatus {
  label: string;
  tone: StatusTone;
  /** Awaiting payment: the shopper can still pay. */
  payable: boolean;
}

/**
 * One plain-words state per order for its badge. A paid order shows where its refund stands
 * (SPEC §2: Payment Success, Refunded, Refund Rejected; a pending request is said too); an
 * unpaid one says why it is unpaid. The server decides expiry: a `pending` order is payable.
 */
export function orderStatus(order: Pick<Order, 'paymentStatus' | 'refundStatus'>): OrderStatus {
  switch (order.paymentStatus) {
    case 'success':
      switch (order.refundStatus) {
        case 'refunded':
          return { label: 'Refunded', tone: 'muted', payable: false };
        case 'rejected':
          return { label: 'Refund Rejected', tone: 'problem', payable: false };
        case 'requested':
          return { label: 'Refund Requested', tone: 'waiting', payable: false };
        default:
          return { label: 'Payment Success', tone: 'success', payable: false };
      }
    case 'pending':
      return { label: 'Awaiting Payment', tone: 'waiting', payable: true };
    case 'expired':
      return { label: 'Payment Expired', tone: 'muted', payable: false };
    case 'failed':
      return { label: 'Payment Failed', tone: 'problem', payable: false };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'muted', payable: false };
  }
}
