/**
 * The review module's public surface (reviews): what other modules may import, and nothing else
 * (docs/architecture.md, "Module boundaries"). Repository functions here take an Executor, so
 * another module's use case can run them inside its own transaction.
 */
export { orderIdOfItem, recountRating } from './review.repository.js';
export { setReviewHidden } from './review.service.js';
