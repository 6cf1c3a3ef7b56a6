/**
 * What open notification streams cost the server (docs/notifications.md "The stream"):
 *   npm run bench:notification-streams [-- --streams 1000 --notifications 5]
 * Runs the app in this process on a fresh SQLite database (production settings), and a client
 * process that opens `--streams` streams, as many shoppers' as that takes at the most one account
 * may hold (MAX_STREAMS_PER_ACCOUNT, each stream its own sign-in). Prints the server's memory per open stream (heap and RSS, after a full GC,
 * so run with `node --expose-gc`; `npm run` does), the latency of a small API answer with no
 * streams and with all of them open, and how long a new notification for every shopper (written
 * in one transaction) takes to reach every stream.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/server/app.js';
import { parseConfig } from '../../src/server/config.js';
import { notify } from '../../src/server/modules/notification/notify.js';
import { MAX_STREAMS_PER_ACCOUNT } from '../../src/server/modules/notification/stream-limits.js';
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
const userIds: number[] = [];
for (let i = 0; i < Math.ceil(STREAMS / MAX_STREAMS_PER_ACCOUNT); i++) {
  const { user_id } = await db.kysely
    .insertInto('app_user')
    .values({
      email: `bench-${i}@example.com`,
      screen_name: `bench${i}`,
      password_hash: null,
      created_at: new Date().toISOString(),
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  userIds.push(user_id);
}
const userId = userIds[0]!;
const token = await app.accessTokens.sign(userId, await newSignIn(db.kysely, userId));
// One cookie per stream, each of a sign-in of its own (what POST /api/notifications/stream-session sets).
const cookies: string[] = [];
for (let i = 0; i < STREAMS; i++) {
  const streamUser = userIds[Math.floor(i / MAX_STREAMS_PER_ACCOUNT)]!;
  const claims = { userId: streamUser, sessionId: await newSignIn(db.kysely, streamUser) };
  cookies.push(app.streamCookies.header(app.streamCookies.value(claims, Date.now()).value, false).split(';')[0]!);
}

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
  const opened = await ask<number>({ open: { url: `${base}/api/notifications/stream`, cookies } }, 'opened');
  const openMs = performance.now() - openStart;
  await new Promise((r) => setTimeout(r, 500));
  const after = memory();
  const held = await latency();

  const reach: number[] = [];
  for (let i = 1; i <= NOTIFICATIONS; i++) {
    const start = performance.now();
    await db.transaction(async (tx) => {
      for (const shopper of userIds) {
        await notify(tx, app.notificationStreams, {
          userId: shopper,
          type: 'order_paid',
          title: 'Payment received',
          text: `Bench notification ${i}`,
          link: '/user/order/bench',
          now: new Date().toISOString(),
        });
      }
    });
    for (;;) {
      const report = await ask<{ minPerStream: number }>({ report: true }, 'report');
      if (report.minPerStream >= i) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    reach.push(performance.now() - start);
  }

  const perStream = (bytes: number) => `${(bytes / opened / 1024).toFixed(1)} KiB`;
  console.log(
    `\n${opened} open streams of ${userIds.length} shoppers (server: ${app.notificationStreams.size}), opened in ${(openMs / 1000).toFixed(1)} s`,
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
    `a new notification for each of ${userIds.length} shoppers reaches all ${opened} streams in: p50 ${ms(r.p50)}, max ${ms(r.max)} (${NOTIFICATIONS} notifications)`,
  );
} finally {
  client.send({ close: true });
  await app.close();
  await cleanup();
}
