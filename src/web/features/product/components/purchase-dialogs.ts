/**
 * What the purchase buttons open, in one lazy chunk: the add-on picker and the notification of
 * what was added. Alone, the notification's chunk is under Rollup's 2 KB merging size
 * (vite.config.ts), and Rollup folded a first-load module into it, so every product page loaded
 * it before anything was added (docs/performance.md).
 */
export { AddonPickerDialog } from './addon-picker-dialog';
export { AddedToCartNotification } from './added-to-cart-notification';
