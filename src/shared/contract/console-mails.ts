import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-mails');
/** The mail outbox: an order's mails, the mails that could not be delivered, and a mail sent again. */
const mails = { tag: 'admin', schemas: () => import('../schemas/console-mails') } as const satisfies Domain<Schemas>;

export const listOrderMails = {
  ...mails,
  method: 'GET',
  path: '/admin/orders/:orderUuid/mails',
  access: 'operator',
  scope: 'orders:read',
  summary: 'The mails of one order, oldest first, with how their delivery went',
  params: 'orderUuidParamsSchema',
  response: 'consoleMailListSchema',
} as const satisfies EndpointOf<Schemas>;

export const listFailedMails = {
  ...mails,
  method: 'GET',
  path: '/admin/mails/failed',
  access: 'operator',
  scope: 'orders:read',
  summary: 'The latest 100 mails the relay never accepted',
  response: 'consoleMailListSchema',
} as const satisfies EndpointOf<Schemas>;

export const resendMail = {
  ...mails,
  method: 'POST',
  path: '/admin/mails/:mailId/resend',
  access: 'operator',
  scope: 'orders:write',
  summary: 'Queue a copy of a mail (a new mail with its own Message-ID)',
  params: 'mailIdParamsSchema',
  response: 'resendMailResponseSchema',
} as const satisfies EndpointOf<Schemas>;
