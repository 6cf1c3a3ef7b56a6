import { z } from 'zod';
import type { InCode } from '../wire-names';
import { consoleListQuerySchema, consolePageSchema } from './console-list';
import { accountRoles } from './auth';
import { addressSchema } from './address';
import { idSchema } from './catalog';

export const consoleCustomerSorts = ['createdAt', 'email', 'orders', 'spent'] as const;

export const consoleCustomerListQuerySchema = consoleListQuerySchema(consoleCustomerSorts, 'createdAt').extend({
  role: z.enum(accountRoles, { error: `must be one of ${accountRoles.join(', ')}` }).optional(),
});

export const consoleCustomerSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  screenName: z.string(),
  role: z.enum(accountRoles),
  createdAt: z.string(),
  /**
   * When the shopper closed the account, or null while it is active. A closed account keeps only
   * a placeholder email (`closed-account-<id>@closed.invalid`) and the name "Former customer";
   * its kept orders still carry what was printed on them.
   */
  closedAt: z.string().nullable(),
  /** Paid orders (refunded ones included). */
  orderCount: z.number().int(),
  /** What the paid orders brought, in cents, less the refunded ones. */
  totalSpent: z.number().int(),
});
export type ConsoleCustomer = InCode<z.infer<typeof consoleCustomerSchema>>;
/**
 * One customer as the console's customer page shows them: with their saved addresses, defaults
 * first, and what the shop knows of the account's state.
 */
export const consoleCustomerDetailSchema = consoleCustomerSchema.extend({
  addresses: z.array(addressSchema),
  /**
   * The address was proven with a mailed code: an account gets a password only at sign-up, with
   * the code, so every account that can sign in is verified. False for an account without a
   * password (the demo's reviewers) and a closed one.
   */
  emailVerified: z.boolean(),
  /** The newest sign-in (a login), or null if none is known. */
  lastSignInAt: z.string().nullable(),
  /** Sign-ins still live (not signed out, revoked or expired). */
  activeSignIns: z.number().int(),
});
export type ConsoleCustomerDetail = InCode<z.infer<typeof consoleCustomerDetailSchema>>;
export const consoleCustomerListSchema = consolePageSchema(consoleCustomerSchema);
export const userIdParamsSchema = z.object({ userId: idSchema });

/** What the operator's password reset answers: the link is queued for the customer's address. */
export const customerPasswordResetSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });
