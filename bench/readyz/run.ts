/**
 * Does a client hammering /readyz slow the shop down? On SQLite and (when it answers) PostgreSQL:
 *   npm run bench:readyz [-- --seconds 10 --dialects sqlite,postgres]
 *
 * The built server as `npm start` runs it; a static file of the storefront is asked for one at a
 * time (its p95 alone), then again while 20 connections ask for /readyz as fast as they can.
 * Budget: the static file's p95 under that load < 20 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { latencies, load } from '../lib/load.js';
import { ms, percentiles } from '../lib/stats.js';
import { postgresAnswers } from '../lib/fresh-db.js';
import { startBuiltServer } from '../lib/built-server.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    dialects: { type: 'string', default: 'sqlite,postgres' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const STATIC_BUDGET_MS = 20;

/** A file of the built storefront, served from disk as any static asset is. */
function staticFile(): string {
  const assets = path.resolve('dist/web/assets');
  if (!fs.existsSync(assets)) throw new Error('Build the shop first (npm run build): no dist/web/assets');
  const file = fs.readdirSync(assets).find((name) => name.endsWith('.css')) ?? fs.readdirSync(assets)[0];
  if (!file) throw new Error('dist/web/assets is empty');
  return `/assets/${file}`;
}

/** An empty database for the server to migrate: a SQLite file, or a PostgreSQL schema of its own. */
async function freshDatabase(dialect: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-readyz-'));
    return { url: path.join(dir, 'shop.db'), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_readyz_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: args.pg });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  await admin(`create schema ${schema}`);
  const url = new URL(args.pg!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`drop schema ${schema} cascade`) };
}

// autocannon goes on sending on a connection the server closes after MAX_REQUESTS_PER_SOCKET
// answers, and Node answers those itself (503): every request here is to reach /readyz.
process.env.MAX_REQUESTS_PER_SOCKET = '100000000';

async function measure(dialect: string) {
  const database = await freshDatabase(dialect);
  const server = await startBuiltServer(database.url);
  try {
    const file = staticFile();
    const asks = (n: number) => Array.from({ length: n }, () => file);
    await latencies(server.origin, asks(200)); // warm-up
    const alone = percentiles(await latencies(server.origin, asks(1000)));
    const hammer = load(`${server.origin}/readyz`, { connections: CONNECTIONS, seconds: SECONDS });
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the load under way
    const loaded = percentiles(await latencies(server.origin, asks(1000)));
    const readyz = await hammer;
    console.log(`\n${dialect}: ${file}, asked one at a time`);
    console.log(`  alone:                       p50 ${ms(alone.p50)}  p95 ${ms(alone.p95)}  max ${ms(alone.max)}`);
    console.log(
      `  under ${CONNECTIONS} /readyz connections: p50 ${ms(loaded.p50)}  p95 ${ms(loaded.p95)}  max ${ms(loaded.max)}` +
        `  (p95 ×${(loaded.p95 / alone.p95).toFixed(1)})`,
    );
    console.log(
      `  /readyz: ${Math.round(readyz.rps)} answers/s, p50 ${readyz.p50} ms, p99 ${readyz.p99} ms, ` +
        `${readyz.non2xx} not 2xx, ${readyz.errors} errors`,
    );
    const ok = loaded.p95 < STATIC_BUDGET_MS;
    console.log(`  budget p95 < ${STATIC_BUDGET_MS} ms: ${ok ? 'met' : 'MISSED'}`);
    return ok;
  } finally {
    await server.stop();
    await database.drop();
  }
}

const dialects = args.dialects!.split(',');
if (dialects.includes('postgres') && !(await postgresAnswers(args.pg!))) {
  console.log(`PostgreSQL does not answer at ${args.pg}; SQLite only`);
  dialects.splice(dialects.indexOf('postgres'), 1);
}
let allMet = true;
for (const dialect of dialects) allMet = (await measure(dialect)) && allMet;
process.exitCode = allMet ? 0 : 1;
