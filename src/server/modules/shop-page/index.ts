/**
 * The shop-page module's public surface (the shop's own pages): what other modules may import, and
 * nothing else (docs/architecture.md, "Module boundaries"). Repository functions here take an
 * Executor, so another module's use case can run them inside its own transaction.
 */
export { listShopPages, saveShopPage } from './shop-page.service.js';
