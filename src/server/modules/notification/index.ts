/**
 * The notification module's public surface (a shopper's notifications): what other modules may
 * import, and nothing else (docs/architecture.md, "Module boundaries"). Repository functions here
 * take an Executor, so another module's use case can run them inside its own transaction.
 */
export type { NotificationSignal } from './notify.js';
export { tellDelivered, tellItemsShipped, tellOrderPaid, tellRefund, tellReviewHidden } from './tell.js';
