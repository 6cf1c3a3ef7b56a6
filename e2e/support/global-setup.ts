import http from 'node:http';
import type net from 'node:net';
import { startMailCatcher, type MailCatcher } from '../../src/server/test/mail-catcher.js';
import { startShop } from './shop';

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
  const catcher = await startMailCatcher();
  const mailApi = await serveMail(catcher);
  const shop = await startShop({ smtpUrl: catcher.url });
  process.env.E2E_BASE_URL = shop.baseUrl;
  process.env.E2E_DATA_DIR = shop.dataDir;
  process.env.E2E_MAIL_URL = mailApi.url;

  return async () => {
    await shop.stop();
    await mailApi.close();
    await catcher.stop();
  };
}
