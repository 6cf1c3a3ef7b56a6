import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-customer-notes');
/** Internal notes on a customer, on their page in the console. */
const notes = {
  tag: 'admin',
  schemas: () => import('../schemas/console-customer-notes'),
} as const satisfies Domain<Schemas>;

export const listCustomerNotes = {
  ...notes,
  method: 'GET',
  path: '/admin/customers/:userId/notes',
  access: 'operator',
  scope: 'customers:read',
  summary: "A customer's internal notes, newest first (never shown to the customer)",
  params: 'userIdParamsSchema',
  response: 'customerNoteListSchema',
} as const satisfies EndpointOf<Schemas>;

export const addCustomerNote = {
  ...notes,
  method: 'POST',
  path: '/admin/customers/:userId/notes',
  access: 'operator',
  scope: 'customers:write',
  summary: 'Add an internal note to a customer (never shown to the customer)',
  params: 'userIdParamsSchema',
  body: 'customerNoteWriteSchema',
  response: 'customerNoteSchema',
} as const satisfies EndpointOf<Schemas>;
