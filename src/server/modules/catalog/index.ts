/**
 * The catalog module's public surface (the catalogue): what other modules may import, and nothing
 * else (docs/architecture.md, "Module boundaries"). Repository functions here take an Executor, so
 * another module's use case can run them inside its own transaction.
 */
export { findProductCards, listAddons, listReviews } from './catalog.repository.js';
export { productRow } from './product-row.js';
export { normaliseForSearch, productSearchFields } from './search-text.js';
export { readModelOf, type CatalogReadModel } from './read-model/index.js';
