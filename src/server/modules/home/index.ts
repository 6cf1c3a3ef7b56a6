/**
 * The home module's public surface (the home page and menu): what other modules may import, and
 * nothing else (docs/architecture.md, "Module boundaries"). Repository functions here take an
 * Executor, so another module's use case can run them inside its own transaction.
 */
export { listNavItems, listSectionProductIds, listSections } from './home.repository.js';
export { getBanners } from './home.service.js';
