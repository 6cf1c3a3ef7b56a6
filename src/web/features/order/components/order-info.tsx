import type { ReactNode } from 'react';
import type { Order } from '@shared/schemas/order';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { OrderStatusBadge } from './order-status-badge';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Order Info: number, original and actual price, tax, currency, coupon, gateway, status. */
export function OrderInfo({ order }: { order: Order }) {
  const rows: [string, ReactNode][] = [
    ['Order number', <span className="font-mono tracking-wide">{order.orderId}</span>],
    ['Created', formatDateTime(order.createdAt)],
    ['Original price', formatMoney(order.originalAmount)],
    ['Actual price', formatMoney(order.amount)],
    // Prices include VAT: the tax line is what was added on top, which is nothing.
    ['Tax', formatMoney(order.taxAmount)],
    ['Currency', order.currency.toUpperCase()],
    ['Coupon', order.couponCode || 'None'],
    ['Gateway', capitalised(order.paymentGateway)],
    ['Status', <OrderStatusBadge order={order} />],
  ];
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-white/60 px-4 md:px-6">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="flex items-center justify-between gap-4 py-3 text-sm md:grid md:grid-cols-[12rem_1fr]"
        >
          <dt className="text-muted">{label}</dt>
          <dd className="text-right font-medium text-ink tabular-nums md:text-left">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
