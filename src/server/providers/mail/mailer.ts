import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type nodemailerModule from 'nodemailer';
import type { Config } from '@server/config';

// nodemailer is loaded with the first mail (or the SMTP transport), not at start-up: an idle
// shop writing to the outbox need not hold it.
const require = createRequire(import.meta.url);
const nodemailer = () => require('nodemailer') as typeof nodemailerModule;

/** One mail to one person: a real message with a subject, a text part and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A short line the outbox logs next to the subject (a verification mail's code), so the
   * embedded default can be used without opening files on a laptop. Never sent anywhere else,
   * never logged in production, and never logged by SMTP delivery.
   */
  logHint?: string;
  /**
   * The Message-ID header, chosen when the mail was queued (`<…@host>`), so a mail sent again
   * after an attempt whose answer never came is recognisable as the same mail. The outbox
   * directory names its file after it, so writing it again replaces the file.
   */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Who mail comes from: fixed text (`Shop <no-reply@shop.example>`), or asked at each mail (the
 * shop's identity, which the console edits; an empty name sends from the bare address).
 */
export type MailFrom = string | (() => { name: string; address: string });

const senderOf = (from: MailFrom) => (typeof from === 'function' ? from() : from);

export interface MailLog {
  info(obj: object, msg: string): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail lands in DATA_DIR/outbox as an .eml file.
 * Subjects and hints carry verification codes, so the outbox logs them only outside production:
 * a production log (shipped to a log service, read by support) must not hold a way into accounts.
 */
export function createMailer(config: Config, log: MailLog, from: MailFrom = config.MAIL_FROM): Mailer {
  return config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, from)
    : new OutboxMailer(path.join(config.DATA_DIR, 'outbox'), from, log, {
        logContents: config.NODE_ENV !== 'production',
      });
}

export class SmtpMailer implements Mailer {
  private readonly transport: nodemailerModule.Transporter;

  constructor(
    url: string,
    private readonly from: MailFrom,
  ) {
    // smtp:// upgrades with STARTTLS when the server offers it; smtps:// is TLS from the start.
    // Short timeouts: a sign-up waits for its mail, and a dead relay must not hang it for minutes.
    this.transport = nodemailer().createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: senderOf(this.from),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.messageId ? { messageId: message.messageId } : {}),
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

export class OutboxMailer implements Mailer {
  private transport: nodemailerModule.Transporter | undefined;

  constructor(
    readonly dir: string,
    private readonly from: MailFrom,
    private readonly log: MailLog,
    /** Log the subject and hint (a code) too: for a developer's laptop, not for production. */
    private readonly options: { logContents: boolean } = { logContents: true },
  ) {}

  async send(message: MailMessage): Promise<void> {
    // The stream transport builds the very message SMTP would carry, without sending it.
    this.transport ??= nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await this.transport.sendMail({
      from: senderOf(this.from),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.messageId ? { messageId: message.messageId } : {}),
    });
    await fs.mkdir(this.dir, { recursive: true });
    // Named after the Message-ID (which starts with the time it was queued, so a listing reads in
    // order): the same mail written twice is one file. Without one: the time and a random tail.
    const stem =
      message.messageId?.replace(/^<|@.*$/g, '').replace(/[^\w.-]/g, '_') ||
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const file = path.join(this.dir, `${stem}.eml`);
    // Written whole, then renamed into place: a crash never leaves half a mail behind.
    const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, info.message as Buffer, { mode: 0o600 });
    await fs.rename(temp, file);
    if (!this.options.logContents) {
      this.log.info({ mail: { to: message.to, file } }, 'mail written to the outbox');
      return;
    }
    this.log.info(
      {
        mail: { to: message.to, subject: message.subject, file, ...(message.logHint ? { hint: message.logHint } : {}) },
      },
      `mail written to the outbox: ${message.subject}${message.logHint ? ` (${message.logHint})` : ''}`,
    );
  }

  async close(): Promise<void> {}
}
