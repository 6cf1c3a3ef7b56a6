import { useState } from 'react';
import { useParams } from 'react-router';
import type { ConsoleOrderDetail } from '@shared/schemas/console';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/dates';
import { formatMoney } from '@web/lib/money';
import { consolePaths } from '../console-paths';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { PageHeader } from '../kit/page-header';
import { AddressPanel } from '../kit/address-panel';
import { Panel } from '../kit/panel';
import { StatusBadge } from '../kit/status-badge';
import { toastDone } from '../kit/toast-done';
import { OrderTimeline } from './order-timeline';
import { useAdminOrder, useResendConfirmation } from './orders-api';
import { RefundDecisionDialog } from './refund-decision-dialog';
import { MailsPanel } from './mails-panel';
import { RefundMoneyDialog, type MoneyAction } from './refund-money-dialog';
import { RefundsPanel } from './refunds-panel';
import { ShipmentsPanel } from './shipments-panel';
import { useScopes } from '../kit/scopes';
import { ShipItemsDialog } from './ship-items-dialog';
import { shippedUnits, unitsToShip } from './parcel-units';

const back = { to: consolePaths.orders(), label: 'Orders' };

/** One order: what was bought and where it goes, its refund and parcels, and everything that happened to it. */
export function OrderDetailPage() {
  const { orderUuid = '' } = useParams();
  const order = useAdminOrder(orderUuid);
  if (order.isPending) return <OrderLoading />;
  if (!order.data) return <PageHeader title="Order not found" back={back} description="No order has this address." />;
  return <OrderDetail order={order.data} />;
}

