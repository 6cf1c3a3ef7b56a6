/**
 * Pages few visits reach, in one lazy chunk. Apart, each chunk is smaller than the build's
 * smallest chunk (vite.config.ts, `experimentalMinChunkSize`), so Rollup merged them into the
 * entry script that every first visit downloads; together they are large enough to stay out.
 */
export { NotFoundPage } from './not-found-page';
export { ShopPagePage } from '@web/features/shop-pages/routes/shop-page';
