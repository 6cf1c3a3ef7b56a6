import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/shop.js';
import { LOADED_SERVER_ENV } from './load.js';

/**
 * The shop as `npm start` runs it (the built server, NODE_ENV=production, default answer
 * memory) on the given database, in a process of its own. Ready when `firstPath` answers 2xx
 * (asked every `pollMs`); `env` adds to the server's environment; `onSpawn` is told its process id
 * at once (to watch its memory from the start). Answers its process id and the milliseconds from
 * spawning it to that first answer.
 */
export async function startBuiltServer(
  databaseUrl: string,
  options: {
    firstPath?: string;
    pollMs?: number;
    env?: Record<string, string>;
    withinMs?: number;
    onSpawn?: (pid: number) => void;
  } = {},
): Promise<{ origin: string; pid: number; firstAnswerMs: number; stop(): Promise<void> }> {
  const { firstPath = '/api/product/inventory?num=1', pollMs = 200, withinMs = 120_000 } = options;
  const main = path.resolve('dist/server/main.js');
  if (!fs.existsSync(main)) throw new Error('Build the shop first (npm run build): no dist/server/main.js');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-start-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...LOADED_SERVER_ENV,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  options.onSpawn?.(child.pid!);
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The built server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}${firstPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > withinMs) {
      child.kill('SIGKILL'); // not left running behind the bench
      throw new Error(`The built server did not answer within ${withinMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return {
    origin,
    pid: child.pid!,
    firstAnswerMs: Date.now() - started,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
