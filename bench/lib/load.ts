import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const worker = path.join(import.meta.dirname, 'load-worker.mjs');

/**
 * autocannon in its own process, so the load generator does not share the server's event loop.
 * `paths` (on `url`'s origin) are asked for in turn instead of `url` alone.
 */
export async function load(url: string, { connections = 100, seconds = 10, paths }: LoadOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const job = path.join(dir, 'job.json');
  fs.writeFileSync(job, JSON.stringify({ url, connections, seconds, paths }));
  try {
    const { stdout } = await run(process.execPath, [worker, job], { maxBuffer: 64 * 1024 * 1024 });
    const r = JSON.parse(stdout);
    return {
      rps: r.requests.average as number,
      p50: r.latency.p50 as number,
      p99: r.latency.p99 as number,
      non2xx: r.non2xx as number,
      errors: r.errors as number,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  paths?: string[];
}
