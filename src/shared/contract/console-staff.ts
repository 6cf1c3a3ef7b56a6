import type { Domain, EndpointOf } from './endpoint';

type Schemas = typeof import('../schemas/console-staff');
/** Staff, roles and the activity log (docs/operator-console.md, "Staff and roles"). */
const staff = { tag: 'admin', schemas: () => import('../schemas/console-staff') } as const satisfies Domain<Schemas>;

export const listStaff = {
  ...staff,
  method: 'GET',
  path: '/admin/staff',
  access: 'operator',
  scope: 'settings:read',
  summary: 'The staff: each member with role, last sign-in and status, and the invitations waiting',
  response: 'staffListSchema',
} as const satisfies EndpointOf<Schemas>;

export const inviteStaff = {
  ...staff,
  method: 'POST',
  path: '/admin/staff/invitations',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Invite someone by email to a role: a six-digit code valid 7 days is mailed',
  body: 'inviteStaffSchema',
  response: 'staffInvitationSchema',
} as const satisfies EndpointOf<Schemas>;

/** Any signed-in account whose email was invited (a customer's included) accepts; it becomes a member. */
export const acceptStaffInvitation = {
  ...staff,
  method: 'POST',
  path: '/admin/staff/invitations/accept',
  access: 'customer',
  summary: 'Accept an invitation with the mailed code, signed in with the invited email',
  body: 'acceptInvitationSchema',
  response: 'staffMemberSchema',
} as const satisfies EndpointOf<Schemas>;

export const changeStaffRole = {
  ...staff,
  method: 'POST',
  path: '/admin/staff/:userId',
  access: 'operator',
  scope: 'settings:write',
  summary: "Change a member's role (effective on their next call)",
  params: 'staffParamsSchema',
  body: 'changeStaffRoleSchema',
  response: 'staffMemberSchema',
} as const satisfies EndpointOf<Schemas>;

export const removeStaff = {
  ...staff,
  method: 'DELETE',
  path: '/admin/staff/:userId',
  access: 'operator',
  scope: 'settings:write',
  summary: 'Remove a member: the console closes to them and their sign-ins end at once',
  params: 'staffParamsSchema',
  response: 'staffMemberSchema',
} as const satisfies EndpointOf<Schemas>;

export const listRoles = {
  ...staff,
  method: 'GET',
  path: '/admin/roles',
  access: 'operator',
  scope: 'settings:read',
  summary: 'The roles: built-in and custom, with their scopes and refund limit',
  response: 'staffRolesSchema',
} as const satisfies EndpointOf<Schemas>;

export const saveRole = {
  ...staff,
  method: 'POST',
  path: '/admin/roles',
  access: 'operator',
  scope: 'settings:write',
  summary: "Create or change a custom role, or set a built-in role's refund limit",
  body: 'saveStaffRoleSchema',
  response: 'staffRoleSchema',
} as const satisfies EndpointOf<Schemas>;

export const listActivity = {
  ...staff,
  method: 'GET',
  path: '/admin/activity',
  access: 'operator',
  scope: 'settings:read',
  summary: 'The activity log: every operator write, newest first, by person, area and date',
  query: 'activityQuerySchema',
  response: 'activityPageSchema',
} as const satisfies EndpointOf<Schemas>;

/** Any signed-in account: proves the password again, so sensitive console actions run for 10 minutes. */
export const confirmPassword = {
  ...staff,
  method: 'POST',
  path: '/user/password/confirm',
  access: 'customer',
  summary: 'Prove the password again within this sign-in (sensitive actions ask for it)',
  body: 'confirmPasswordSchema',
  response: 'passwordConfirmedSchema',
} as const satisfies EndpointOf<Schemas>;
