import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '@server/app';
import { parseConfig, type Config } from '@server/config';
import { openMigratedDb, type Db, type Dialect } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/demo/seed';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  db: Db;
  dataDir: string;
  /** PostgreSQL only: the schema this database lives in. */
  schema?: string;
  drop(): Promise<void>;
}

/** A fresh database of its own: a SQLite file in a temp dir, or a PostgreSQL schema. */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    const db = await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
    return {
      db,
      dataDir,
      drop: async () => {
        await db.close();
        removeDir();
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = await openMigratedDb({ url, schema, poolSize: 5 });
  return {
    db,
    dataDir,
    schema,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
      removeDir();
    },
  };
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SHOP_NAME: 'Test Shop', ...env });
}

/**
 * The app as every test builds it: each answer an endpoint sends is checked against the contract
 * (a breach becomes a 500 naming it; lib/endpoint.ts). Tests build the app only through here.
 */
export function buildTestApp(config: Config, options: Omit<AppOptions, 'checkAnswers'> = {}): Promise<FastifyInstance> {
  return buildApp(config, { ...options, checkAnswers: true });
}

export interface TestApp extends TestDb {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: boolean;
  /** Extra routes registered before the app is ready (e.g. one that throws). */
  extend?: (app: FastifyInstance) => unknown;
  logStream?: NodeJS.WritableStream;
  /** Substitutes for the app's providers: a movable clock, a rate limiter, a mailer. */
  providers?: AppOptions['providers'];
}

/** The whole app over a fresh database with the demo catalogue, ready for `app.inject`. */
export async function createTestApp(dialect: Dialect, options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDb(dialect);
  const config = testConfig(testDb.dataDir, options.env);
  if (options.seed !== false) await seedDemoIfEmpty(testDb.db, { shopName: config.SHOP_NAME });
  const app = await buildTestApp(config, {
    providers: options.providers,
    db: testDb.db,
    webDir: path.join(testDb.dataDir, 'no-web'),
    logStream: options.logStream,
    orderSweep: false, // tests call sweepOrders themselves, with a moved clock
  });
  await options.extend?.(app);
  await app.ready();
  return {
    ...testDb,
    app,
    config,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

/** A log destination that keeps every line, for tests that read what the app logged. */
export function logCapture(): { stream: NodeJS.WritableStream; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}
