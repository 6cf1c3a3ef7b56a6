import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console');
/** Shipping an order's items and following a shipment (docs/after-sales.md "Shipments"). */
const shipments = { tag: 'admin', schemas: () => import('../schemas/console') } as const satisfies Domain<Schemas>;

export const createShipment = {
  ...shipments,
  method: 'POST',
  path: '/admin/orders/:orderUuid/shipments',
  access: 'operator',
  scope: 'shipments:write',
  summary: 'Ship order items under one tracking number',
  params: 'orderUuidParamsSchema',
  body: 'createShipmentSchema',
  response: 'createShipmentResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateShipmentStatus = {
  ...shipments,
  method: 'POST',
  path: '/admin/shipments/:shipmentId',
  access: 'operator',
  scope: 'shipments:write',
  summary: "Set a shipment's status",
  params: 'shipmentIdParamsSchema',
  body: 'updateShipmentSchema',
  response: 'shipmentStatusResponseSchema',
} as const satisfies EndpointOf<Schemas>;

/** Answers the PDF file itself (`file`), drawn as invoices are; a refusal is still the JSON envelope. */
export const getPackingSlipPdf = {
  ...shipments,
  method: 'GET',
  path: '/admin/shipments/:shipmentId/packing-slip.pdf',
  access: 'operator',
  scope: 'orders:read',
  summary: "A parcel's packing slip, as a PDF file: what it holds, where it goes",
  params: 'shipmentIdParamsSchema',
  file: 'application/pdf',
} as const satisfies EndpointOf<Schemas>;
