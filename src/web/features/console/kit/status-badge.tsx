import { Badge, type BadgeTone } from '@web/components/ui/badge';

/**
 * The console's words and tones for the states it lists, so a state reads the same in every table
 * and detail. An unknown value is shown as it is, in a neutral tone.
 */
const STATES: Record<string, { label: string; tone: BadgeTone }> = {
  // Payment
  success: { label: 'Paid', tone: 'success' },
  pending: { label: 'Awaiting payment', tone: 'waiting' },
  cancelled: { label: 'Cancelled', tone: 'muted' },
  expired: { label: 'Expired', tone: 'muted' },
  failed: { label: 'Failed', tone: 'problem' },
  // Refund
  none: { label: 'None', tone: 'muted' },
  requested: { label: 'Refund requested', tone: 'waiting' },
  refunded: { label: 'Refunded', tone: 'muted' },
  partially_refunded: { label: 'Partially Refunded', tone: 'muted' },
  rejected: { label: 'Refund rejected', tone: 'problem' },
  // Shipping
  unshipped: { label: 'Not shipped', tone: 'waiting' },
  partial: { label: 'Partly shipped', tone: 'waiting' },
  shipped: { label: 'Shipped', tone: 'success' },
  to_ship: { label: 'To ship', tone: 'waiting' },
  in_transit: { label: 'In transit', tone: 'success' },
  out_for_delivery: { label: 'Out for delivery', tone: 'success' },
  delivered: { label: 'Delivered', tone: 'success' },
  exception: { label: 'Delivery problem', tone: 'problem' },
  // A mail of the outbox
  mail_pending: { label: 'Waiting to send', tone: 'waiting' },
  mail_sending: { label: 'Sending', tone: 'waiting' },
  mail_sent: { label: 'Delivered to the mail server', tone: 'success' },
  mail_failed: { label: 'Not delivered', tone: 'problem' },
  // Visibility
  visible: { label: 'Visible', tone: 'success' },
  hidden: { label: 'Hidden', tone: 'muted' },
  awaiting: { label: 'Awaiting approval', tone: 'waiting' },
  // A saved address
  default: { label: 'Default', tone: 'muted' },
  // Switches (products, coupons)
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Inactive', tone: 'muted' },
  removed: { label: 'Removed', tone: 'muted' },
  // An account (customers)
  closed: { label: 'Closed', tone: 'muted' },
};

export function statusLabel(value: string): string {
  return STATES[value]?.label ?? value.replace(/_/g, ' ');
}

export function StatusBadge({ value, className }: { value: string; className?: string }) {
  return (
    <Badge tone={STATES[value]?.tone ?? 'muted'} className={className}>
      {statusLabel(value)}
    </Badge>
  );
}
