/**
 * The refund module's public surface (refunds and cancellations): what other modules may import,
 * and nothing else (docs/architecture.md, "Module boundaries"). Repository functions here take an
 * Executor, so another module's use case can run them inside its own transaction.
 */
export { cancelItems, createRefund, previewRefund } from './operator-refund.service.js';
export type { RefundAmountCheck } from './operator-refund.service.js';
export { orderRefundsOf, toOrderRefunds } from './order-refunds.js';
export {
  cancelledUnits,
  moneyOf,
  refundedOfOrder,
  refundedShippingOfOrder,
  refundedShippingTaxOfOrder,
  refundedTaxOfOrder,
} from './refund.repository.js';
export { approveRefund, rejectRefund } from './refund.service.js';
export { refundDepsOf } from './refund.deps.js';
export type { RefundDeps } from './refund.deps.js';
export { refundView } from './refund-view.js';
