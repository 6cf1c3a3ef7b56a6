import type { ShipmentStatus } from '@shared/schemas/order';
import type { Executor } from '@server/db/transaction';

/** One row per order line in a parcel (with the units it holds there), with its shipment. */
export async function shippedItemsOf(db: Executor, orderId: number) {
  return db
    .selectFrom('shipment as s')
    .innerJoin('shipment_item as si', 'si.shipment_id', 's.shipment_id')
    .select([
      's.shipment_id',
      'si.order_item_id',
      'si.qty',
      's.carrier_name',
      's.tracking_number',
      's.shipment_status',
      's.created_at',
      's.updated_at',
    ])
    .where('s.order_id', '=', orderId)
    .orderBy('si.order_item_id')
    .orderBy('s.shipment_id')
    .execute();
}

export type ShippedItemRow = Awaited<ReturnType<typeof shippedItemsOf>>[number];

/** A parcel holding some units of an order's lines; answers its id. */
export async function insertShipment(
  db: Executor,
  shipment: { orderId: number; carrierName: string; trackingNumber: string; now: string },
  lines: { orderItemId: number; qty: number }[],
): Promise<number> {
  const { shipment_id } = await db
    .insertInto('shipment')
    .values({
      order_id: shipment.orderId,
      carrier_name: shipment.carrierName,
      tracking_number: shipment.trackingNumber,
      shipment_status: 'shipped',
      created_at: shipment.now,
      updated_at: shipment.now,
    })
    .returning('shipment_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('shipment_item')
    .values(lines.map((l) => ({ order_item_id: l.orderItemId, qty: l.qty, shipment_id })))
    .execute();
  return shipment_id;
}

export async function findShipment(db: Executor, shipmentId: number) {
  return db
    .selectFrom('shipment')
    .select(['order_id', 'shipment_status'])
    .where('shipment_id', '=', shipmentId)
    .executeTakeFirst();
}

export async function setShipmentStatus(db: Executor, shipmentId: number, status: ShipmentStatus, now: string) {
  await db
    .updateTable('shipment')
    .set({ shipment_status: status, updated_at: now })
    .where('shipment_id', '=', shipmentId)
    .execute();
}
