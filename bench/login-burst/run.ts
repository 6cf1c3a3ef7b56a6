/**
 * Logins against everything else: argon2 runs on libuv's thread pool (4 threads by default),
 * which is also where file reads happen. This starts the server (sources through tsx, its own
 * process, SQLite, a small built storefront), then in each round fires 50 logins at once (each
 * from its own address, unknown emails: every one costs an argon2 verify and none is rate
 * limited) while a single client keeps fetching a static file and a catalogue page, one after
 * the other, until the logins are done. Latencies of those fetches: quiet vs during the burst.
 *
 *   npm run bench:login-burst [-- --rounds 8 --logins 50]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { itemAt } from '../../src/shared/item-at.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('rounds', 8);
const LOGINS = arg('logins', 50);
const PORT = 3988;
const base = `http://127.0.0.1:${PORT}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-login-burst-'));
const webDir = path.join(dataDir, 'web');
fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>shop</title>');
// A storefront-sized script (the real bundle is of this order), read from disk on every request.
fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(200_000))});`);

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true', // each login comes "from" its own address, as a botnet's would
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitUntilUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/home/banners`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

let page = 0;
// A different page each time: a catalogue query the answer memory has not seen.
const catalogUrl = () => `${base}/api/product/inventory?num=12&page=${(page++ % 12) + 1}&sort=price_asc`;
const staticUrl = `${base}/assets/app.js`;

async function sampleWhile(busy: () => boolean, into: { file: number[]; catalog: number[] }) {
  do {
    into.file.push(await timed(staticUrl));
    into.catalog.push(await timed(catalogUrl()));
  } while (busy());
}

function login(i: number, round: number) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${round}.${i >> 8}.${i & 255}` },
    body: JSON.stringify({ loginId: `nobody-${round}-${i}@example.com`, password: 'not the password' }),
  }).then(async (res) => {
    await res.arrayBuffer();
    if (res.status !== 400) throw new Error(`login answered ${res.status}`);
  });
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return itemAt(sorted, Math.min(sorted.length - 1, Math.floor(q * sorted.length)));
};
const row = (name: string, v: number[]) =>
  `${name.padEnd(28)} n=${String(v.length).padStart(4)}  p50 ${percentile(v, 0.5).toFixed(1).padStart(7)} ms  p95 ${percentile(v, 0.95).toFixed(1).padStart(7)} ms  max ${Math.max(
    ...v,
  )
    .toFixed(1)
    .padStart(7)} ms`;

try {
  await waitUntilUp();
  const quiet = { file: [] as number[], catalog: [] as number[] };
  const burst = { file: [] as number[], catalog: [] as number[] };
  const loginTimes: number[] = [];
  for (let i = 0; i < 40; i++) await sampleWhile(() => false, { file: [], catalog: [] }); // warm-up
  await Promise.all(Array.from({ length: 8 }, (_, i) => login(i, 250))); // argon2's first run
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < 30; i++) await sampleWhile(() => false, quiet);
    let done = false;
    const started = performance.now();
    const logins = Promise.all(Array.from({ length: LOGINS }, (_, i) => login(i, round))).then(() => {
      done = true;
      loginTimes.push(performance.now() - started);
    });
    await sampleWhile(() => !done, burst);
    await logins;
  }
  console.log(
    `${ROUNDS} rounds of ${LOGINS} parallel logins; UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
  );
  console.log(row('static file, quiet', quiet.file));
  console.log(row('static file, during logins', burst.file));
  console.log(row('catalogue, quiet', quiet.catalog));
  console.log(row('catalogue, during logins', burst.catalog));
  console.log(row(`all ${LOGINS} logins answered`, loginTimes));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
