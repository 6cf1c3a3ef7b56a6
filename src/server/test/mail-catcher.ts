import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { itemAt } from '@shared/item-at';

/** A mail as a person would read it, plus the raw message and the first six-digit code in it. */
export interface CaughtMail {
  from: string;
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The first standalone six-digit number of the text part, or null. */
  code: string | null;
  headers: Record<string, string>;
  raw: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:PORT`, ready for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail received so far, oldest first. */
  mails: CaughtMail[];
  /**
   * The oldest mail to `to` not yet returned by an earlier call, waiting for it to arrive;
   * so two calls after a resend give the first mail, then the second.
   */
  waitForMail(to: string, options?: { timeoutMs?: number }): Promise<CaughtMail>;
  /** Stops listening (connections are refused, as by a relay that is down) until `resume`. */
  pause(): Promise<void>;
  /** Listens again on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a free port, catching every mail sent to it. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP: no certificate to trust in tests; production relays may offer STARTTLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' });
    },
    // A relay refuses some recipients for good: here, any address that starts with `refused-`.
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().startsWith('refused-')) {
        const err: Error & { responseCode?: number } = new Error('No such mailbox here');
        err.responseCode = 550;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  function takeFor(to: string): CaughtMail | undefined {
    const mail = mails.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
    if (mail) taken.add(mail);
    return mail;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitForMail(to, { timeoutMs = 5000 } = {}) {
      const ready = takeFor(to);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = takeFor(to);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `No mail to ${to} within ${timeoutMs} ms (caught: ${mails.map((m) => m.to.join(',')).join('; ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    // The listening socket alone: sessions under way finish, new connections get ECONNREFUSED.
    pause: () => new Promise<void>((resolve) => server.server.close(() => resolve())),
    resume: () =>
      new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- A small MIME reader: enough for what nodemailer writes (multipart, QP, base64, RFC 2047). ----

function splitHeaderBody(raw: string): [string, string] {
  const normalised = raw.replace(/\r\n/g, '\n');
  const at = normalised.indexOf('\n\n');
  return at === -1 ? [normalised, ''] : [normalised.slice(0, at), normalised.slice(at + 2)];
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft.charAt(i), 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words, as in non-ASCII subjects. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function boundaryOf(contentType: string): string | null {
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1] ?? null;
}

/** Leaf parts (content type and decoded text) of a possibly nested multipart body. */
function leafParts(headers: Record<string, string>, body: string): { type: string; text: string }[] {
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = boundaryOf(headers['content-type'] ?? '');
  if (!type.startsWith('multipart/') || !boundary) {
    return [{ type: itemAt(type.split(';'), 0).trim(), text: decodeBody(body, headers['content-transfer-encoding']) }];
  }
  const sections = body.split(`--${boundary}`).slice(1);
  return sections
    .filter((s) => !s.startsWith('--'))
    .flatMap((section) => {
      const [h, b] = splitHeaderBody(section.replace(/^\n/, ''));
      return leafParts(parseHeaders(h), b.replace(/\n$/, ''));
    });
}

/** Reads a raw RFC 5322 message (a caught SMTP DATA or an outbox .eml file). */
export function parseMail(raw: string, envelopeTo: string[] = []): CaughtMail {
  const [headerBlock, body] = splitHeaderBody(raw);
  const headers = parseHeaders(headerBlock);
  const parts = leafParts(headers, body);
  const text = parts.find((p) => p.type === 'text/plain')?.text ?? '';
  const html = parts.find((p) => p.type === 'text/html')?.text ?? '';
  const to =
    envelopeTo.length > 0
      ? envelopeTo
      : (headers.to ?? '').split(',').map((a) => a.replace(/.*</, '').replace(/>.*/, '').trim().toLowerCase());
  return {
    from: decodeEncodedWords(headers.from ?? ''),
    to,
    subject: decodeEncodedWords(headers.subject ?? ''),
    text,
    html,
    code: /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? null,
    headers,
    raw,
  };
}

/**
 * The mails the outbox sender has delivered to `outboxDir`, oldest first. The sender writes a
 * temporary file and renames it to `.eml`, so only `.eml` files are whole messages.
 */
export function outboxMails(outboxDir: string): { file: string; mail: CaughtMail }[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => ({ file, mail: parseMail(fs.readFileSync(path.join(outboxDir, file), 'utf8')) }));
}
