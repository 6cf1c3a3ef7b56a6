import { z } from 'zod';
import { idSchema, pageSchema, pageSizeSchema } from './catalog';
import { emailSchema, loginPasswordSchema, verificationCodeSchema } from './auth';
import { plainText } from './text';
import { isScope, SCOPE_AREAS } from '../scopes';

/**
 * Staff, roles, invitations and the activity log (docs/operator-console.md, "Staff and roles").
 * A role is named by its key (`owner`, `support`, or a custom one's slug).
 */

export const roleKeySchema = z
  .string({ error: 'role must be text' })
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,31}$/, 'role must be 2 to 32 lower-case letters, digits or dashes');

const scopeSchema = z.string().refine(isScope, { error: (i) => `${String(i.input)} is not a scope` });

export const staffStatuses = ['active', 'removed'] as const;

export const staffMemberSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  screenName: z.string(),
  role: z.string(),
  roleName: z.string(),
  status: z.enum(staffStatuses),
  /** The latest sign-in; null when none is kept. */
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  invitationId: z.number().int(),
  email: z.string(),
  role: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListSchema = z.object({
  list: z.array(staffMemberSchema),
  /** Invitations not accepted yet and not expired. */
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const inviteStaffSchema = z.object({ email: emailSchema, role: roleKeySchema });
export type InviteStaff = z.infer<typeof inviteStaffSchema>;

export const acceptInvitationSchema = z.object({ verificationCode: verificationCodeSchema });
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

export const staffParamsSchema = z.object({ userId: idSchema });
export const changeStaffRoleSchema = z.object({ role: roleKeySchema });
export type ChangeStaffRole = z.infer<typeof changeStaffRoleSchema>;

export const staffRoleSchema = z.object({
  role: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  /** The largest single refund (cents) a member may make; null: no cap. */
  refundLimit: z.number().int().nullable(),
  builtIn: z.boolean(),
  /** Active members holding it. */
  members: z.number().int(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;
export const staffRolesSchema = z.object({ list: z.array(staffRoleSchema) });

/** Creates a custom role or changes one; of a built-in role only the refund limit changes. */
export const saveStaffRoleSchema = z.object({
  role: roleKeySchema,
  name: plainText({ label: 'Name' }).trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  scopes: z.array(scopeSchema).max(40, 'Too many scopes'),
  refundLimit: z
    .number({ error: 'refundLimit must be a number of cents' })
    .int('refundLimit must be whole cents')
    .min(0, 'refundLimit must not be negative')
    .max(100_000_000, 'refundLimit is too large')
    .nullable(),
});
export type SaveStaffRole = z.infer<typeof saveStaffRoleSchema>;

const isoDate = z.iso.datetime({ offset: true, error: 'must be an ISO-8601 date and time' });

export const activityQuerySchema = z.object({
  /** `operator:{userId}` (a member) or an API key's actor name. */
  actor: z.string().trim().max(80, 'actor is too long').optional(),
  area: z.enum(SCOPE_AREAS, { error: `area must be one of ${SCOPE_AREAS.join(', ')}` }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: pageSchema.default(1),
  num: pageSizeSchema(20),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

const changedFields = z.record(z.string(), z.unknown()).nullable();

export const activityEntrySchema = z.object({
  activityId: z.number().int(),
  actor: z.string(),
  /** Who that is, as people read it: a member's screen name and email, or a key's name. */
  actorName: z.string(),
  area: z.string(),
  action: z.string(),
  subject: z.string(),
  before: changedFields,
  after: changedFields,
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = z.object({ list: z.array(activityEntrySchema), total: z.number().int() });

export const confirmPasswordSchema = z.object({ password: loginPasswordSchema });
export const passwordConfirmedSchema = z.object({ confirmedAt: z.string() });
