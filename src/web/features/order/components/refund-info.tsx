import type { ReactNode } from 'react';
import type { Order, OrderDetail } from '@shared/schemas/order';
import { OrderStatusBadge } from './order-status-badge';

/** Refund Info: status, reason and remark (the shop's answer, once there is one). */
export function RefundInfo({ order, refund }: { order: Order; refund: OrderDetail['refund'] }) {
  const rows: [string, ReactNode][] = [
    ['Status', <OrderStatusBadge order={order} />],
    ['Reason', refund?.reason || '—'],
    ['Remark', refund?.remark || '—'],
  ];
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-white/60 px-4 md:px-6">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-3 text-sm md:grid-cols-[12rem_1fr] md:gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium break-words whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
