import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '@shared/item-at';
import { startMailCatcher, type MailCatcher } from '@server/test/mail-catcher';

interface Server {
  child: ChildProcess;
  address: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The real server process on the test's data directory; `die` starts the one dying mid-mail. */
async function startServer(dataDir: string, smtpUrl: string, die?: 'before' | 'after'): Promise<Server> {
  const entry = die ? 'src/server/test/serve-dying-on-mail.ts' : 'src/server/main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: smtpUrl,
      SEED_DEMO: 'false',
      MAIL_LEASE_MS: '2000',
      MAIL_DIE: die ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address in: ${output}`)), 60_000);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(itemAt(match, 1));
      }
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
  });
  return { child, address, exited };
}

const askCode = (server: Server, email: string) =>
  fetch(`${server.address}/api/auth/sign-up-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('a server killed (SIGKILL) while delivering a mail', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-crash-'));
  let smtp: MailCatcher;
  const servers: Server[] = [];
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
