import type { Executor } from '@server/db/transaction';

/** One row per shipped order item, with its shipment. */
export async function shippedItemsOf(db: Executor, orderId: number) {
  return db
    .selectFrom('shipment as s')
    .innerJoin('shipment_item as si', 'si.shipment_id', 's.shipment_id')
    .select([
      's.shipment_id',
      'si.order_item_id',
      's.carrier_name',
      's.tracking_number',
      's.shipment_status',
      's.created_at',
      's.updated_at',
    ])
    .where('s.order_id', '=', orderId)
    .orderBy('si.order_item_id')
    .execute();
}

export type ShippedItemRow = Awaited<ReturnType<typeof shippedItemsOf>>[number];
