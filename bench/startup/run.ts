/**
 * Start-up: how long `npm start`'s server takes until it answers, and its memory once idle —
 * the compiled server (dist/server/main.js) against the sources run through tsx.
 *
 *   npm run build && npm run bench:startup
 *
 * Each is started 5 times on one already-seeded DATA_DIR (the first start, which seeds, is
 * reported apart), with the same environment; medians are printed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { itemAt } from '../../src/shared/item-at.js';

const PORT = 3987;
const RUNS = 5;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));

const variants = {
  'compiled (dist/server/main.js)': [process.execPath, '--enable-source-maps', 'dist/server/main.js'],
  'sources through tsx': [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
} satisfies Record<string, [string, ...string[]]>;

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/home/banners`)).ok;
  } catch {
    return false;
  }
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function startOnce([command, ...args]: [string, ...string[]]) {
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  while (!(await answers())) {
    if (performance.now() - started > 60_000) throw new Error('the server did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 2000)); // idle: let start-up garbage be collected
  const rss = rssMb(child.pid!);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rss };
}

const median = (values: number[]) =>
  itemAt(
    [...values].sort((a, b) => a - b),
    Math.floor(values.length / 2),
  );

if (!fs.existsSync('dist/server/main.js')) throw new Error('Run npm run build first');
const first = await startOnce(variants['compiled (dist/server/main.js)']);
console.log(`first start (creates and seeds the database): ready ${first.readyMs.toFixed(0)} ms`);
const results: Record<string, { ready: number; rss: number }> = {};
for (const [name, command] of Object.entries(variants)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await startOnce(command));
  const result = { ready: median(runs.map((r) => r.readyMs)), rss: median(runs.map((r) => r.rss)) };
  results[name] = result;
  console.log(`${name}: ready ${result.ready.toFixed(0)} ms, idle RSS ${result.rss.toFixed(0)} MB`);
}
const [compiled, sources] = Object.values(results);
if (!compiled || !sources) throw new Error('Both variants must have run');
console.log(
  `compiled / sources: ready ×${(compiled.ready / sources.ready).toFixed(2)}, RSS ×${(compiled.rss / sources.rss).toFixed(2)}`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
