import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { orderUuidSchema, type OrderDetail } from '@shared/schemas/order';
import { LoadError } from '@web/components/load-error';
import { ApiError, quietWhenNotFound } from '@web/lib/api-client';
import { PlainTabs } from '@web/components/ui/plain-tabs';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useOrder } from '../api/get-order';
import { OrderAddresses } from '../components/order-addresses';
import { hasActions, OrderItemActions } from '../components/order-item-actions';
import { OrderInfo } from '../components/order-info';
import { OrderItems } from '../components/order-items';
import { OrderNotFound } from '../components/order-not-found';
import { OrderSummaryHeader } from '../components/order-summary-header';
import { RefundDialog } from '../components/refund-dialog';
import { OrderRefunds } from '../components/order-refunds';
import { RefundInfo } from '../components/refund-info';
import { useItemsAfterSale } from '../hooks/use-items-after-sale';
import { orderStatus } from '../lib/order-status';

/** The order detail page, /user/order/{orderUuid}. A path that is no uuid is not asked about. */
export function OrderDetailPage() {
  const { orderUuid = '' } = useParams();
  if (!orderUuidSchema.safeParse(orderUuid).success) return <OrderNotFound />;
  return <OrderDetailView key={orderUuid} orderUuid={orderUuid} />;
}

function OrderDetailView({ orderUuid }: { orderUuid: string }) {
  const order = useOrder(orderUuid);
  useDocumentTitle(order.data ? `Order ${order.data.order.orderId}` : 'Order');

  // The same errors the client kept quiet about: the page says it instead.
  if (order.error instanceof ApiError && quietWhenNotFound(order.error)) return <OrderNotFound />;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <Link to={paths.orders()} className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ChevronLeft aria-hidden="true" className="size-4" />
        My Orders
      </Link>
      {order.isPending ? (
        <div aria-busy="true" aria-label="Loading the order" className="mt-4 space-y-6">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      ) : order.isError ? (
        <LoadError message="We couldn't load this order." onRetry={() => void order.refetch()} className="py-16" />
      ) : (
        <OrderTabs detail={order.data} />
      )}
    </div>
  );
}

/** The header with 'Request Refund', and the tabs; Refund Info exists once a refund was asked for. */
function OrderTabs({ detail }: { detail: OrderDetail }) {
  const { order } = detail;
  const [tab, setTab] = useState('info');
  const afterSaleOf = useItemsAfterSale(order);
  const { refundable } = orderStatus(order);
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl text-ink md:text-4xl">
          Order <span className="font-mono text-2xl tracking-wide md:text-3xl">{order.orderId}</span>
        </h1>
        {refundable && (
          <div className="ml-auto">
            <RefundDialog orderUuid={order.orderUuid} onRequested={() => setTab('refund')} />
          </div>
        )}
      </div>
      <OrderSummaryHeader detail={detail} />
      <PlainTabs
        label="Order"
        value={tab}
        onValueChange={setTab}
        className="mt-6"
        tabs={[
          { value: 'info', label: 'Order Info', content: <OrderInfo order={order} /> },
          ...(order.refundStatus !== 'none'
            ? [
                {
                  value: 'refund',
                  label: 'Refund Info',
                  content: (
                    <>
                      <RefundInfo order={order} refund={detail.refund} />
                      <OrderRefunds detail={detail} />
                    </>
                  ),
                },
              ]
            : []),
          {
            value: 'address',
            label: 'Address Info',
            content: <OrderAddresses billing={detail.billingAddress} shipping={detail.shippingAddress} />,
          },
          {
            value: 'items',
            label: 'Order Items',
            content: (
              <OrderItems
                items={detail.items}
                actionsOf={(item) => {
                  const afterSale = afterSaleOf(item.orderItemId);
                  return hasActions(afterSale) ? (
                    <OrderItemActions orderUuid={order.orderUuid} item={item} afterSale={afterSale} />
                  ) : null;
                }}
              />
            ),
          },
        ]}
      />
    </>
  );
}
