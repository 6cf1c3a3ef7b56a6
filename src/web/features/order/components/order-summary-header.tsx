import type { OrderDetail, OrderItem, Shipment, ShippingState } from '@shared/schemas/order';
import { formatMoney } from '@web/lib/money';
import { useShipments } from '../api/get-shipments';
import { orderStatus } from '../lib/order-status';
import { OrderStatusBadge } from './order-status-badge';
import { ShippingBadge } from './shipping-badge';

/**
 * Where a paid order's goods are, from its lines' parcels, as the order list says it: a line is
 * shipped once parcels hold all its units not cancelled (a line cancelled whole never ships, so it
 * does not keep the order 'Partly shipped'); delivered once every parcel is.
 */
export function shippingStateOf(items: OrderItem[], shipments: Shipment[]): ShippingState {
  if (shipments.length === 0) return 'not_shipped';
  const unitsIn = (item: OrderItem) =>
    shipments.filter((s) => s.orderItemId === item.orderItemId).reduce((sum, s) => sum + s.qty, 0);
  const whole = items.every((item) => unitsIn(item) >= item.qty - item.cancelledQty);
  if (!whole) return 'partly_shipped';
  return shipments.every((s) => s.shipmentStatus === 'delivered') ? 'delivered' : 'shipped';
}

/**
 * The top of the order, read like a receipt: its payment state and, once paid, where the goods are;
 * then the money: paid, refunded (when anything was) and what the shopper has paid net.
 */
export function OrderSummaryHeader({ detail }: { detail: OrderDetail }) {
  const { order, items, refundedAmount } = detail;
  const { reviewable: paid } = orderStatus(order);
  const shipments = useShipments(order.orderUuid, { enabled: paid });
  const paidAmount = paid ? order.amount : 0;
  const money: [string, string][] = [
    ['Paid', formatMoney(paidAmount)],
    ...(refundedAmount > 0
      ? ([
          ['Refunded', `−${formatMoney(refundedAmount)}`],
          ['Net', formatMoney(paidAmount - refundedAmount)],
        ] as [string, string][])
      : []),
  ];
  return (
    <div className="mt-4 flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-line bg-white/60 p-4 md:p-5">
      <dl className="grid gap-1 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-muted">Payment</dt>
          <dd>
            <OrderStatusBadge order={order} />
          </dd>
        </div>
        {paid && shipments.data && (
          <div className="flex items-center gap-2">
            <dt className="text-muted">Shipping</dt>
            <dd>
              <ShippingBadge state={shippingStateOf(items, shipments.data.list)} />
            </dd>
          </div>
        )}
      </dl>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {money.map(([label, value]) => (
          <div key={label} className="grid">
            <dt className="text-muted">{label}</dt>
            <dd className="text-base font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
