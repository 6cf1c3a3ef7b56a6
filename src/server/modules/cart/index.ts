/**
 * The cart module's public surface (the cart, its prices and coupons): what other modules may
 * import, and nothing else (docs/architecture.md, "Module boundaries"). Repository functions here
 * take an Executor, so another module's use case can run them inside its own transaction.
 */
export { listLines, removePurchased } from './cart.repository.js';
export type { CartLineRow } from './cart.repository.js';
export { checkCoupon, normaliseCouponCode, withCouponGuessLimit } from './coupon.js';
export type { CouponAsker } from './coupon.js';
export { discountFor, priceLine } from './pricing.js';
