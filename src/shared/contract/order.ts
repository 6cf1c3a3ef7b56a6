import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/order');
const order = { tag: 'order', schemas: () => import('../schemas/order') } as const satisfies Domain<Schemas>;

/* Placing and paying. `:orderId` is the order number people see; `:orderUuid` the order's id. */

export const placeOrder = {
  ...order,
  method: 'POST',
  path: '/shopping-cart/order',
  access: 'customer',
  summary: 'Place an order from the cart',
  body: 'createOrderSchema',
  response: 'createOrderResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const startCheckout = {
  ...order,
  method: 'POST',
  path: '/shopping-cart/order/:orderId/checkout',
  access: 'customer',
  summary: 'Start paying an order',
  params: 'orderNumberParamsSchema',
  body: 'checkoutSchema',
  response: 'checkoutResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const captureOrder = {
  ...order,
  method: 'GET',
  path: '/shopping-cart/order/:orderId/capture',
  access: 'customer',
  summary: 'Settle an order after the payment page',
  params: 'orderNumberParamsSchema',
  response: 'orderSchema',
} as const satisfies EndpointOf<Schemas>;

/* The customer's orders. */

export const listOrders = {
  ...order,
  method: 'GET',
  path: '/order/list',
  access: 'customer',
  summary: "The customer's orders, newest first",
  response: 'orderListSchema',
} as const satisfies EndpointOf<Schemas>;

export const getOrder = {
  ...order,
  method: 'GET',
  path: '/order/:orderUuid',
  access: 'customer',
  summary: 'One order as it was placed',
  params: 'orderUuidParamsSchema',
  response: 'orderDetailSchema',
} as const satisfies EndpointOf<Schemas>;

/** Answers the PDF file itself (`file`); a refusal is still the JSON envelope. */
export const getInvoicePdf = {
  ...order,
  method: 'GET',
  path: '/order/:orderUuid/invoice-pdf',
  access: 'customer',
  summary: "A paid order's invoice, as a PDF file",
  params: 'orderUuidParamsSchema',
  file: 'application/pdf',
} as const satisfies EndpointOf<Schemas>;

export const getCreditNotePdf = {
  ...order,
  method: 'GET',
  path: '/order/:orderUuid/credit-notes/:refundId.pdf',
  access: 'customer',
  summary: "A completed refund's credit note, as a PDF file (the order's owner, or an operator)",
  params: 'creditNoteParamsSchema',
  file: 'application/pdf',
} as const satisfies EndpointOf<Schemas>;

/* After the sale: refunds, shipments, reviews of bought items. */

export const requestRefund = {
  ...order,
  method: 'POST',
  path: '/order/:orderUuid/refund',
  access: 'customer',
  summary: 'Ask for a refund of a paid order',
  params: 'orderUuidParamsSchema',
  body: 'refundRequestSchema',
  response: 'refundDecisionResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const listShipments = {
  ...order,
  method: 'GET',
  path: '/order/:orderUuid/shipments',
  access: 'customer',
  summary: "An order's shipped items",
  params: 'orderUuidParamsSchema',
  response: 'shipmentListSchema',
} as const satisfies EndpointOf<Schemas>;

export const writeReview = {
  ...order,
  method: 'POST',
  path: '/order/:orderUuid/item/:orderItemId/review',
  access: 'customer',
  summary: 'Review an item of a paid order',
  params: 'orderItemParamsSchema',
  body: 'createReviewSchema',
  response: 'createReviewResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const listOrderReviews = {
  ...order,
  method: 'GET',
  path: '/order/:orderUuid/review',
  access: 'customer',
  summary: "This order's reviews",
  params: 'orderUuidParamsSchema',
  query: 'orderReviewListQuerySchema',
  response: 'orderReviewListSchema',
} as const satisfies EndpointOf<Schemas>;