function OrderDetail({ order }: { order: ConsoleOrderDetail }) {
  const { order: o, refund } = order;
  const [shipping, setShipping] = useState(false);
  const [resending, setResending] = useState(false);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const [moneyAction, setMoneyAction] = useState<MoneyAction | null>(null);
  const resend = useResendConfirmation({
    mutationConfig: { onSuccess: (r) => toastDone(`Confirmation sent to ${r.sentTo}`) },
  });
  const { can } = useScopes();
  const paid = o.paymentStatus === 'success';
  const shipped = shippedUnits(order);
  // Units cancelled or already in a parcel are not offered.
  const toShip =
    paid && o.refundStatus !== 'refunded'
      ? order.items.flatMap((item) => {
          const left = unitsToShip(item, shipped);
          return left > 0 ? [{ item, left }] : [];
        })
      : [];

  return (
    <>
      <PageHeader
        title={`Order ${o.orderId}`}
        back={back}
        description={`${formatDateTime(o.createdAt)} · ${order.customerEmail}`}
        actions={
          paid &&
          can('orders:write') && (
            <Button variant="outline" size="sm" onClick={() => setResending(true)}>
              Resend confirmation
            </Button>
          )
        }
      />
      <div className="mb-5 flex flex-wrap gap-2">
        <StatusBadge value={o.paymentStatus} />
        {o.refundStatus !== 'none' && <StatusBadge value={o.refundStatus} />}
        {paid && <StatusBadge value={order.shippingState} />}
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-5">
          {refund && can('refunds:read') && (o.refundStatus === 'requested' || o.refundStatus === 'rejected') && (
            <Panel
              title="Refund request"
              actions={
                refund.status === 'requested' &&
                can('refunds:write') && (
                  <div className="flex gap-2">
                    {order.refundOutcome !== 'pending' && (
                      <Button variant="outline" size="sm" onClick={() => setDecision('reject')}>
                        Reject refund
                      </Button>
                    )}
                    <Button variant="accent" size="sm" onClick={() => setDecision('approve')}>
                      Approve refund
                    </Button>
                  </div>
                )
              }
            >
              <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
                <dt className="text-muted">Reason</dt>
                <dd className="whitespace-pre-line">{refund.reason}</dd>
                {refund.remark && (
                  <>
                    <dt className="text-muted">Remark</dt>
                    <dd className="whitespace-pre-line">{refund.remark}</dd>
                  </>
                )}
                {order.refundOutcome && (
                  <>
                    <dt className="text-muted">Payment provider</dt>
                    <dd>
                      {order.refundOutcome === 'failed'
                        ? 'The refund failed: approve again to retry'
                        : order.refundOutcome}
                    </dd>
                  </>
                )}
              </dl>
            </Panel>
          )}
          <Panel
            title="Items"
            actions={
              toShip.length > 0 &&
              can('shipments:write') && (
                <Button size="sm" onClick={() => setShipping(true)}>
                  Ship items
                </Button>
              )
            }
          >
            <ul className="divide-y divide-line text-sm">
              {order.items.map((item) => {
                const inParcels = shipped.get(item.orderItemId) ?? 0;
                const live = item.qty - item.cancelledQty;
                return (
                  <li key={item.orderItemId} className="flex flex-wrap items-center gap-3 py-2 sm:flex-nowrap">
                    <img
                      src={item.coverPath}
                      alt=""
                      className="size-12 shrink-0 rounded-lg bg-surface object-cover"
                      loading="lazy"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{item.inventoryName}</p>
                      {item.addon.length > 0 && <p className="text-xs text-muted">{item.addon.join(' · ')}</p>}
                      <p className="font-mono text-xs text-muted">SKU {item.sku ?? '—'}</p>
                      {item.cancelledQty > 0 && (
                        <p className="text-xs text-muted">
                          {item.cancelledQty} of {item.qty} cancelled
                        </p>
                      )}
                      {item.refundedQty > item.cancelledQty && (
                        <p className="text-xs text-muted">
                          {item.refundedQty - item.cancelledQty} of {item.qty} refunded
                        </p>
                      )}
                    </div>
                    <span className="text-muted">× {item.qty}</span>
                    {paid && live > 0 && (
                      <span className="flex items-center gap-1">
                        <StatusBadge value={inParcels === 0 ? 'unshipped' : inParcels < live ? 'partial' : 'shipped'} />
                        {inParcels > 0 && inParcels < live && (
                          <span className="text-xs text-muted">
                            {inParcels} of {live}
                          </span>
                        )}
                      </span>
                    )}
                    <span className="w-20 text-right tabular-nums">{formatMoney(item.price)}</span>
                  </li>
                );
              })}
            </ul>
          </Panel>
          {paid && can('refunds:read') && (
            <RefundsPanel order={order} onAction={setMoneyAction} canRefund={can('refunds:write')} />
          )}
          <ShipmentsPanel order={order} />
          <MailsPanel orderUuid={o.orderUuid} />
          <OrderTimeline orderUuid={o.orderUuid} events={order.events} />
        </div>
        <div className="grid content-start gap-5">
          <Panel title="Summary">
            <dl className="grid grid-cols-[1fr_auto] gap-1.5 text-sm">
              <dt className="text-muted">Items</dt>
              <dd className="text-right tabular-nums">{formatMoney(o.originalAmount)}</dd>
              {o.couponCode && (
                <>
                  <dt className="text-muted">Coupon {o.couponCode}</dt>
                  <dd className="text-right tabular-nums">−{formatMoney(o.originalAmount - o.amount)}</dd>
                </>
              )}
              <dt className="font-semibold">Paid</dt>
              <dd className="text-right font-semibold tabular-nums">{formatMoney(o.amount)}</dd>
            </dl>
          </Panel>
          <AddressPanel title="Shipping address" address={order.shippingAddress} />
          <AddressPanel title="Billing address" address={order.billingAddress} />
        </div>
      </div>
      <ShipItemsDialog open={shipping} onOpenChange={setShipping} orderUuid={o.orderUuid} items={toShip} />
      <RefundDecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        orderUuid={o.orderUuid}
        orderNumber={o.orderId}
        amount={o.amount - order.refundedAmount}
      />
      <RefundMoneyDialog action={moneyAction} onClose={() => setMoneyAction(null)} order={order} />
      <ConfirmDialog
        open={resending}
        onOpenChange={setResending}
        title="Resend confirmation"
        description={`The order confirmation of ${o.orderId} is mailed again to ${order.customerEmail}.`}
        confirmLabel="Send mail"
        onConfirm={() => resend.mutateAsync({ orderUuid: o.orderUuid })}
      />
    </>
  );
}

function OrderLoading() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
