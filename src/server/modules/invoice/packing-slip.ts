import type { OrderAddress, OrderItem } from '@shared/schemas/order';
import type { Executor } from '@server/db/transaction';
import type { DocumentShop } from './invoice-content.js';

const ADDON_LABELS: Record<string, string> = { color: 'Color', size: 'Size', ship: 'Shipping', accessory: 'Accessory' };

/**
 * What a packing slip shows: the parcel's number, order, carrier and tracking number, where it
 * goes, and what it holds (each line's name, options, SKU, the units in this parcel and of how
 * many ordered). No prices: it travels in the box.
 */
export interface PackingSlipContent {
  shop: DocumentShop;
  shipmentId: number;
  orderNumber: string;
  orderDate: string;
  shippedDate: string;
  carrierName: string;
  trackingNumber: string;
  shipTo: string[];
  lines: { name: string; details: string; sku: string; qty: number; ordered: number }[];
}

/** One parcel with its order and the lines it holds; undefined: no such shipment. */
export async function packedShipmentOf(db: Executor, shipmentId: number) {
  const shipment = await db
    .selectFrom('shipment as s')
    .innerJoin('customer_order as o', 'o.order_id', 's.order_id')
    .select([
      's.shipment_id',
      's.carrier_name',
      's.tracking_number',
      's.created_at',
      'o.order_number',
      'o.created_at as ordered_at',
      'o.shipping_address_json',
    ])
    .where('s.shipment_id', '=', shipmentId)
    .executeTakeFirst();
  if (!shipment) return undefined;
  const lines = await db
    .selectFrom('shipment_item as si')
    .innerJoin('order_item as oi', 'oi.order_item_id', 'si.order_item_id')
    .leftJoin('product_variant as v', 'v.variant_id', 'oi.variant_id')
    .leftJoin('inventory as i', 'i.inventory_id', 'oi.inventory_id')
    .select(['oi.inventory_name', 'oi.addons_json', 'oi.qty as ordered', 'si.qty', 'v.sku as variant_sku', 'i.sku'])
    .where('si.shipment_id', '=', shipmentId)
    .orderBy('oi.order_item_id')
    .execute();
  return { shipment, lines };
}

export type PackedShipment = NonNullable<Awaited<ReturnType<typeof packedShipmentOf>>>;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function packingSlipContentOf({ shipment, lines }: PackedShipment, shop: DocumentShop): PackingSlipContent {
  const to = JSON.parse(shipment.shipping_address_json) as OrderAddress;
  return {
    shop,
    shipmentId: shipment.shipment_id,
    orderNumber: shipment.order_number,
    orderDate: longDate.format(new Date(shipment.ordered_at)),
    shippedDate: longDate.format(new Date(shipment.created_at)),
    carrierName: shipment.carrier_name,
    trackingNumber: shipment.tracking_number,
    shipTo: [
      to.fullName,
      to.addressLine1,
      to.addressLine2,
      `${to.city}, ${to.stateOrProvince} ${to.postalCode}`,
      to.countryCode === 'US' ? 'United States' : to.countryCode,
      to.phoneNumber,
    ].filter((line) => line.trim() !== ''),
    lines: lines.map((l) => ({
      name: l.inventory_name,
      details: (JSON.parse(l.addons_json) as OrderItem['addons'])
        .map((a) => `${ADDON_LABELS[a.addonType] ?? a.addonType}: ${a.name}`)
        .join(' · '),
      sku: l.variant_sku ?? l.sku ?? '',
      qty: l.qty,
      ordered: l.ordered,
    })),
  };
}
