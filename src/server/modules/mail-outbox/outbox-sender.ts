import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import type { MailOutboxRow } from '@server/db/schema';
import type { Clock } from '@server/providers/clock/clock';
import type { Mailer } from '@server/providers/mail/mailer';
import { LeasedSender } from '@server/lib/leased-sender';
import * as repo from './mail-outbox.repository.js';

export interface OutboxSettings {
  /** Attempts before a mail is `failed` (shown to the operator). */
  maxAttempts: number;
  /** The first wait after a failed attempt; each further one doubles, up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
  /** How often an idle sender looks for mails other instances queued or whose time came. */
  pollMs: number;
  /** How long a claimed mail is this sender's; longer than any SMTP exchange can take. */
  leaseMs: number;
  /** The host part of every Message-ID: fixed, or asked at each mail (the sender's domain, as the console edits it). */
  messageIdHost: string | (() => string);
}

/** What queueing a mail needs of the sender: a Message-ID, and to be told after commit. */
export interface MailOutbox {
  messageId(): string;
  wake(): void;
}

/** The part of MAIL_FROM after the @ (`Shop <no-reply@shop.example>` → `shop.example`). */
export function messageIdHostOf(mailFrom: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? 'shop.localhost';
}

interface SendError {
  responseCode?: number;
  command?: string;
  code?: string;
  message?: string;
}

/** The relay itself did not take the call (down, refusing, busy): no other mail will fare better now. */
function relayUnavailable(err: SendError): boolean {
  if (err.code === 'EENVELOPE') return false;
  return err.responseCode === undefined || err.command === 'CONN' || err.responseCode === 421;
}

/**
 * Delivers the mail outbox (docs/notifications.md "The mail outbox") through the leased-sender
 * loop (`lib/leased-sender.ts`): every instance runs one, a pass claims due mails with a lease,
 * hands each to the transport (SMTP, or DATA_DIR/outbox) and marks it sent. A
 * refused attempt waits `retryFirstMs`, doubling, up to `maxAttempts`; an SMTP 5xx answer fails it
 * at once (the relay will refuse it again). When the relay itself is unreachable the pass stops;
 * the first mail it accepts afterwards makes every waiting mail due, so an outage ends with the
 * queue delivered in order rather than over the next backoff period.
 */
export class OutboxSender implements MailOutbox {
  private readonly loop: LeasedSender<MailOutboxRow>;
  private relayDown = false;
  /** While the relay is down: when this sender tries it again (one probe per backoff, not per mail). */
  private relayRetryAt = 0;

  constructor(
    private readonly db: Db,
    private readonly transport: Mailer,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly settings: OutboxSettings,
  ) {
    const { pollMs, leaseMs } = settings;
    this.loop = new LeasedSender(
      {
        due: (now, limit) => repo.dueMails(db.kysely, now, limit),
        claim: (id, lease) => repo.claimMail(db.kysely, id, lease),
        send: async (mail) => ((await this.deliver(mail)) === 'relay-down' ? 'stop' : 'sent'),
        nextDueAt: () => repo.nextDueAt(db.kysely),
        pausedUntil: () => this.relayRetryAt,
      },
      clock,
      log,
      { pollMs, leaseMs, name: 'mail outbox' },
    );
  }

  /** This sender's name in `lease_owner`: unique per process start. */
  get owner(): string {
    return this.loop.owner;
  }

  /** Time first, so ids (and the outbox's file names) sort in the order mails were queued. */
  messageId(): string {
    const time = new Date(this.clock.now()).toISOString().replace(/[-:.]/g, '');
    const host = this.settings.messageIdHost;
    return `<${time}.${randomBytes(8).toString('hex')}@${typeof host === 'function' ? host() : host}>`;
  }

  start(): void {
    this.loop.start();
  }

  /** Waits for a pass under way (a mail being handed over), then sends nothing more. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Look now: a mail was queued (after its transaction committed), or a test moved on. */
  wake(): void {
    this.loop.wake();
  }

  /** Sends what is due now; resolves when nothing more is (or the relay is unreachable). */
  pass(): Promise<void> {
    return this.loop.pass();
  }

  private async deliver(mail: MailOutboxRow): Promise<'sent' | 'refused' | 'relay-down'> {
    try {
      await this.transport.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: mail.message_id,
        ...(mail.log_hint ? { logHint: mail.log_hint } : {}),
      });
    } catch (caught) {
      const err = (caught ?? {}) as SendError;
      // A 5xx answer, or an address nodemailer cannot even put on the envelope, will never pass.
      const permanent =
        (err.responseCode !== undefined && err.responseCode >= 500 && err.responseCode < 600) ||
        err.code === 'EENVELOPE';
      const failed = permanent || mail.attempts >= this.settings.maxAttempts;
      const wait = Math.min(this.settings.retryMaxMs, this.settings.retryFirstMs * 2 ** (mail.attempts - 1));
      await repo.markUnsent(this.db.kysely, mail, this.owner, {
        failed,
        nextAttemptAt: this.nowIso(wait),
        error: `${err.responseCode ?? err.code ?? ''} ${err.message ?? String(caught)}`.trim(),
      });
      const fields = { mailId: mail.mail_id, kind: mail.kind, attempts: mail.attempts, err: err.message };
      if (failed) this.log.error(fields, 'mail could not be delivered; marked failed for the operator');
      else this.log.warn({ ...fields, retryInMs: wait }, 'mail not delivered yet; will retry');
      if (relayUnavailable(err)) {
        this.relayDown = true;
        this.relayRetryAt = this.clock.now() + wait;
        return 'relay-down';
      }
      return 'refused';
    }
    await repo.markSent(this.db.kysely, mail, this.owner, this.nowIso());
    if (this.relayDown) {
      this.relayDown = false;
      await repo.makeWaitingDue(this.db.kysely, this.nowIso());
    }
    return 'sent';
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.clock.now() + offsetMs).toISOString();
  }
}
