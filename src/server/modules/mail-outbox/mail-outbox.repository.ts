import { sql } from 'kysely';
import type { Executor } from '@server/db/transaction';
import type { MailOutboxRow, NewMailOutboxRow } from '@server/db/schema';

/** What a sensitive mail (a verification code) keeps once delivered: nothing that opens an account. */
const REMOVED = '(removed once delivered)';
/** …and once it failed for good: nobody will send it, and operators read the failed list. */
const REMOVED_FAILED = '(removed: not delivered)';

export async function insertMail(db: Executor, row: NewMailOutboxRow): Promise<number> {
  const { mail_id } = await db.insertInto('mail_outbox').values(row).returning('mail_id').executeTakeFirstOrThrow();
  return mail_id;
}

/**
 * Up to `limit` rows a sender may take now, oldest first: unsent and due, or in the hands of a
 * sender whose lease ran out (it died). A row waits while an older unsent mail to the same
 * address exists, so one person's mails arrive in the order their causes happened.
 */
export async function dueMails(db: Executor, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox as m')
    .select('m.mail_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('m.status', '=', 'pending'), eb('m.next_attempt_at', '<=', now)]),
        eb.and([eb('m.status', '=', 'sending'), eb('m.lease_until', '<=', now)]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mail_outbox as e')
            .select('e.mail_id')
            .whereRef('e.to_address', '=', 'm.to_address')
            .whereRef('e.mail_id', '<', 'm.mail_id')
            .where('e.status', 'in', ['pending', 'sending']),
        ),
      ),
    )
    .orderBy('m.mail_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.mail_id);
}

/**
 * Takes one row for this sender with a conditional update: of several instances racing for it,
 * one gets it. The attempt is counted here, before sending, so a sender that dies mid-send
 * still used one.
 */
export async function claimMail(
  db: Executor,
  mailId: number,
  claim: { owner: string; now: string; leaseUntil: string },
): Promise<MailOutboxRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      lease_until: claim.leaseUntil,
      lease_owner: claim.owner,
    }))
    .where('mail_id', '=', mailId)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', claim.now)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', claim.now)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function markSent(db: Executor, mail: MailOutboxRow, owner: string, now: string): Promise<boolean> {
  const forget = mail.sensitive ? { subject: REMOVED, text_body: REMOVED, html_body: REMOVED, log_hint: null } : {};
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, lease_until: null, lease_owner: null, last_error: null, ...forget })
    .where('mail_id', '=', mail.mail_id)
    .where('status', '=', 'sending')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Back to the queue for a later attempt, or `failed` for good; only by the sender holding it. */
export async function markUnsent(
  db: Executor,
  mail: MailOutboxRow,
  owner: string,
  outcome: { failed: boolean; nextAttemptAt: string; error: string },
): Promise<void> {
  const forget =
    outcome.failed && mail.sensitive
      ? { subject: REMOVED_FAILED, text_body: REMOVED_FAILED, html_body: REMOVED_FAILED, log_hint: null }
      : {};
  await db
    .updateTable('mail_outbox')
    .set({
      ...forget,
      status: outcome.failed ? 'failed' : 'pending',
      next_attempt_at: outcome.nextAttemptAt,
      lease_until: null,
      lease_owner: null,
      last_error: outcome.error.slice(0, 500),
    })
    .where('mail_id', '=', mail.mail_id)
    .where('status', '=', 'sending')
    .where('lease_owner', '=', owner)
    .execute();
}

/** The relay answers again: every mail waiting out its backoff may go now. */
export async function makeWaitingDue(db: Executor, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: now })
    .where('status', '=', 'pending')
    .where('next_attempt_at', '>', now)
    .execute();
}

/** When the earliest unsent mail is due (a lease's end for one being sent), or undefined. */
export async function nextDueAt(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(sql<string>`min(case when status = 'pending' then next_attempt_at else lease_until end)`.as('at'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  return row?.at ?? undefined;
}

export async function findMail(db: Executor, mailId: number): Promise<MailOutboxRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('mail_id', '=', mailId).executeTakeFirst();
}

/** Mails with their order's public id, for the console: one order's, or the latest failed. */
export async function listMailsWithOrder(
  db: Executor,
  filter: { orderId: number } | { status: 'failed'; limit: number },
) {
  let query = db
    .selectFrom('mail_outbox as m')
    .leftJoin('customer_order as o', 'o.order_id', 'm.order_id')
    .selectAll('m')
    .select('o.order_uuid');
  if ('orderId' in filter) query = query.where('m.order_id', '=', filter.orderId).orderBy('m.mail_id');
  else query = query.where('m.status', '=', filter.status).orderBy('m.mail_id', 'desc').limit(filter.limit);
  return query.execute();
}
