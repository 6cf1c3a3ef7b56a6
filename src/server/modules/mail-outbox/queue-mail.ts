import type { Tx } from '@server/db/transaction';
import type { MailMessage } from '@server/providers/mail/mailer';
import { insertMail } from './mail-outbox.repository.js';
import type { MailOutbox } from './outbox-sender.js';

/** What a mail is about, for the console's list of an order's mails. */
export type MailKind =
  | 'verification_code'
  | 'existing_account'
  | 'order_confirmation'
  | 'order_notice'
  | 'resend'
  | 'password_reset_code'
  | 'password_reset_link'
  | 'password_changed'
  | 'email_change_code'
  | 'email_taken'
  | 'email_changed'
  | 'account_closed'
  | 'staff_invitation';

/**
 * Queues a mail in the transaction of its cause: it exists exactly when the cause does, and the
 * outbox sender delivers it after commit (and retries until the relay takes it).
 */
export async function queueMail(
  tx: Tx,
  outbox: MailOutbox,
  message: MailMessage,
  about: { kind: MailKind; orderId?: number | null; sensitive?: boolean; now: string },
): Promise<number> {
  const mailId = await insertMail(tx.kysely, {
    message_id: outbox.messageId(),
    kind: about.kind,
    order_id: about.orderId ?? null,
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    log_hint: message.logHint ?? null,
    sensitive: about.sensitive ? 1 : 0,
    status: 'pending',
    next_attempt_at: about.now,
    created_at: about.now,
  });
  tx.afterCommit(() => outbox.wake());
  return mailId;
}
