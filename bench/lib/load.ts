import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** autocannon in its own process, so the load generator does not share the server's event loop. */
export async function load(url: string, { connections = 100, seconds = 10 } = {}) {
  const { stdout } = await run(
    process.execPath,
    ['node_modules/autocannon/autocannon.js', '-c', String(connections), '-d', String(seconds), '-j', url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout);
  return {
    rps: r.requests.average as number,
    p50: r.latency.p50 as number,
    p99: r.latency.p99 as number,
    non2xx: r.non2xx as number,
    errors: r.errors as number,
  };
}
