import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/database';
import type { MailOutboxRow } from '@server/db/schema';
import type { Clock } from '@server/providers/clock/clock';
import type { Mailer } from '@server/providers/mail/mailer';
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
  /** The host part of every Message-ID. */
  messageIdHost: string;
}

/** What queueing a mail needs of the sender: a Message-ID, and to be told after commit. */
export interface MailOutbox {
  messageId(): string;
  wake(): void;
}

/** Rows looked at per pass; a pass goes on until nothing is due. */
const BATCH = 20;

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
 * Delivers the mail outbox (docs/notifications.md "The mail outbox"). Every instance runs one.
 * A pass takes due rows oldest first, claims each with a lease (a conditional update, so one
 * instance sends it), hands it to the transport (SMTP, or DATA_DIR/outbox) and marks it sent. A
 * refused attempt waits `retryFirstMs`, doubling, up to `maxAttempts`; an SMTP 5xx answer fails it
 * at once (the relay will refuse it again). When the relay itself is unreachable the pass stops;
 * the first mail it accepts afterwards makes every waiting mail due, so an outage ends with the
 * queue delivered in order rather than over the next backoff period.
 */
export class OutboxSender implements MailOutbox {
  /** This sender's name in `lease_owner`: unique per process start. */
  readonly owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private relayDown = false;
  /** While the relay is down: when this sender tries it again (one probe per backoff, not per mail). */
  private relayRetryAt = 0;

  constructor(
    private readonly db: Db,
    private readonly transport: Mailer,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly settings: OutboxSettings,
  ) {}

  /** Time first, so ids (and the outbox's file names) sort in the order mails were queued. */
  messageId(): string {
    const time = new Date(this.clock.now()).toISOString().replace(/[-:.]/g, '');
    return `<${time}.${randomBytes(8).toString('hex')}@${this.settings.messageIdHost}>`;
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Waits for a pass under way (a mail being handed over), then sends nothing more. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Look now: a mail was queued (after its transaction committed), or a test moved on. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass()
      .catch((err: unknown) => this.log.error({ err }, 'mail outbox pass failed; tried again shortly'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        } else void this.schedule();
      });
  }

  /** Sends what is due now; resolves when nothing more is (or the relay is unreachable). */
  async pass(): Promise<void> {
    for (;;) {
      if (this.stopped || this.clock.now() < this.relayRetryAt) return;
      const ids = await repo.dueMails(this.db.kysely, this.nowIso(), BATCH);
      if (ids.length === 0) return;
      let progressed = false;
      for (const id of ids) {
        if (this.stopped) return;
        const mail = await repo.claimMail(this.db.kysely, id, {
          owner: this.owner,
          now: this.nowIso(),
          leaseUntil: this.nowIso(this.settings.leaseMs),
        });
        if (!mail) continue; // another instance took it
        const outcome = await this.deliver(mail);
        if (outcome === 'relay-down') return;
        progressed = true;
      }
      if (!progressed) return;
    }
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

  /** Next look: when the earliest waiting mail is due, and at least every `pollMs`. */
  private async schedule(): Promise<void> {
    if (this.stopped) return;
    let delay = this.settings.pollMs;
    try {
      const at = await repo.nextDueAt(this.db.kysely);
      if (at) delay = Math.max(50, Math.min(delay, Date.parse(at) - this.clock.now()));
      delay = Math.max(delay, this.relayRetryAt - this.clock.now());
    } catch (err) {
      this.log.warn({ err }, 'mail outbox: could not read when the next mail is due');
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.clock.now() + offsetMs).toISOString();
  }
}
