/**
 * The order module's public surface (orders): what other modules may import, and nothing else
 * (docs/architecture.md, "Module boundaries"). Repository functions here take an Executor, so
 * another module's use case can run them inside its own transaction.
 */
export { resendConfirmation } from './confirmation.js';
export { queueOrderNotice } from './notice-mail.js';
export type { OrderNoticeDeps } from './notice-mail.js';
export { toOrder, toOrderDetail, toTaxLine } from './order-view.js';
export { taxLinesOf } from './tax-lines.js';
export type { OrderRefunds, OrderRefundsOf } from './order-view.js';
export { SYSTEM_ACTOR, actorUserId, customerActor, orderDepsOf } from './order.deps.js';
export type { OrderDeps } from './order.deps.js';
export {
  addEvent,
  eventsOf,
  findById,
  findByUuid,
  findByUuidOf,
  itemsOf,
  lineOf,
  lockByUuid,
  setRefundAttempt,
  setRefundStatus,
  unitsBought,
} from './order.repository.js';
