import { z } from 'zod';
import type { InCode } from '../wire-names';
import { adminListQuerySchema, adminPageSchema } from './admin-list';
import { accountRoles } from './auth';
import { idSchema } from './catalog';

export const adminCustomerSorts = ['createdAt', 'email', 'orders', 'spent'] as const;

export const adminCustomerListQuerySchema = adminListQuerySchema(adminCustomerSorts, 'createdAt').extend({
  role: z.enum(accountRoles, { error: `must be one of ${accountRoles.join(', ')}` }).optional(),
});

export const adminCustomerSchema = z.object({
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
export type AdminCustomer = InCode<z.infer<typeof adminCustomerSchema>>;
export const adminCustomerListSchema = adminPageSchema(adminCustomerSchema);
export const userIdParamsSchema = z.object({ userId: idSchema });
