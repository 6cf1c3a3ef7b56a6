import { z } from 'zod';
import type { InCode } from '../wire-names';
import { emailSchema, loginPasswordSchema, newPasswordSchema, profileSchema, verificationCodeSchema } from './auth';

/** Signed in: a new password, proven by the current one. */
export const changePasswordSchema = z.object({ currentPassword: loginPasswordSchema, newPassword: newPasswordSchema });
export type ChangePassword = InCode<z.infer<typeof changePasswordSchema>>;

/** Signed in: a new login address; a code is mailed to it. */
export const changeEmailSchema = z.object({ newEmail: emailSchema, password: loginPasswordSchema });
export type ChangeEmail = InCode<z.infer<typeof changeEmailSchema>>;

export const confirmEmailSchema = z.object({ verificationCode: verificationCodeSchema });
export type ConfirmEmail = InCode<z.infer<typeof confirmEmailSchema>>;

/** Without `all`, every sign-in but the one making the call ends. */
export const revokeSessionsSchema = z.object({ all: z.boolean().optional() }).default({});
export type RevokeSessions = InCode<z.infer<typeof revokeSessionsSchema>>;

export const revokeSessionsResponseSchema = z.object({ revoked: z.number().int() });
export type RevokeSessionsResponse = InCode<z.infer<typeof revokeSessionsResponseSchema>>;

export const closeAccountSchema = z.object({ password: loginPasswordSchema });
export type CloseAccount = InCode<z.infer<typeof closeAccountSchema>>;

export const accountSuccessSchema = z.object({ success: z.literal(true) });

export { profileSchema };

const record = z.record(z.string(), z.unknown());

/**
 * Everything the shop keeps about the shopper, as one document. Rows are given as stored (minus
 * secrets and other people's data), so the lists are open records.
 */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    userId: z.number().int(),
    email: z.string(),
    screenName: z.string(),
    role: z.string(),
    createdAt: z.string(),
  }),
  addresses: z.array(record),
  cart: z.array(record),
  orders: z.array(
    record.and(
      z.object({
        items: z.array(record),
        refunds: z.array(record),
        shipments: z.array(record),
      }),
    ),
  ),
  reviews: z.array(record),
  notifications: z.array(record),
  uploadedImages: z.array(record),
});
export type DataExport = InCode<z.infer<typeof dataExportSchema>>;
