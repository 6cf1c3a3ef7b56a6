import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema } from './catalog';

/** The mail outbox as the console shows it (docs/notifications.md "The mail outbox"). */

export { orderUuidParamsSchema } from './order';

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

export const consoleMailSchema = z.object({
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
export type ConsoleMail = InCode<z.infer<typeof consoleMailSchema>>;

export const consoleMailListSchema = z.object({ list: z.array(consoleMailSchema) });

export const mailIdParamsSchema = z.object({ mailId: idSchema });

export const resendMailResponseSchema = z.object({ mailId: z.number().int() });
