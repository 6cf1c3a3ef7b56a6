import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-order-notes');
/** Internal notes on an order, on its timeline in the console. */
const notes = {
  tag: 'admin',
  schemas: () => import('../schemas/console-order-notes'),
} as const satisfies Domain<Schemas>;

export const addOrderNote = {
  ...notes,
  method: 'POST',
  path: '/admin/orders/:orderUuid/notes',
  access: 'operator',
  scope: 'orders:write',
  summary: "Add an internal note to an order's timeline (never shown to the customer)",
  params: 'orderUuidParamsSchema',
  body: 'orderNoteWriteSchema',
  response: 'orderNoteSchema',
} as const satisfies EndpointOf<Schemas>;
