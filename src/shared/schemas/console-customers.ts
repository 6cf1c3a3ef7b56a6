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
/** One customer as the console's customer page shows them: with their saved addresses, defaults first. */
export const consoleCustomerDetailSchema = consoleCustomerSchema.extend({ addresses: z.array(addressSchema) });
export type ConsoleCustomerDetail = InCode<z.infer<typeof consoleCustomerDetailSchema>>;
export const consoleCustomerListSchema = consolePageSchema(consoleCustomerSchema);
export const userIdParamsSchema = z.object({ userId: idSchema });
