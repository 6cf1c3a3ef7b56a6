import type { Order } from '@shared/schemas/order';
import { cn } from '@web/lib/cn';
import { orderStatus, type StatusTone } from '../lib/order-status';

const TONES: Record<StatusTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  muted: 'bg-surface text-ink-soft ring-line',
  problem: 'bg-accent-soft text-accent ring-accent/25',
};

export function OrderStatusBadge({
  order,
  className,
}: {
  order: Pick<Order, 'paymentStatus' | 'refundStatus'>;
  className?: string;
}) {
  const { label, tone } = orderStatus(order);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs leading-none font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {label}
    </span>
  );
}
