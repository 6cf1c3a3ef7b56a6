import type { Executor } from '@server/db/transaction';
import type { ShipmentStatus } from '@shared/schemas/order';
import { recordAudit } from '@server/modules/operator-write';
import { SHIPMENT_STATUS_LABELS } from '@shared/schemas/order';
import { conflict, notFound } from '@server/lib/errors';
import { queueOrderNotice } from '@server/modules/order';
import * as orders from '@server/modules/order';
import { tellDelivered, tellItemsShipped } from '@server/modules/notification';
import { trackingUrlOf } from './carriers.js';
import {
  findShipment,
  insertShipment,
  setShipmentStatus,
  shippedItemsOf,
  type ShippedItemRow,
} from './shipment.repository.js';
import type { ShipmentDeps } from './shipment.deps.js';
import { cancelledUnits } from '@server/modules/refund';
import { recordWebhookEvent } from '@server/modules/webhook';

/**
 * Shipments (docs/after-sales.md "Shipments"): an operator packs units of a paid order's lines
 * in a parcel under one carrier and tracking number (1 of 3 lamps now, the other 2 later). A
 * unit ships once and a cancelled unit never: the units left of each line are counted under the
 * order's lock, so two parcels made at once queue and the second sees what the first took. The
 * customer gets a mail when items ship, queued in the shipment's transaction.
 */

export function toShipment(row: ShippedItemRow) {
  return {
    shipmentId: row.shipment_id,
    orderItemId: row.order_item_id,
    qty: row.qty,
    carrierName: row.carrier_name,
    trackingNumber: row.tracking_number,
    shipmentStatus: row.shipment_status,
    trackingUrl: trackingUrlOf(row.carrier_name, row.tracking_number),
  };
}

export async function shipmentsOf(deps: Pick<ShipmentDeps, 'db'>, orderId: number) {
  return shipmentsIn(deps.db.kysely, orderId);
}

/** An order's shipments read through `db`: a transaction's, to see its own writes. */
export async function shipmentsIn(db: Executor, orderId: number) {
  return (await shippedItemsOf(db, orderId)).map(toShipment);
}

/** Units of each line already in a parcel. */
function unitsIn(rows: ShippedItemRow[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const r of rows) units.set(r.order_item_id, (units.get(r.order_item_id) ?? 0) + r.qty);
  return units;
}

const sortedRecord = (units: Map<number, number>) =>
  Object.fromEntries([...units].sort(([a], [b]) => a - b).map(([id, qty]) => [String(id), qty]));

