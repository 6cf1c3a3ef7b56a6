import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '@server/test/server-process';
import { startMailCatcher, type MailCatcher } from '@server/test/mail-catcher';

/** The real server process on the test's data directory; `die` starts the one dying mid-mail. */
async function startServer(dataDir: string, smtpUrl: string, die?: 'before' | 'after'): Promise<ServerProcess> {
  return startServerProcess(die ? 'src/server/test/serve-dying-on-mail.ts' : 'src/server/main.ts', {
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    SEED_DEMO: 'false',
    MAIL_LEASE_MS: '2000',
    MAIL_DIE: die ?? '',
  });
}

const askCode = (server: ServerProcess, email: string) =>
  fetch(`${server.address}/api/auth/sign-up-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('a server killed (SIGKILL) while delivering a mail', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-crash-'));
  let smtp: MailCatcher;
  const servers: ServerProcess[] = [];
  const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

  beforeAll(async () => {
    smtp = await startMailCatcher();
  });
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await smtp.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no mail: one killed before the relay had it is sent once after the restart', async () => {
    const dying = await startServer(dataDir, smtp.url, 'before');
    servers.push(dying);
    expect((await askCode(dying, 'before@example.com')).status).toBe(200);
    expect((await dying.exited).signal).toBe('SIGKILL');
    expect(mailsTo('before@example.com')).toHaveLength(0);

    const restarted = await startServer(dataDir, smtp.url);
    servers.push(restarted);
    await smtp.waitForMail('before@example.com', { timeoutMs: 20_000 }); // once its lease ran out
    restarted.child.kill('SIGTERM');
    await restarted.exited;
    expect(mailsTo('before@example.com')).toHaveLength(1);
  }, 90_000);

  it('doubles at most the mail the relay accepted just before the kill, with the same Message-ID', async () => {
    const dying = await startServer(dataDir, smtp.url, 'after');
    servers.push(dying);
    expect((await askCode(dying, 'after@example.com')).status).toBe(200);
    expect((await dying.exited).signal).toBe('SIGKILL');
    const first = await smtp.waitForMail('after@example.com');

    const restarted = await startServer(dataDir, smtp.url);
    servers.push(restarted);
    const again = await smtp.waitForMail('after@example.com', { timeoutMs: 20_000 });
    expect(again.headers['message-id']).toBe(first.headers['message-id']);
    expect(again.code).toBe(first.code);
    restarted.child.kill('SIGTERM');
    await restarted.exited;
    // Recorded as sent by the second attempt: no sender will take it again.
    const db = new SQLite(path.join(dataDir, 'shop.db'), { readonly: true });
    const row = db.prepare("select status, attempts from mail_outbox where to_address = 'after@example.com'").get();
    db.close();
    expect(row).toEqual({ status: 'sent', attempts: 2 });
    expect(mailsTo('after@example.com')).toHaveLength(2);
  }, 90_000);
});
