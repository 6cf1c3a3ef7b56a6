import path from 'node:path';
import { requestSignUpToken } from '@shared/contract/auth';
import { listFailedMails, resendMail } from '@shared/contract/console-mails';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDb } from '@server/db/database';
import { buildTestApp, createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '@server/test/mail-catcher';
import { SmtpMailer } from '@server/providers/mail/mailer';
import { signedInUser } from '@server/test/users';
import { setOperator } from '@server/modules/console/operator-role';
import * as repo from './mail-outbox.repository.js';
import { queueMail } from './queue-mail.js';

/**
 * How long the relay refuses connections in the outage test. An outage of a few seconds already
 * makes every mail wait through several real backoff steps (first wait 300 ms, doubling); set
 * MAIL_OUTAGE_MS=30000 to watch a half-minute one.
 */
const OUTAGE_MS = Number(process.env.MAIL_OUTAGE_MS ?? 3_000);

const messageIdOf = (mail: CaughtMail) => mail.headers['message-id'] ?? '';

async function queue(t: TestApp, to: string, subject: string) {
  return t.db.transaction((tx) =>
    queueMail(
      tx,
      t.app.mailOutbox,
      { to, subject, text: subject, html: `<p>${subject}</p>` },
      { kind: 'order_notice', now: t.app.nowIso() },
    ),
  );
}

describe.each(testDialects)('the mail outbox on %s', (dialect) => {
  let t: TestApp;
  let smtp: MailCatcher;

  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await createTestApp(dialect, {
      seed: false,
      env: { SMTP_URL: smtp.url, MAIL_RETRY_FIRST_MS: '300', MAIL_RETRY_MAX_MS: '2000', MAIL_MAX_ATTEMPTS: '50' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it(`delivers every mail queued while the relay refused connections (${OUTAGE_MS} ms) once, each person's in order`, async () => {
    await smtp.pause();
    const people = ['ann', 'bob', 'cy'].map((name) => `${name}-outage-${dialect}@example.com`);
    const queued: { to: string; subject: string }[] = [];
    const started = Date.now();
    // Causes keep happening through the outage, a few each second.
    for (let i = 0; Date.now() - started < OUTAGE_MS; i++) {
      const to = people[i % people.length]!;
      const subject = `mail ${i} to ${to}`;
      await queue(t, to, subject);
      queued.push({ to, subject });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    // One through the real path too: a verification code asked for during the outage.
    const asked = await callEndpoint(t.app, requestSignUpToken, {
      body: { email: `dee-outage-${dialect}@example.com` },
    });
    expect(asked.status).toBe(200);
    const tried = await t.db.kysely.selectFrom('mail_outbox').select(['attempts', 'status']).execute();
    expect(tried.some((m) => m.attempts > 0 && m.status === 'pending')).toBe(true);
    expect(smtp.mails).toHaveLength(0);
    await smtp.resume();

    const code = await smtp.waitForMail(`dee-outage-${dialect}@example.com`, { timeoutMs: 20_000 });
    expect(code.code).toMatch(/^\d{6}$/);
    for (const to of people) {
      const expected = queued.filter((q) => q.to === to).map((q) => q.subject);
      const got: string[] = [];
      for (let n = 0; n < expected.length; n++) got.push((await smtp.waitForMail(to, { timeoutMs: 20_000 })).subject);
      expect(got).toEqual(expected); // in the order of their causes
    }
    const ids = smtp.mails.map(messageIdOf);
    expect(new Set(ids).size).toBe(ids.length); // none twice
    expect(ids).toHaveLength(queued.length + 1);
    const allSent = async () =>
      (await t.db.kysely.selectFrom('mail_outbox').select('status').execute()).every((r) => r.status === 'sent');
    await expect.poll(allSent).toBe(true);
    const rows = await t.db.kysely.selectFrom('mail_outbox').selectAll().execute();
    expect(new Set(rows.map((r) => r.message_id))).toEqual(new Set(ids));
    expect(Math.max(...rows.map((r) => r.attempts))).toBeGreaterThan(1); // backed off and retried
  }, 60_000);

  it('takes over a mail whose sender died mid-send once its lease ends; the retry keeps the Message-ID', async () => {
    const to = `crash-${dialect}@example.com`;
    const mailId = await queue(t, to, 'sent by a sender that died');
    // Another instance claimed it and then died: the lease, not the live sender, holds it.
    await t.db.kysely
      .updateTable('mail_outbox')
      .set({
        status: 'sending',
        attempts: 1,
        lease_owner: 'dead',
        lease_until: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .where('mail_id', '=', mailId)
      .execute();
    // It had even handed the mail to the relay: SMTP took it, the answer never got recorded.
    const row = (await repo.findMail(t.db.kysely, mailId))!;
    const direct = new SmtpMailer(smtp.url, t.config.MAIL_FROM);
    await direct.send({
      to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      messageId: row.message_id,
    });
    await direct.close();
    const first = await smtp.waitForMail(to);
    // Nobody else touches it while the lease lasts.
    t.app.mailOutbox.wake();
    expect((await repo.findMail(t.db.kysely, mailId))?.status).toBe('sending');
    // The lease ends (moved to the past rather than waited for, so a slow machine cannot end it
    // early); the live sender takes it on its next look.
    await t.db.kysely
      .updateTable('mail_outbox')
      .set({ lease_until: new Date(Date.now() - 1_000).toISOString() })
      .where('mail_id', '=', mailId)
      .execute();
    t.app.mailOutbox.wake();
    const again = await smtp.waitForMail(to, { timeoutMs: 15_000 });
    expect(messageIdOf(again)).toBe(messageIdOf(first));
    await expect.poll(async () => (await repo.findMail(t.db.kysely, mailId))?.status).toBe('sent');
    expect((await repo.findMail(t.db.kysely, mailId))?.attempts).toBe(2);
  }, 30_000);

  it('marks a mail the relay refuses for good (5xx) failed at once, shows it to the operator, and sends a copy on request', async () => {
    expect((await callEndpoint(t.app, listFailedMails, {})).status).toBe(401);
    const email = `operator-outbox-${dialect}@example.com`;
    const op = await signedInUser(t, email);
    await setOperator(t.db.kysely, email, 'grant');
    const mailId = await queue(t, `refused-${dialect}@example.com`, 'a mail for nobody');
    await expect
      .poll(async () => (await repo.findMail(t.db.kysely, mailId))?.status, { timeout: 10_000 })
      .toBe('failed');
    expect((await repo.findMail(t.db.kysely, mailId))?.attempts).toBe(1);

    const failed = await callEndpoint(t.app, listFailedMails, {}, op);
    expect(failed.data.list).toEqual([
      expect.objectContaining({ mailId, status: 'failed', attempts: 1, lastError: expect.stringMatching(/^550/) }),
    ]);
    const copy = await callEndpoint(t.app, resendMail, { params: { mailId } }, op);
    expect(copy.status).toBe(200);
    const copyId = copy.data.mailId;
    expect(copyId).toBeGreaterThan(mailId);
    expect(await repo.findMail(t.db.kysely, copyId)).toMatchObject({ kind: 'resend', subject: 'a mail for nobody' });
    expect((await callEndpoint(t.app, resendMail, { params: { mailId: 999999 } }, op)).status).toBe(404);
    expect((await callEndpointWithInvalidInput(t.app, resendMail, { params: { mailId: 'x' } }, op)).status).toBe(400);
  });
});

describe.runIf(testDialects.includes('postgres'))('two instances sharing one PostgreSQL database', () => {
  it('send each mail once', async () => {
    const smtp = await startMailCatcher();
    const t = await createTestApp('postgres', { seed: false, env: { SMTP_URL: smtp.url } });
    const db2 = await openMigratedDb({ url: process.env.TEST_DATABASE_URL!, schema: t.schema, poolSize: 5 });
    const other = await buildTestApp(t.config, { db: db2, orderSweep: false, webDir: path.join(t.dataDir, 'no-web') });
    await other.ready();
    try {
      await smtp.pause(); // let a queue build up, then both instances race for it
      const count = 40;
      for (let i = 0; i < count; i++) await queue(t, `twin-${i % 4}@example.com`, `twin mail ${i}`);
      await smtp.resume();
      t.app.mailOutbox.wake();
      other.mailOutbox.wake();
      await expect.poll(() => smtp.mails.length, { timeout: 30_000 }).toBe(count);
      // Every row recorded as sent: no sender will take one again.
      const unsent = async () =>
        (await t.db.kysely.selectFrom('mail_outbox').select('status').execute()).filter((r) => r.status !== 'sent');
      await expect.poll(async () => (await unsent()).length).toBe(0);
      const ids = smtp.mails.map(messageIdOf);
      expect(new Set(ids).size).toBe(count);
      expect(smtp.mails).toHaveLength(count);
    } finally {
      await other.close();
      await db2.close();
      await t.close();
      await smtp.stop();
    }
  }, 60_000);
});
