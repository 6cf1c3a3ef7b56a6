import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/account');
const account = { tag: 'user', schemas: () => import('../schemas/account') } as const satisfies Domain<Schemas>;

export const changePassword = {
  ...account,
  method: 'POST',
  path: '/user/password',
  access: 'customer',
  summary: 'Change the password: every other sign-in ends, this one stays',
  body: 'changePasswordSchema',
  response: 'accountSuccessSchema',
} as const satisfies EndpointOf<Schemas>;

export const changeEmail = {
  ...account,
  method: 'POST',
  path: '/user/email',
  access: 'customer',
  summary: 'Ask to change the login email: a code is mailed to the new address',
  body: 'changeEmailSchema',
  response: 'accountSuccessSchema',
} as const satisfies EndpointOf<Schemas>;

export const confirmEmail = {
  ...account,
  method: 'POST',
  path: '/user/email/confirm',
  access: 'customer',
  summary: 'Confirm the new email with its code: the login switches to it',
  body: 'confirmEmailSchema',
  response: 'profileSchema',
} as const satisfies EndpointOf<Schemas>;

export const revokeSessions = {
  ...account,
  method: 'POST',
  path: '/user/sessions/revoke',
  access: 'customer',
  summary: 'Sign out everywhere: every other sign-in ends (or all of them, with `all`)',
  body: 'revokeSessionsSchema',
  response: 'revokeSessionsResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const dataExport = {
  ...account,
  method: 'GET',
  path: '/user/data-export',
  access: 'customer',
  summary: 'Everything the shop keeps about the signed-in shopper, as one document',
  response: 'dataExportSchema',
} as const satisfies EndpointOf<Schemas>;

export const closeAccount = {
  ...account,
  method: 'POST',
  path: '/user/deletion',
  access: 'customer',
  summary: 'Close the account at once (kept: paid orders, invoices and credit notes)',
  body: 'closeAccountSchema',
  response: 'accountSuccessSchema',
} as const satisfies EndpointOf<Schemas>;
