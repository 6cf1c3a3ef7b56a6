import type { Order } from '@shared/schemas/order';
import { Badge } from '@web/components/ui/badge';
import { orderStatus } from '../lib/order-status';

export function OrderStatusBadge({
  order,
  className,
}: {
  order: Pick<Order, 'paymentStatus' | 'refundStatus'>;
  className?: string;
}) {
  const { label, tone } = orderStatus(order);
  return (
    <Badge tone={tone} className={className}>
      {label}
    </Badge>
  );
}
