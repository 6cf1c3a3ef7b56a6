import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/admin');
/** Every customer's orders, one order's detail, and its confirmation mail sent again. */
const orders = { tag: 'admin', schemas: () => import('../schemas/admin') } as const satisfies Domain<Schemas>;

export const listAdminOrders = {
  ...orders,
  method: 'GET',
  path: '/admin/orders',
  access: 'operator',
  scope: 'orders:read',
  summary: 'Every order, filtered and paged',
  query: 'adminOrderListQuerySchema',
  response: 'adminOrderListSchema',
} as const satisfies EndpointOf<Schemas>;

export const getAdminOrder = {
  ...orders,
  method: 'GET',
  path: '/admin/orders/:orderUuid',
  access: 'operator',
  scope: 'orders:read',
  summary: 'One order with its customer, shipments and events',
  params: 'orderUuidParamsSchema',
  response: 'adminOrderDetailSchema',
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
