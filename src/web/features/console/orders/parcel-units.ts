import type { ConsoleOrderDetail } from '@shared/schemas/console';

type Item = ConsoleOrderDetail['items'][number];

/** Units of each line that parcels hold. */
export function shippedUnits(order: Pick<ConsoleOrderDetail, 'shipments'>): Map<number, number> {
  const units = new Map<number, number>();
  for (const s of order.shipments) units.set(s.orderItemId, (units.get(s.orderItemId) ?? 0) + s.qty);
  return units;
}

/** Units of a line still to pack: bought, less cancelled, less shipped. */
export const unitsToShip = (item: Item, shipped: Map<number, number>) =>
  Math.max(0, item.qty - item.cancelledQty - (shipped.get(item.orderItemId) ?? 0));

/**
 * Units of a line that may still be cancelled: not shipped and not refunded (a refunded unit may
 * be a shipped one that came back, so it is counted against the unshipped, as the server does).
 */
export const unitsToCancel = (item: Item, shipped: Map<number, number>) => {
  const inParcels = shipped.get(item.orderItemId) ?? 0;
  return inParcels === 0 ? item.qty - item.refundedQty : Math.max(0, item.qty - inParcels - item.refundedQty);
};
