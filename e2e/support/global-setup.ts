import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { startMailCatcher, type MailCatcher } from '../../src/server/test/mail-catcher.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The shop did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * The caught mails, for tests in other processes: `GET /mail?to=ADDRESS` waits for the next
 * mail to that address and answers it as JSON (subject, text, html, code).
 */
async function serveMail(catcher: MailCatcher): Promise<{ url: string; close: () => Promise<void> }> {
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '';
    try {
      const mail = await catcher.waitForMail(to, { timeoutMs: 15_000 });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mail));
    } catch (error) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(String(error));
    }
  };
  const server = http.createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * Starts the built shop on a free port with a temporary DATA_DIR (so a fresh demo catalogue),
 * sending mail to a real SMTP catcher, and hands both addresses to the tests through
 * E2E_BASE_URL and E2E_MAIL_URL.
 */
export default async function globalSetup() {
  // WEB_DIR lets several builds live side by side (default: npm run build's dist/web).
  const webDir = process.env.WEB_DIR ?? 'dist/web';
  if (!fs.existsSync(path.join(webDir, 'index.html')))
    throw new Error(`Build the storefront first (npm run build): no ${webDir}/index.html`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const catcher = await startMailCatcher();
  const mailApi = await serveMail(catcher);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIR: webDir,
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Shop <shop@example.com>',
      // As behind a proxy on the same host: API-made shoppers each come from their own address
      // (registerCustomer), the browser's requests from loopback itself.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${baseUrl}/api/home/banners`, 60_000);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_URL = mailApi.url;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await mailApi.close();
    await catcher.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
