import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/auth');
const auth = { tag: 'auth', schemas: () => import('../schemas/auth') } as const satisfies Domain<Schemas>;

export const requestSignUpToken = {
  ...auth,
  method: 'POST',
  path: '/auth/sign-up-token',
  access: 'public',
  summary: 'Register an email: mails a six-digit code',
  body: 'signUpTokenRequestSchema',
  response: 'signUpTokenResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const signUp = {
  ...auth,
  method: 'POST',
  path: '/auth/sign-up',
  access: 'public',
  summary: 'Confirm a sign-up with the mailed code and a password',
  body: 'signUpRequestSchema',
  response: 'successResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const login = {
  ...auth,
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  summary: 'Sign in: a token pair',
  body: 'loginRequestSchema',
  response: 'tokenPairSchema',
} as const satisfies EndpointOf<Schemas>;

export const refresh = {
  ...auth,
  method: 'POST',
  path: '/auth/refresh',
  access: 'public',
  summary: 'Rotate the refresh token: a new pair',
  body: 'refreshRequestSchema',
  response: 'tokenPairSchema',
} as const satisfies EndpointOf<Schemas>;

export const logout = {
  ...auth,
  method: 'POST',
  path: '/auth/logout',
  access: 'public',
  summary: 'Sign out: revokes the refresh token and its family',
  body: 'logoutRequestSchema',
  response: 'successResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const requestPasswordResetToken = {
  ...auth,
  method: 'POST',
  path: '/auth/password-reset-token',
  access: 'public',
  summary: 'Forgotten password: mails a six-digit code to an active account (same answer for every address)',
  body: 'passwordResetTokenRequestSchema',
  response: 'passwordResetTokenResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const resetPassword = {
  ...auth,
  method: 'POST',
  path: '/auth/password-reset',
  access: 'public',
  summary: 'Set a new password with the mailed code: every sign-in of the account ends',
  body: 'passwordResetRequestSchema',
  response: 'successResponseSchema',
} as const satisfies EndpointOf<Schemas>;

export const resetPasswordWithLink = {
  ...auth,
  method: 'POST',
  path: '/auth/password-reset-link',
  access: 'public',
  summary:
    'Set a new password with a reset link the shop mailed (works once, 1 hour): every sign-in of the account ends',
  body: 'passwordResetLinkRequestSchema',
  response: 'successResponseSchema',
} as const satisfies EndpointOf<Schemas>;
