import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nothing listens on now (asked of the system, then released for the caller to take). */
export async function freePort(): Promise<number> {
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

export interface Shop {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built shop on a free port with a temporary DATA_DIR (so a fresh demo catalogue) on
 * SQLite, sending mail to `smtpUrl`; `env` adds or overrides settings (as a spec that needs short
 * mail retries does).
 */
export async function startShop({
  smtpUrl,
  env = {},
}: {
  smtpUrl: string;
  env?: Record<string, string>;
}): Promise<Shop> {
  // WEB_DIR lets several builds live side by side (default: npm run build's dist/web).
  const webDir = process.env.WEB_DIR ?? 'dist/web';
  if (!fs.existsSync(path.join(webDir, 'index.html')))
    throw new Error(`Build the storefront first (npm run build): no ${webDir}/index.html`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Shop <shop@example.com>',
      // As behind a proxy on the same host: API-made shoppers each come from their own address
      // (registerCustomer), the browser's requests from loopback itself.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  await waitFor(`${baseUrl}/api/home/banners`, 60_000);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
