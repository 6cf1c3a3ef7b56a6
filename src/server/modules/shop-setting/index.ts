/**
 * The shop-setting module's public surface (the shop's settings): what other modules may import,
 * and nothing else (docs/architecture.md, "Module boundaries"). Repository functions here take an
 * Executor, so another module's use case can run them inside its own transaction.
 */
export { holdsNewReviews, setHoldNewReviews } from './shop-setting.repository.js';
