import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs one of the worker scripts beside this file in a process of its own, so that the client
 * does not share the server's event loop; the job is handed over in a file (thousands of
 * paths do not fit a command line) and the worker's JSON output is the answer.
 */
async function inOwnProcess(worker: string, job: object): Promise<unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-worker-'));
  const file = path.join(dir, 'job.json');
  fs.writeFileSync(file, JSON.stringify(job));
  try {
    const script = path.join(import.meta.dirname, worker);
    const { stdout } = await run(process.execPath, [script, file], { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a loaded server is started with. autocannon keeps using a connection past the 1 000
 * requests a socket the shop allows (MAX_REQUESTS_PER_SOCKET), though told `Connection: close`,
 * and Node answers what comes after them with an empty 503 at once: counted as answers, they
 * inflated the fastest loads (60 % of a 49 000 req/s load were such 503s). A browser opens a new
 * connection instead.
 */
export const LOADED_SERVER_ENV = { MAX_REQUESTS_PER_SOCKET: String(1e9) };

/**
 * autocannon in its own process, so the load generator does not share the server's event loop.
 * `paths` (on `url`'s origin) are asked for in turn instead of `url` alone.
 */
export async function load(url: string, { connections = 100, seconds = 10, paths }: LoadOptions = {}) {
  const r = (await inOwnProcess('load-worker.mjs', { url, connections, seconds, paths })) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    non2xxSamples: { status: number; path: string; body: string }[];
  };
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    /** The first non-2xx answers (up to 20): status, path and the start of the body. */
    non2xxSamples: r.non2xxSamples,
  };
}

/** What any non-2xx answer of a target's loads was, from every round (not only the median's). */
export function printNon2xx(
  label: string,
  results: { non2xxSamples: { status: number; path: string; body: string }[] }[],
) {
  for (const sample of results.flatMap((r) => r.non2xxSamples))
    console.log(`    non-2xx in ${label}: ${sample.status} ${sample.path} ${sample.body}`);
}

/** The milliseconds each of `paths` took, asked for one at a time by a client in its own process. */
export async function latencies(origin: string, paths: string[]): Promise<number[]> {
  return (await inOwnProcess('latency-worker.mjs', { origin, paths })) as number[];
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  paths?: string[];
}
