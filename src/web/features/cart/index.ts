// What other features may use of the cart (the composition rule, docs/storefront.md).
export { useAddCartItem } from './api/add-cart-item';
export { getCartQueryOptions, useCart, useCartItemCount } from './api/get-cart';
export { getEstimateQueryOptions, useEstimate } from './api/get-estimate';
export { useShippingMethods } from './api/get-shipping-methods';
export { addonSummary, InvalidLineNote } from './components/cart-line';
export { deliveryDaysText, INVALID_ITEMS_MESSAGE } from './components/cart-summary';