export async function createShipment(
  deps: ShipmentDeps,
  actor: string,
  orderUuid: string,
  input: {
    orderItemIds?: number[] | undefined;
    lines?: { orderItemId: number; qty: number }[] | undefined;
    carrierName: string;
    trackingNumber: string;
  },
) {
  const now = deps.nowIso();
  const { shipmentId } = await deps.db.transaction(async (tx) => {
    const order = await orders.lockByUuid(tx, orderUuid);
    if (!order) throw notFound('Order');
    if (order.payment_status !== 'success') throw conflict('Only a paid order can be shipped');
    if (order.refund_status === 'refunded') throw conflict('This order was refunded and cannot be shipped');

    const items = await orders.itemsOf(tx.kysely, order.order_id);
    const byId = new Map(items.map((i) => [i.order_item_id, i]));
    const wanted = input.lines ?? (input.orderItemIds ?? []).map((orderItemId) => ({ orderItemId, qty: null }));
    const foreign = wanted.map((w) => w.orderItemId).filter((id) => !byId.has(id));
    if (foreign.length > 0) throw notFound(`Order item ${foreign.join(', ')} of this order`);
    const shipped = unitsIn(await shippedItemsOf(tx.kysely, order.order_id));
    const cancelled = await cancelledUnits(tx.kysely, order.order_id);
    const leftOf = (id: number) => (byId.get(id)?.qty ?? 0) - (cancelled.get(id) ?? 0) - (shipped.get(id) ?? 0);
    const none = wanted.filter((w) => leftOf(w.orderItemId) <= 0).map((w) => w.orderItemId);
    const gone = none.filter((id) => (cancelled.get(id) ?? 0) > 0 && (shipped.get(id) ?? 0) === 0);
    if (gone.length > 0) throw conflict(`Order item ${gone.join(', ')} was cancelled`);
    if (none.length > 0) throw conflict(`Order item ${none.join(', ')} has already shipped`);
    const lines = wanted.map((w) => ({ orderItemId: w.orderItemId, qty: w.qty ?? leftOf(w.orderItemId) }));
    for (const line of lines) {
      const left = leftOf(line.orderItemId);
      if (line.qty > left) {
        const name = byId.get(line.orderItemId)!.inventory_name;
        throw conflict(`Only ${left} of "${name}" ${left === 1 ? 'is' : 'are'} left to ship`);
      }
    }

    const shipment_id = await insertShipment(
      tx.kysely,
      { orderId: order.order_id, carrierName: input.carrierName, trackingNumber: input.trackingNumber, now },
      lines,
    );
    const after = new Map(shipped);
    for (const l of lines) after.set(l.orderItemId, (after.get(l.orderItemId) ?? 0) + l.qty);
    await recordAudit(tx.kysely, {
      actor,
      entity: 'shipment',
      entityId: shipment_id,
      action: 'ship',
      subject: `order ${order.order_number}`,
      before: { shippedUnits: sortedRecord(shipped) },
      after: {
        shippedUnits: sortedRecord(after),
        carrierName: input.carrierName,
        trackingNumber: input.trackingNumber,
      },
      now,
    });
    await orders.addEvent(tx.kysely, {
      orderId: order.order_id,
      type: 'shipped',
      actor,
      detail: {
        shipmentId: shipment_id,
        orderItemIds: lines.map((l) => l.orderItemId),
        lines,
        carrierName: input.carrierName,
        trackingNumber: input.trackingNumber,
      },
      now,
    });
    const names = lines.map((l) => {
      const name = byId.get(l.orderItemId)!.inventory_name;
      return l.qty > 1 ? `${name} × ${l.qty}` : name;
    });
    const url = trackingUrlOf(input.carrierName, input.trackingNumber);
    await queueOrderNotice(tx, deps, order, {
      subject: `items of order ${order.order_number} have shipped`,
      lines: [
        `On its way: ${names.join(', ')}.`,
        `Carrier: ${input.carrierName}, tracking number ${input.trackingNumber}.`,
        ...(url ? [`Track it: ${url}`] : []),
      ],
    });
    await tellItemsShipped(
      tx,
      deps.notifications,
      order,
      { carrierName: input.carrierName, trackingNumber: input.trackingNumber, names, trackingUrl: url },
      now,
    );
    await recordWebhookEvent(tx, deps.webhooks, 'order.shipped', { kind: 'order', orderId: order.order_id }, now);
    return { shipmentId: shipment_id };
  });
  return { shipmentId };
}

export async function updateShipmentStatus(
  deps: ShipmentDeps,
  actor: string,
  shipmentId: number,
  status: ShipmentStatus,
) {
  const now = deps.nowIso();
  return deps.db.transaction(async (tx) => {
    const { kysely } = tx;
    const shipment = await findShipment(kysely, shipmentId);
    if (!shipment) throw notFound('Shipment');
    if (shipment.shipment_status === status) return { shipmentId, shipmentStatus: status };
    await setShipmentStatus(kysely, shipmentId, status, now);
    await recordAudit(kysely, {
      actor,
      entity: 'shipment',
      entityId: shipmentId,
      action: 'status',
      subject: `shipment ${shipmentId}`,
      before: { shipmentStatus: shipment.shipment_status },
      after: { shipmentStatus: status },
      now,
    });
    await orders.addEvent(kysely, {
      orderId: shipment.order_id,
      type: 'shipment_status',
      actor,
      detail: { shipmentId, from: shipment.shipment_status, to: status, label: SHIPMENT_STATUS_LABELS[status] },
      now,
    });
    if (status === 'delivered') {
      const order = await orders.findById(kysely, shipment.order_id);
      if (!order) throw new Error(`order ${shipment.order_id} of shipment ${shipmentId} is gone`);
      await tellDelivered(tx, deps.notifications, order, now);
      await recordWebhookEvent(tx, deps.webhooks, 'order.delivered', { kind: 'order', orderId: order.order_id }, now);
    }
    return { shipmentId, shipmentStatus: status };
  });
}
