import type { ConsoleMail } from '@shared/schemas/console-mails';
import type { MailOutboxRow } from '@server/db/schema';
import { conflict, notFound } from '@server/lib/errors';
import * as outbox from '@server/modules/mail-outbox';
import { queueMail, type MailKind } from '@server/modules/mail-outbox';
import * as orders from '@server/modules/order';
import type { ConsoleDeps } from '@server/modules/console/console.deps';

const FAILED_SHOWN = 100;

function toAdminMail(row: MailOutboxRow & { order_uuid: string | null }): ConsoleMail {
  const waiting = row.status === 'pending' || row.status === 'sending';
  return {
    mailId: row.mail_id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    messageId: row.message_id,
    orderUuid: row.order_uuid,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: waiting ? row.next_attempt_at : null,
  };
}

export async function orderMails(deps: ConsoleDeps, orderUuid: string) {
  const order = await orders.findByUuid(deps.db.kysely, orderUuid);
  if (!order) throw notFound('Order');
  const rows = await outbox.listMailsWithOrder(deps.db.kysely, { orderId: order.order_id });
  return { list: rows.map(toAdminMail) };
}

export async function failedMails(deps: ConsoleDeps) {
  const rows = await outbox.listMailsWithOrder(deps.db.kysely, { status: 'failed', limit: FAILED_SHOWN });
  return { list: rows.map(toAdminMail) };
}

/**
 * A copy of a mail, queued now: a new row with a Message-ID of its own (a copy asked for is a
 * new mail, which a receiving system must not take for a retry of the first). Written to the
 * order's events. A verification code's mail kept nothing to copy once delivered.
 */
export async function resendMail(deps: ConsoleDeps, actor: string, mailId: number) {
  return deps.db.transaction(async (tx) => {
    const mail = await outbox.findMail(tx.kysely, mailId);
    if (!mail) throw notFound('Mail');
    if (mail.sensitive) throw conflict('A verification code is not sent again; the customer asks for a new code');
    const now = deps.nowIso();
    const copy = await queueMail(
      tx,
      deps.outbox,
      { to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body },
      { kind: 'resend' satisfies MailKind, orderId: mail.order_id, now },
    );
    if (mail.order_id !== null) {
      await orders.addEvent(tx.kysely, {
        orderId: mail.order_id,
        type: 'mail_resent',
        actor,
        detail: { mailId, copy, to: mail.to_address },
        now,
      });
    }
    return { mailId: copy };
  });
}
