import type { Order } from '@shared/schemas/order';
import type { BadgeTone } from '@web/components/ui/badge';

export interface OrderStatus {
  label: string;
  tone: BadgeTone;
  /** Awaiting payment: the shopper can still pay. */
  payable: boolean;
  /**
   * Paid, and no refund asked for (or only part of the payment given back by the shop): 'Get
   * Invoice' and 'Request Refund' (of what is left) are offered.
   */
  invoiceable: boolean;
  refundable: boolean;
  /** Paid: its items can be reviewed. */
  reviewable: boolean;
}

type StatusFacts = Pick<Order, 'paymentStatus' | 'refundStatus'>;

/**
 * One plain-words state per order for its badge. A paid order shows where its refund stands
 * (Payment Success, Refunded, Refund Rejected; a pending request is said too); an
 * unpaid one says why it is unpaid. The server decides expiry: a `pending` order is payable.
 */
export function orderStatus(order: StatusFacts): OrderStatus {
  const paid = order.paymentStatus === 'success';
  const untouched = paid && (order.refundStatus === 'none' || order.refundStatus === 'partially_refunded');
  return {
    ...badgeOf(order),
    payable: order.paymentStatus === 'pending',
    invoiceable: untouched,
    refundable: untouched,
    reviewable: paid,
  };
}

function badgeOf(order: StatusFacts): { label: string; tone: BadgeTone } {
  switch (order.paymentStatus) {
    case 'success':
      switch (order.refundStatus) {
        case 'refunded':
          return { label: 'Refunded', tone: 'muted' };
        case 'partially_refunded':
          return { label: 'Partially Refunded', tone: 'muted' };
        case 'rejected':
          return { label: 'Refund Rejected', tone: 'problem' };
        case 'requested':
          return { label: 'Refund Requested', tone: 'waiting' };
        default:
          return { label: 'Payment Success', tone: 'success' };
      }
    case 'pending':
      return { label: 'Awaiting Payment', tone: 'waiting' };
    case 'expired':
      return { label: 'Payment Expired', tone: 'muted' };
    case 'failed':
      return { label: 'Payment Failed', tone: 'problem' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'muted' };
  }
}
