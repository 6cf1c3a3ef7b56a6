/**
 * The payment module's public surface (payments): what other modules may import, and nothing else
 * (docs/architecture.md, "Module boundaries"). Repository functions here take an Executor, so
 * another module's use case can run them inside its own transaction.
 */
export {
  endPending,
  markSucceeded,
  recordSession,
  sessionOfPayment,
  succeededPaymentOf,
} from './payments.repository.js';
