import { ORDER_CARD_ITEMS, type OrderListItem, type ShippingState } from '@shared/schemas/order';
import type { CustomerOrderRow } from '@server/db/schema';
import { toOrder, type TaxLinesByOrder } from './order-view.js';

export interface ListLine {
  order_id: number;
  inventory_name: string;
  cover_path: string;
  qty: number;
  cancelled_qty: number | string | null;
  /** Units in parcels, and of those in delivered ones (PostgreSQL answers sums as text). */
  shipped_qty: number | string | null;
  delivered_qty: number | string | null;
}

/**
 * Where an order's goods are, from the units its parcels hold: a unit counts as delivered only in
 * a delivered parcel; a parcel in trouble (`exception`) is still on its way.
 */
export function shippingStateOf(
  lines: Pick<ListLine, 'qty' | 'cancelled_qty' | 'shipped_qty' | 'delivered_qty'>[],
): ShippingState {
  // Cancelled units never ship: they do not keep the order 'Partly shipped'.
  let toShip = 0;
  let shipped = 0;
  let delivered = 0;
  for (const line of lines) {
    toShip += Math.max(0, line.qty - Number(line.cancelled_qty ?? 0));
    shipped += Number(line.shipped_qty ?? 0);
    delivered += Number(line.delivered_qty ?? 0);
  }
  if (shipped === 0) return 'not_shipped';
  if (shipped < toShip) return 'partly_shipped';
  return delivered >= shipped ? 'delivered' : 'shipped';
}

/** The customer's orders for their list: each with its first lines (as bought) and its shipping state. */
export function toOrderList(
  rows: (CustomerOrderRow & { item_count: number | string | null })[],
  lines: ListLine[],
  taxLines: TaxLinesByOrder,
): OrderListItem[] {
  const byOrder = new Map<number, ListLine[]>();
  for (const line of lines) {
    const of = byOrder.get(line.order_id);
    if (of) of.push(line);
    else byOrder.set(line.order_id, [line]);
  }
  return rows.map(({ item_count, ...row }) => {
    const own = byOrder.get(row.order_id) ?? [];
    return {
      ...toOrder(row, Number(item_count ?? 0), taxLines),
      firstItems: own.slice(0, ORDER_CARD_ITEMS).map((line) => ({
        inventoryName: line.inventory_name,
        coverPath: line.cover_path,
        qty: line.qty,
        // PostgreSQL answers a sum as text.
        cancelledQty: Number(line.cancelled_qty ?? 0),
      })),
      lineCount: own.length,
      shippingState: shippingStateOf(own),
    };
  });
}
