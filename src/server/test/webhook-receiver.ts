import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  /** The raw body, as signed. */
  raw: string;
  body: { id: string; type: string; createdAt: string; data: unknown };
  /** The status this request was answered with. */
  answered: number;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  received: ReceivedHook[];
  /** Statuses the next requests are answered with, in turn; 200 once they run out. */
  answerWith(...statuses: number[]): void;
  /** Resolves once `count` requests have arrived (polled, with a deadline). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedHook[]>;
  stop(): Promise<void>;
}

/** A receiver of webhooks on a free local port: a real HTTP server recording every request. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const answered = statuses.shift() ?? 200;
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) as ReceivedHook['body'], answered });
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? 'thanks' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    answerWith: (...s) => statuses.push(...s),
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} webhooks arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Checks `Shop-Signature` as a receiver should (docs/webhooks.md): the HMAC of "<t>.<raw body>". */
export function signatureIsValid(hook: ReceivedHook, secret: string): boolean {
  const header = String(hook.headers['shop-signature'] ?? '');
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
  if (!t || !v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${hook.raw}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

/** Polls `check` until it answers true, or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
