import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/shipping');
const shipping = { tag: 'cart', schemas: () => import('../schemas/shipping') } as const satisfies Domain<Schemas>;

/** The delivery choices for one of the customer's shipping addresses (docs/shipping-and-tax.md). */
export const listShippingMethods = {
  ...shipping,
  method: 'GET',
  path: '/shopping-cart/shipping-methods',
  access: 'customer',
  summary: 'The shipping methods for an address, cheapest first, priced for the cart',
  query: 'shippingMethodsQuerySchema',
  response: 'shippingMethodListSchema',
} as const satisfies EndpointOf<Schemas>;
