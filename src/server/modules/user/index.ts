/**
 * The user module's public surface (profile, screen name, the account's data and closure): what
 * other modules may import, and nothing else (docs/architecture.md, "Module boundaries").
 * Repository functions here take an Executor, so another module's use case can run them inside its
 * own transaction.
 */
export { touchReviewsOf } from './user.repository.js';
