import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronLeft, Package } from 'lucide-react';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import { PaidNotice } from '../components/paid-notice';
import { endedUnpaid, paidOrderOf } from '../lib/paid-order';

/**
 * The order list, /user/order: one card per order, newest first (the server's order). Orders that
 * ended unpaid wait behind 'Show unpaid and cancelled'; the order just paid is thanked for and
 * highlighted.
 */
export function OrderListPage() {
  useDocumentTitle('My Orders');
  const orders = useOrders();
  const paidOrder = paidOrderOf(useLocation().state);
  const [showEnded, setShowEnded] = useState(false);
  const all = orders.data?.list;
  const hidden = all?.filter(endedUnpaid).length ?? 0;
  const list = showEnded ? all : all?.filter((order) => !endedUnpaid(order));

  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <Link to={paths.account()} className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ChevronLeft aria-hidden="true" className="size-4" />
        My account
      </Link>
      <h1 className="mt-4 font-display text-3xl text-ink md:text-4xl">My Orders</h1>
      {paidOrder && <PaidNotice orderNumber={paidOrder} />}
      {hidden > 0 && (
        <label className="mt-6 inline-flex cursor-pointer items-center gap-2 text-sm text-ink-soft">
          <input
            type="checkbox"
            checked={showEnded}
            onChange={(event) => setShowEnded(event.target.checked)}
            className="size-4 accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          />
          Show unpaid and cancelled ({hidden})
        </label>
      )}

      <div className="mt-8">
        {orders.isPending ? (
          <ul aria-busy="true" aria-label="Loading orders" className="space-y-4">
            {[0, 1, 2].map((key) => (
              <li key={key}>
                <Skeleton className="h-44 rounded-2xl md:h-40" />
              </li>
            ))}
          </ul>
        ) : orders.isError ? (
          <LoadError message="We couldn't load your orders." onRetry={() => void orders.refetch()} className="py-16" />
        ) : list && list.length > 0 ? (
          <ul aria-label="Orders" className="space-y-4">
            {list.map((order) => (
              <li key={order.orderUuid}>
                <OrderCard order={order} highlighted={order.orderId === paidOrder} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center rounded-3xl border border-dashed border-line px-6 py-16 text-center">
            <Package aria-hidden="true" className="size-10 text-muted" strokeWidth={1.5} />
            <p className="mt-4 text-lg text-ink">The order list is empty</p>
          </div>
        )}
      </div>
    </div>
  );
}
