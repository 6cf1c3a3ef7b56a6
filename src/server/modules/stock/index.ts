/**
 * The stock module's public surface (stock and hold limits): what other modules may import, and
 * nothing else (docs/architecture.md, "Module boundaries"). Repository functions here take an
 * Executor, so another module's use case can run them inside its own transaction.
 */
export { checkOrderSize, holdLimitsOf, tooManyLines } from './hold-limits.js';
export type { HoldLimits } from './hold-limits.js';
export {
  ensureStockRow,
  insertStockRows,
  lockStockRow,
  perProduct,
  reserveStock,
  returnStock,
  setStock,
  stockOf,
  takeStock,
} from './stock.repository.js';
export type { StockWant } from './stock.repository.js';
