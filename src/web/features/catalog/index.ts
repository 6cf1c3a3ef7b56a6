// What other features may use of the catalogue (the composition rule, docs/storefront.md).
export { BadgeList } from './components/badge-list';
export { Breadcrumb } from './components/breadcrumb';
export { CatalogNotFound } from './components/catalog-not-found';
export { LazyCatalogNotFound } from './components/lazy-catalog-not-found';
export { ProductGrid } from './components/product-grid';
export { isNotFound, isValidId } from './lib/not-found';
