import { ORDER_CARD_ITEMS, type OrderListItem } from '@shared/schemas/order';

/**
 * The order's first lines (picture and name), and how many more there are. A line counts the units
 * still coming: after one of two lamps was cancelled it says "× 1, 1 cancelled", not "× 2".
 */
export function OrderCardItems({ order }: { order: Pick<OrderListItem, 'firstItems' | 'lineCount'> }) {
  if (order.firstItems.length === 0) return null;
  const more = order.lineCount - Math.min(order.lineCount, ORDER_CARD_ITEMS);
  return (
    <ul aria-label="Items" className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      {order.firstItems.map((item, index) => (
        <li key={index} className="flex min-w-0 items-center gap-2 text-sm text-ink">
          <img
            src={item.coverPath}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 shrink-0 rounded-lg border border-line bg-surface object-cover"
          />
          <span className="max-w-[14rem] truncate">
            {item.inventoryName}
            <QuantityLeft qty={item.qty} cancelled={item.cancelledQty} />
          </span>
        </li>
      ))}
      {more > 0 && <li className="text-sm font-medium text-muted">+{more} more</li>}
    </ul>
  );
}

function QuantityLeft({ qty, cancelled }: { qty: number; cancelled: number }) {
  const left = qty - cancelled;
  if (cancelled === 0) return qty > 1 ? <span className="text-muted tabular-nums"> × {qty}</span> : null;
  if (left === 0) return <span className="text-muted"> (cancelled)</span>;
  return (
    <span className="text-muted tabular-nums">
      {' '}
      × {left}, {cancelled} cancelled
    </span>
  );
}
