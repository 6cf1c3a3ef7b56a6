import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-customers');
/** The console's customers; a customer's orders are the orders list with `userId`. */
const customers = {
  tag: 'admin',
  schemas: () => import('../schemas/console-customers'),
} as const satisfies Domain<Schemas>;

export const listCustomers = {
  ...customers,
  method: 'GET',
  path: '/admin/customers',
  access: 'operator',
  scope: 'customers:read',
  summary: 'Accounts with their orders count and total spent, searched and paged',
  query: 'consoleCustomerListQuerySchema',
  response: 'consoleCustomerListSchema',
} as const satisfies EndpointOf<Schemas>;

export const getCustomer = {
  ...customers,
  method: 'GET',
  path: '/admin/customers/:userId',
  access: 'operator',
  scope: 'customers:read',
  summary: 'One account with its totals',
  params: 'userIdParamsSchema',
  response: 'consoleCustomerDetailSchema',
} as const satisfies EndpointOf<Schemas>;

export const sendCustomerPasswordReset = {
  ...customers,
  method: 'POST',
  path: '/admin/customers/:userId/password-reset',
  access: 'operator',
  scope: 'customers:write',
  summary: 'Mail the customer a one-time link to set a new password (1 hour); 409 if one was sent in the last minute',
  status: 202,
  params: 'userIdParamsSchema',
  response: 'customerPasswordResetSchema',
} as const satisfies EndpointOf<Schemas>;
