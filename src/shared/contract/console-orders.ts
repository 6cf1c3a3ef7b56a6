import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console');
/** Every customer's orders, one order's detail, and its confirmation mail sent again. */
const orders = { tag: 'admin', schemas: () => import('../schemas/console') } as const satisfies Domain<Schemas>;

export const listConsoleOrders = {
  ...orders,
  method: 'GET',
  path: '/admin/orders',
  access: 'operator',
  scope: 'orders:read',
  summary: 'Every order, filtered and paged',
  query: 'consoleOrderListQuerySchema',
  response: 'consoleOrderListSchema',
} as const satisfies EndpointOf<Schemas>;

export const getConsoleOrder = {
  ...orders,
  method: 'GET',
  path: '/admin/orders/:orderUuid',
  access: 'operator',
  scope: 'orders:read',
  summary: 'One order with its customer, shipments and events',
  params: 'orderUuidParamsSchema',
  response: 'consoleOrderDetailSchema',
} as const satisfies EndpointOf<Schemas>;

export const resendConfirmationMail = {
  ...orders,
  method: 'POST',
  path: '/admin/orders/:orderUuid/confirmation-mail',
  access: 'operator',
  scope: 'orders:write',
  summary: 'Send the order confirmation mail to the customer again',
  params: 'orderUuidParamsSchema',
  response: 'confirmationMailResponseSchema',
} as const satisfies EndpointOf<Schemas>;
