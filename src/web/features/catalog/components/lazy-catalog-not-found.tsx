import { lazyComponent } from '@web/lib/lazy-component';

/**
 * `CatalogNotFound` for a page that shows it only when what it asked for is missing (a product
 * page): its code (empty state, category links: about 1.4 KB gzip) loads then, not with the page.
 * Render it under a Suspense boundary.
 */
export const LazyCatalogNotFound = lazyComponent(() => import('./catalog-not-found').then((m) => m.CatalogNotFound));
