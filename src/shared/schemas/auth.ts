import { z } from 'zod';
import type { InCode } from '../wire-names';
import { plainText } from './text';

/** Passwords: long enough to resist guessing, short enough that hashing cannot be abused. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

const requiredText = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be text') });

/** Trimmed and lower-cased before it is checked, so one address is one account however it is typed. */
export const emailSchema = requiredText()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('must be a valid email address'));

/** A new password (sign-up). Not trimmed: spaces are the user's choice. */
export const newPasswordSchema = requiredText()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password typed at login: any length within the cap, so a wrong one gets the one login message. */
export const loginPasswordSchema = requiredText()
  .min(1, 'is required')
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const verificationCodeSchema = requiredText()
  .trim()
  .regex(/^\d{6}$/, 'must be the six-digit code from the email');

/** Opaque tokens the server issued; the cap only keeps junk out. */
const opaqueTokenSchema = requiredText().min(1, 'is required').max(200, 'is not a valid token');

export const signUpTokenRequestSchema = z.object({ email: emailSchema });
export type SignUpTokenRequest = InCode<z.infer<typeof signUpTokenRequestSchema>>;

export const signUpTokenResponseSchema = z.object({ signUpToken: z.string() });
export type SignUpTokenResponse = InCode<z.infer<typeof signUpTokenResponseSchema>>;

export const signUpRequestSchema = z.object({
  verificationCode: verificationCodeSchema,
  password: newPasswordSchema,
  signUpToken: opaqueTokenSchema,
});
export type SignUpRequest = InCode<z.infer<typeof signUpRequestSchema>>;

export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = InCode<z.infer<typeof successResponseSchema>>;

export const loginRequestSchema = z.object({ loginId: emailSchema, password: loginPasswordSchema });
export type LoginRequest = InCode<z.infer<typeof loginRequestSchema>>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPairResponse = InCode<z.infer<typeof tokenPairSchema>>;

export const refreshRequestSchema = z.object({ refreshToken: opaqueTokenSchema });
export type RefreshRequest = InCode<z.infer<typeof refreshRequestSchema>>;

export const logoutRequestSchema = refreshRequestSchema;
export type LogoutRequest = InCode<z.infer<typeof logoutRequestSchema>>;

export const passwordResetTokenRequestSchema = z.object({ email: emailSchema });
export type PasswordResetTokenRequest = InCode<z.infer<typeof passwordResetTokenRequestSchema>>;

export const passwordResetTokenResponseSchema = z.object({ resetToken: z.string() });
export type PasswordResetTokenResponse = InCode<z.infer<typeof passwordResetTokenResponseSchema>>;

export const passwordResetRequestSchema = z.object({
  resetToken: opaqueTokenSchema,
  verificationCode: verificationCodeSchema,
  password: newPasswordSchema,
});
export type PasswordResetRequest = InCode<z.infer<typeof passwordResetRequestSchema>>;

/** A new password with the token of a reset link an operator had mailed (no code: the link proves the mailbox). */
export const passwordResetLinkRequestSchema = z.object({
  linkToken: opaqueTokenSchema,
  password: newPasswordSchema,
});
export type PasswordResetLinkRequest = InCode<z.infer<typeof passwordResetLinkRequestSchema>>;

/** What an account may do: every sign-up is a customer; operators are made by `npm run operator`. */
export const accountRoles = ['customer', 'operator'] as const;
export type AccountRole = (typeof accountRoles)[number];

/**
 * What the storefront knows about the signed-in user; never a password or its hash. `role` only
 * decides what the SPA offers (the /admin console); the API checks the role itself on every call.
 */
export const profileSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  screenName: z.string(),
  createdAt: z.string(),
  role: z.enum(accountRoles),
  /**
   * The console membership (docs/operator-console.md, "Staff and roles"): the role and its
   * scopes decide what the console shows; null for an account that is not staff.
   */
  staff: z
    .object({
      role: z.string(),
      roleName: z.string(),
      scopes: z.array(z.string()),
      refundLimit: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
});
export type Profile = InCode<z.infer<typeof profileSchema>>;

/** How long a screen name may be, and the shortest one that still names somebody. */
export const SCREEN_NAME_MAX = 40;
export const SCREEN_NAME_MIN = 2;

/**
 * The name a customer's reviews are signed with. Shown to everybody, so it can never be an email
 * address (the service also refuses the part of the customer's own email before the @).
 */
export const screenNameSchema = plainText({ label: 'Screen name', required: 'Screen name is required' })
  .trim()
  .min(SCREEN_NAME_MIN, `Screen name must be at least ${SCREEN_NAME_MIN} characters`)
  .max(SCREEN_NAME_MAX, `Screen name must be at most ${SCREEN_NAME_MAX} characters`)
  .refine((value) => !value.includes('@'), 'Screen name must not be an email address');

export const updateProfileSchema = z.object({ screenName: screenNameSchema });
export type UpdateProfile = InCode<z.infer<typeof updateProfileSchema>>;
