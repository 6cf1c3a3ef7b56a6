import { ORDER_CARD_ITEMS, type OrderListItem, type ShippingState } from '@shared/schemas/order';
import type { CustomerOrderRow, ShipmentTable } from '@server/db/schema';
import { toOrder, type TaxLinesByOrder } from './order-view.js';

export interface ListLine {
  order_id: number;
  inventory_name: string;
  cover_path: string;
  qty: number;
  cancelled_qty: number | string | null;
  shipment_status: ShipmentTable['shipment_status'] | null;
}

/**
 * Where an order's goods are, from its lines' shipments: a line counts as delivered only in a
 * delivered shipment; a shipment in trouble (`exception`) is still on its way.
 */
export function shippingStateOf(lines: Pick<ListLine, 'shipment_status' | 'qty' | 'cancelled_qty'>[]): ShippingState {
  // A line cancelled whole never ships: it does not keep the order 'Partly shipped'.
  const live = lines.filter((line) => Number(line.cancelled_qty ?? 0) < line.qty);
  const shipped = live.filter((line) => line.shipment_status !== null);
  if (shipped.length === 0) return 'not_shipped';
  if (shipped.length < live.length) return 'partly_shipped';
  return shipped.every((line) => line.shipment_status === 'delivered') ? 'delivered' : 'shipped';
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
