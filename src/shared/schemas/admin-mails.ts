import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema } from './catalog';

/** The mail outbox as the console shows it (docs/notifications.md "The mail outbox"). */

export { orderUuidParamsSchema } from './order';

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

export const adminMailSchema = z.object({
  mailId: z.number().int(),
  /** verification_code, existing_account, order_confirmation, order_notice, resend */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  messageId: z.string(),
  orderUuid: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When the next attempt is due, for a mail still waiting. */
  nextAttemptAt: z.string().nullable(),
});
export type AdminMail = InCode<z.infer<typeof adminMailSchema>>;

export const adminMailListSchema = z.object({ list: z.array(adminMailSchema) });

export const mailIdParamsSchema = z.object({ mailId: idSchema });

export const resendMailResponseSchema = z.object({ mailId: z.number().int() });
