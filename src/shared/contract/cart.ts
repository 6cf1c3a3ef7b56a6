import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/cart');
const cart = { tag: 'cart', schemas: () => import('../schemas/cart') } as const satisfies Domain<Schemas>;

export const addCartItem = {
  ...cart,
  method: 'POST',
  path: '/shopping-cart/item',
  access: 'customer',
  summary: 'Add a product to the cart',
  body: 'addCartItemSchema',
  response: 'addCartItemResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const listCart = {
  ...cart,
  method: 'GET',
  path: '/shopping-cart/list',
  access: 'customer',
  summary: 'The cart',
  response: 'cartListSchema',
} as const satisfies EndpointOf<Schemas>;

/** A coupon code is checked here before checkout; a bad one answers 400. */
export const estimateCart = {
  ...cart,
  method: 'GET',
  path: '/shopping-cart/estimated-price',
  access: 'customer',
  summary: 'Cart total with an optional coupon',
  query: 'estimateQuerySchema',
  response: 'estimateSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateCartItem = {
  ...cart,
  method: 'POST',
  path: '/shopping-cart/:cartItemId',
  access: 'customer',
  summary: 'Change a line quantity',
  params: 'cartItemParamsSchema',
  body: 'updateCartItemSchema',
} as const satisfies EndpointOf<Schemas>;

export const removeCartItem = {
  ...cart,
  method: 'POST',
  path: '/shopping-cart/:cartItemId/disposal',
  access: 'customer',
  summary: 'Remove a line',
  params: 'cartItemParamsSchema',
} as const satisfies EndpointOf<Schemas>;
