import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRight, CreditCard, LoaderCircle } from 'lucide-react';
import type { OrderListItem } from '@shared/schemas/order';
import { Button, buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/dates';
import { paths } from '@web/lib/paths';
import { formatMoney } from '@web/lib/money';
import { usePayOrder } from '../api/pay-order';
import { orderStatus } from '../lib/order-status';
import { InvoiceButton } from './invoice-button';
import { OrderCardItems } from './order-card-items';
import { OrderStatusBadge } from './order-status-badge';
import { ShippingBadge } from './shipping-badge';

/**
 * One order of the list: number, status badge (and, once paid, where its goods are), its first
 * items, amount, created time and 'Detail'. An order awaiting payment offers 'Pay now'; a paid one
 * without a refund 'Get Invoice'. `highlighted`: the order just paid.
 */
export function OrderCard({ order, highlighted = false }: { order: OrderListItem; highlighted?: boolean }) {
  const numberId = useId();
  const { payable, invoiceable } = orderStatus(order);
  return (
    <article
      aria-labelledby={numberId}
      data-highlighted={highlighted || undefined}
      className={cn(
        'rounded-2xl border border-line bg-white/60 p-4 md:p-5',
        highlighted && 'border-emerald-700/40 bg-emerald-50/60 ring-2 ring-emerald-700/30',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs tracking-wide text-muted uppercase">Order number</p>
          <h2 id={numberId} className="mt-0.5 font-mono text-base font-semibold tracking-wide text-ink md:text-lg">
            {order.orderId}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge order={order} />
          {order.paymentStatus === 'success' && <ShippingBadge state={order.shippingState} />}
        </div>
      </div>

      <OrderCardItems order={order} />

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:flex md:gap-x-10">
        <div>
          <dt className="text-muted">Amount</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatMoney(order.amount)}</dd>
        </div>
        <div>
          <dt className="text-muted">Created</dt>
          <dd className="text-ink-soft tabular-nums">{formatDateTime(order.createdAt)}</dd>
        </div>
      </dl>

      <div className="mt-4 flex flex-wrap items-center justify-end gap-2 border-t border-line pt-3">
        {payable && <PayNowButton orderNumber={order.orderId} />}
        {invoiceable && <InvoiceButton order={order} />}
        <Link
          to={paths.order(order.orderUuid)}
          aria-label={`Detail of order ${order.orderId}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Detail
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

function PayNowButton({ orderNumber }: { orderNumber: string }) {
  const pay = usePayOrder();
  return (
    <Button
      variant="accent"
      size="sm"
      onClick={() => pay.start(orderNumber)}
      disabled={pay.busy}
      aria-busy={pay.busy || undefined}
    >
      {pay.busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <CreditCard aria-hidden="true" className="size-4" />
      )}
      Pay now
    </Button>
  );
}
