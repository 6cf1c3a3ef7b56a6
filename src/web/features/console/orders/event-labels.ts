import { formatMoney } from '@web/lib/money';

/** An order event in words, for the timeline: what happened, and the detail that matters. */
export function describeEvent(type: string, detail: Record<string, unknown>): string {
  const text = (key: string) => (typeof detail[key] === 'string' ? (detail[key] as string) : undefined);
  switch (type) {
    case 'created':
      return 'Order placed';
    case 'paid':
      return 'Payment received';
    case 'paid_after_release':
      return 'Payment received after the order had expired';
    case 'expired':
    case 'cancelled':
    case 'failed':
      return `Payment ${type}`;
    case 'confirmation_resent':
      return `Confirmation mail sent again${text('to') ? ` to ${text('to')}` : ''}`;
    case 'mail_resent':
      return `A mail sent again${text('to') ? ` to ${text('to')}` : ''}`;
    case 'refund_requested':
      return `Refund requested${text('reason') ? `: “${text('reason')}”` : ''}`;
    case 'refund_approved':
      return `Refund approved${text('remark') ? `: “${text('remark')}”` : ''}`;
    case 'refunded':
      return `Refund paid out${typeof detail.amount === 'number' ? ` (${formatMoney(detail.amount)})` : ''}`;
    case 'refund_created':
      return `Refund of ${typeof detail.amount === 'number' ? formatMoney(detail.amount) : 'money'} made${
        text('reason') ? `: “${text('reason')}”` : ''
      }`;
    case 'items_cancelled':
      return `Items cancelled${typeof detail.amount === 'number' ? `, ${formatMoney(detail.amount)} refunded` : ''}${
        text('reason') ? `: “${text('reason')}”` : ''
      }`;
    case 'refund_failed':
      return 'Refund failed at the payment provider';
    case 'refund_rejected':
      return `Refund rejected${text('remark') ? `: “${text('remark')}”` : ''}`;
    case 'restocked':
      return 'Stock returned';
    case 'shipped':
      return `Items shipped${text('carrierName') ? ` with ${text('carrierName')} ${text('trackingNumber') ?? ''}` : ''}`;
    case 'shipment_status':
      return `Shipment ${String(detail.shipmentId ?? '')}: ${text('label') ?? 'status changed'}`;
    case 'reviewed':
      return `Item reviewed${typeof detail.rating === 'number' ? ` (${detail.rating} stars)` : ''}${detail.held === true ? ', held for approval' : ''}`;
    case 'review_hidden':
      return 'Review hidden';
    case 'review_shown':
      return 'Review shown again';
    case 'review_approved':
      return 'Review approved';
    default:
      return type.replace(/_/g, ' ');
  }
}
