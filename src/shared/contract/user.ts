import type { Domain, EndpointOf } from './endpoint';

// The profile's schema lives with the sign-in schemas, whose answers it completes.
type Schemas = typeof import('../schemas/auth');
const user = { tag: 'user', schemas: () => import('../schemas/auth') } as const satisfies Domain<Schemas>;

export const getProfile = {
  ...user,
  method: 'GET',
  path: '/user/profile',
  access: 'customer',
  summary: 'The signed-in user',
  response: 'profileSchema',
} as const satisfies EndpointOf<Schemas>;

export const updateProfile = {
  ...user,
  method: 'POST',
  path: '/user/profile',
  access: 'customer',
  summary: "Change the signed-in user's screen name (what their reviews are signed with)",
  body: 'updateProfileSchema',
  response: 'profileSchema',
} as const satisfies EndpointOf<Schemas>;
