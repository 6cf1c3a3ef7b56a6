/**
 * The shipping module's public surface (zones, methods, tax rates, and pricing a cart's delivery
 * and tax): what other modules may import, and nothing else (docs/architecture.md, "Module
 * boundaries"). Repository functions take an Executor, so a use case runs them in its own transaction.
 */
export {
  priceCart,
  methodsFor,
  destinationOf,
  homeDestination,
  weightOf,
  NO_ZONE_MESSAGE,
  type CartPrice,
  type Destination,
  type PricedLine,
} from './price-cart.js';
export { taxOn, divideHalfUp, milliToRate, rateToMilli, sumTax, type OrderTaxLine } from './tax.js';
export {
  insertOrderTaxLines,
  orderTaxLinesOf,
  insertRefundTaxLines,
  refundTaxLinesOf,
  pricesIncludeTax,
  taxNumber,
  setTaxSettings,
} from './shipping.repository.js';
