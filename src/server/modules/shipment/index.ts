/**
 * The shipment module's public surface (shipments): what other modules may import, and nothing
 * else (docs/architecture.md, "Module boundaries"). Repository functions here take an Executor, so
 * another module's use case can run them inside its own transaction.
 */
export { createShipment, shipmentsIn, shipmentsOf, updateShipmentStatus } from './shipment.service.js';
export { shipmentDepsOf } from './shipment.deps.js';
export type { ShipmentDeps } from './shipment.deps.js';
