import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, startMailCatcher, type MailCatcher } from '@server/test/mail-catcher';
import { testConfig } from '@server/test/test-app';
import { OutboxMailer, SmtpMailer, createMailer, type MailMessage } from './mailer.js';
import { itemAt } from '@shared/item-at';

const message: MailMessage = {
  to: 'reader@example.com',
  subject: 'Grüße: 123456 is your code',
  text: 'Your verification code is: 123456\nSee you soon — the shop',
  html: '<p>Your code: <b>123456</b> — see you</p>',
  logHint: 'code 123456',
};

describe('mail providers', () => {
  let smtp: MailCatcher;
  let dir: string;
  beforeAll(async () => {
    smtp = await startMailCatcher();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'));
  });
  afterAll(async () => {
    await smtp.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a real message over SMTP: from, subject, text and HTML parts', async () => {
    const mailer = new SmtpMailer(smtp.url, 'Shop <no-reply@shop.test>');
    await mailer.send(message);
    await mailer.close();
    const mail = await smtp.waitForMail('reader@example.com');
    expect(mail.from).toBe('Shop <no-reply@shop.test>');
    expect(mail.subject).toBe(message.subject);
    expect(mail.text).toBe(message.text);
    expect(mail.html).toBe(message.html);
    expect(mail.code).toBe('123456');
    // The log hint is for the outbox log only; it never travels.
    expect(mail.raw).not.toContain('logHint');
  });

  it('waits for a mail that has not arrived yet, and hands each mail out once', async () => {
    const mailer = new SmtpMailer(smtp.url, 'Shop <no-reply@shop.test>');
    const waiting = smtp.waitForMail('later@example.com');
    await mailer.send({ ...message, to: 'later@example.com', subject: 'first' });
    await mailer.send({ ...message, to: 'later@example.com', subject: 'second' });
    expect((await waiting).subject).toBe('first');
    expect((await smtp.waitForMail('LATER@example.com')).subject).toBe('second');
    await expect(smtp.waitForMail('later@example.com', { timeoutMs: 100 })).rejects.toThrow(
      /No mail to later@example.com/,
    );
    await mailer.close();
  });

  it('fails loudly when the relay cannot be reached', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'Shop <no-reply@shop.test>');
    await expect(mailer.send(message)).rejects.toThrow();
  });

  it('writes the same message to an .eml file in the outbox and logs subject and hint', async () => {
    const lines: { obj: object; msg: string }[] = [];
    const outbox = path.join(dir, 'outbox');
    const mailer = new OutboxMailer(outbox, 'Shop <no-reply@shop.test>', {
      info: (obj, msg) => lines.push({ obj, msg }),
    });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'another' });
    const files = fs.readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    const mail = parseMail(fs.readFileSync(path.join(outbox, itemAt(files, 0)), 'utf8'));
    expect(mail).toMatchObject({
      to: ['reader@example.com'],
      from: 'Shop <no-reply@shop.test>',
      subject: message.subject,
      text: message.text,
      html: message.html,
      code: '123456',
    });
    expect(fs.statSync(path.join(outbox, itemAt(files, 0))).mode & 0o777).toBe(0o600);
    expect(itemAt(lines, 0).msg).toBe(`mail written to the outbox: ${message.subject} (code 123456)`);
    expect(itemAt(lines, 0).obj).toMatchObject({
      mail: { to: 'reader@example.com', subject: message.subject, hint: 'code 123456' },
    });
  });

  it('never logs a code in production or when mail goes out by SMTP', async () => {
    const lines: string[] = [];
    const log = { info: (obj: object, msg: string) => lines.push(JSON.stringify(obj) + msg) };
    const production = createMailer(testConfig(dir, { NODE_ENV: 'production' }), log);
    await production.send(message);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('reader@example.com');
    const relay = createMailer(testConfig(dir, { SMTP_URL: smtp.url }), log);
    await relay.send(message);
    await smtp.waitForMail('reader@example.com');
    await relay.close();
    expect(lines.join('\n')).not.toContain('123456');
  });

  it('chooses SMTP when SMTP_URL is set and the outbox otherwise', async () => {
    const log = { info: () => {} };
    const outbox = createMailer(testConfig(dir), log);
    expect(outbox).toBeInstanceOf(OutboxMailer);
    expect((outbox as OutboxMailer).dir).toBe(path.join(dir, 'outbox'));
    const relay = createMailer(testConfig(dir, { SMTP_URL: smtp.url }), log);
    expect(relay).toBeInstanceOf(SmtpMailer);
    await relay.close();
  });
});
