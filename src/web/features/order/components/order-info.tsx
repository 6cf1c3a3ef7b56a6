import type { ReactNode } from 'react';
import type { Order } from '@shared/schemas/order';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { OrderStatusBadge } from './order-status-badge';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
/** "8.25 %", as the invoice prints a rate. */
export const taxRateText = (rate: number) => `${rate.toLocaleString('en-US', { maximumFractionDigits: 4 })} %`;

/**
 * Order Info: number, original and actual price, delivery, tax, currency, coupon, gateway, status.
 * The delivery row names the method the shopper chose, as the order keeps it; the tax row is the
 * order's tax, with one line per rate under it (its taxable base and amount).
 */
export function OrderInfo({ order }: { order: Order }) {
  const rows: [string, ReactNode][] = [
    ['Order number', <span className="font-mono tracking-wide">{order.orderId}</span>],
    ['Created', formatDateTime(order.createdAt)],
    ['Original price', formatMoney(order.originalAmount)],
    [
      'Delivery',
      <span className="inline-grid justify-items-end md:justify-items-start">
        <span>{formatMoney(order.shippingAmount)}</span>
        {order.shippingMethodName && (
          <span className="text-xs font-normal text-muted">
            {order.shippingMethodName}
            {order.deliveryDays !== null && `, delivered within ${daysText(order.deliveryDays)}`}
          </span>
        )}
      </span>,
    ],
    ['Actual price', formatMoney(order.amount)],
    [
      'Tax',
      <span className="inline-grid justify-items-end md:justify-items-start">
        <span>
          {formatMoney(order.taxAmount)}
          {order.taxAmount > 0 && (
            <span className="font-normal text-muted">
              {order.pricesIncludeTax ? ' (included in the prices)' : ' (added to the prices)'}
            </span>
          )}
        </span>
        {order.taxLines.length > 0 && (
          <ul aria-label="Tax lines" className="text-xs font-normal text-muted">
            {order.taxLines.map((line) => (
              <li key={`${line.name}-${line.rate}`}>
                {line.name} {taxRateText(line.rate)} of {formatMoney(line.base)}: {formatMoney(line.amount)}
              </li>
            ))}
          </ul>
        )}
      </span>,
    ],
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
