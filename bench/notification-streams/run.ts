/**
 * What open notification streams cost the server (docs/notifications.md "The stream"):
 *   npm run bench:notification-streams [-- --streams 1000 --notifications 5]
 * Runs the app in this process on a fresh SQLite database (production settings), and a client
 * process that opens `--streams` streams for one signed-in shopper (as many tabs and devices as
 * a bench can hold). Prints the server's memory per open stream (heap and RSS, after a full GC,
 * so run with `node --expose-gc`; `npm run` does), the latency of a small API answer with no
 * streams and with all of them open, and how long a new notification takes to reach every stream.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/server/app.js';
import { parseConfig } from '../../src/server/config.js';
import { notify } from '../../src/server/modules/notification/notify.js';
import { newSignIn } from '../../src/server/test/users.js';
import { openFresh } from '../lib/fresh-db.js';
import { ms, percentiles } from '../lib/stats.js';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    notifications: { type: 'string', default: '5' },
  },
});
const STREAMS = Number(args.streams);
const NOTIFICATIONS = Number(args.notifications);
const here = path.dirname(fileURLToPath(import.meta.url));

const gc = (globalThis as { gc?: () => void }).gc;
function memory() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
}

const { db, dir, cleanup } = await openFresh('sqlite', '', 'unused');
const config = parseConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, NODE_ENV: 'production', SEED_DEMO: 'false' });
const app = await buildApp(config, { db, webDir: '/nonexistent', orderSweep: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const { user_id: userId } = await db.kysely
  .insertInto('app_user')
  .values({
    email: 'bench@example.com',
    screen_name: 'bench',
    password_hash: null,
    created_at: new Date().toISOString(),
  })
  .returning('user_id')
  .executeTakeFirstOrThrow();
const token = await app.accessTokens.sign(userId, await newSignIn(db.kysely, userId));
const session = await fetch(`${base}/api/notifications/stream-session`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}` },
});
const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

async function latency(runs = 200) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await fetch(`${base}/api/notifications?num=10`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

const client = fork(path.join(here, 'streams-client.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const ask = <T>(message: object, key: string) =>
  new Promise<T>((resolve) => {
    const on = (reply: Record<string, unknown>) => {
      if (!(key in reply)) return;
      client.off('message', on);
      resolve(reply[key] as T);
    };
    client.on('message', on);
    client.send(message);
  });

try {
  await latency(50); // warm-up
  const quiet = await latency();
  const before = memory();
  const openStart = performance.now();
  const opened = await ask<number>(
    { open: { url: `${base}/api/notifications/stream`, cookie, count: STREAMS } },
    'opened',
  );
  const openMs = performance.now() - openStart;
  await new Promise((r) => setTimeout(r, 500));
  const after = memory();
  const held = await latency();

  const reach: number[] = [];
  for (let i = 1; i <= NOTIFICATIONS; i++) {
    const start = performance.now();
    await db.transaction((tx) =>
      notify(tx, app.notificationStreams, {
        userId,
        type: 'order_paid',
        title: 'Payment received',
        text: `Bench notification ${i}`,
        link: '/user/order/bench',
        now: new Date().toISOString(),
      }),
    );
    for (;;) {
      const report = await ask<{ minPerStream: number }>({ report: true }, 'report');
      if (report.minPerStream >= i) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    reach.push(performance.now() - start);
  }

  const perStream = (bytes: number) => `${(bytes / opened / 1024).toFixed(1)} KiB`;
  console.log(
    `\n${opened} open streams (server: ${app.notificationStreams.size}), opened in ${(openMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `server memory per stream: heap ${perStream(after.heap - before.heap)}, RSS ${perStream(after.rss - before.rss)}`,
  );
  console.log(
    `  (heap ${(before.heap / 2 ** 20).toFixed(1)} → ${(after.heap / 2 ** 20).toFixed(1)} MiB, RSS ${(before.rss / 2 ** 20).toFixed(1)} → ${(after.rss / 2 ** 20).toFixed(1)} MiB${gc ? '' : '; no --expose-gc: noisy'})`,
  );
  console.log(`GET /api/notifications, no streams:   p50 ${ms(quiet.p50)}, p95 ${ms(quiet.p95)}, max ${ms(quiet.max)}`);
  console.log(
    `GET /api/notifications, ${opened} streams: p50 ${ms(held.p50)}, p95 ${ms(held.p95)}, max ${ms(held.max)}`,
  );
  const r = percentiles(reach);
  console.log(
    `a new notification reaches all ${opened} streams in: p50 ${ms(r.p50)}, max ${ms(r.max)} (${NOTIFICATIONS} notifications)`,
  );
} finally {
  client.send({ close: true });
  await app.close();
  await cleanup();
}
