import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDb, openMigratedDb, type Db } from '@server/db/database';
import {
  buildTestApp,
  createTestApp,
  createTestDb,
  testConfig,
  testDialects,
  type TestApp,
} from '@server/test/test-app';
import { signedInUser } from '@server/test/users';
import { callEndpoint } from '@server/test/call-endpoint';
import { login } from '@shared/contract/auth';
import { getProduct, listProducts } from '@shared/contract/catalog';
import { openStreamSession } from '@shared/contract/notification';
import { getProfile } from '@shared/contract/user';
import { openSse } from '@server/test/sse-client';
import { notify } from '@server/modules/notification/notify';
import { ErrorCode } from '@shared/envelope';
import { DATABASE_UNAVAILABLE } from './unavailable.js';

const url = process.env.TEST_DATABASE_URL!;

/**
 * The test's own session to PostgreSQL, named apart from the shop's: it looks at and ends only
 * the sessions of this test's schema (every session the shop opens carries `:schema` in its
 * application_name), never anyone else's on the shared server.
 */
async function sessionsOf(schema: string) {
  const admin = new pg.Client({ connectionString: url, application_name: `outage-test-admin/${schema}` });
  await admin.connect();
  const own = `%:${schema}`;
  const names = async (like = own) =>
    (
      await admin.query<{ pid: number; name: string }>(
        `select pid, application_name as name from pg_stat_activity
          where datname = current_database() and application_name like $1 and pid <> pg_backend_pid()`,
        [like],
      )
    ).rows;
  return {
    names,
    count: async (like = own) => (await names(like)).length,
    /** Ends every session of this schema's shop instances (pools and LISTEN). */
    async terminateAll() {
      const ended = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and application_name like $1 and pid <> pg_backend_pid()`,
        [own],
      );
      const pids = ended.rows.map((r) => r.pid);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
      // Gone on the server's side: the shop's sockets have the news by the time this answers.
      await expect
        .poll(async () => (await admin.query('select 1 from pg_stat_activity where pid = any($1)', [pids])).rowCount, {
          timeout: 10_000,
          interval: 20,
        })
        .toBe(0);
      return pids.length;
    },
    end: () => admin.end(),
  };
}

/** A second instance of the shop on the same schema, as a second process would be. */
async function secondInstance(t: TestApp): Promise<{ app: FastifyInstance; db: Db; close(): Promise<void> }> {
  const db = await openMigratedDb({ url, schema: t.schema, poolSize: 3 });
  const app = await buildTestApp(t.config, {
    db,
    orderSweep: false,
    mailSender: false,
    webDir: path.join(t.dataDir, 'no-web'),
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A notification for `userId` committed by `db`'s instance (its NOTIFY is what the other hears). */
const notifyFrom = (db: Db, userId: number, title: string) =>
  db.transaction((tx) =>
    notify(
      tx,
      { published: () => {} },
      { userId, type: 'order_paid', title, text: title, link: '/user', now: new Date().toISOString() },
    ),
  );

describe.runIf(testDialects.includes('postgres'))('the shop when PostgreSQL drops its sessions', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondInstance>>;
  let sessions: Awaited<ReturnType<typeof sessionsOf>>;
  beforeAll(async () => {
    a = await createTestApp('postgres');
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    b = await secondInstance(a);
    sessions = await sessionsOf(a.schema!);
  });
  afterAll(async () => {
    await sessions.end();
    await b.close();
    await a.close();
  });

  it('serves the next requests after every session is terminated, and hears writes and notifications again', async () => {
    const ada = await signedInUser(a, 'outage-ada@example.com');
    const profile = () => callEndpoint(a.app, getProfile, {}, ada);
    expect((await profile()).status).toBe(200);
    expect((await callEndpoint(b.app, listProducts, {})).status).toBe(200);
    await b.db.catalogVersion(); // starts b's version watch
    const cookie = await callEndpoint(a.app, openStreamSession, {}, ada);
    const stream = await openSse(
      `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}/api/notifications/stream`,
      {
        cookie: String(cookie.headers['set-cookie']).split(';')[0]!,
      },
    );
    try {
      await stream.next((e) => e.event === 'ready');
      // Both instances' pools and LISTEN sessions are open (one LISTEN session each).
      await expect.poll(() => sessions.count('shop-listen:%'), { timeout: 10_000 }).toBe(2);
      expect(await sessions.count('shop:%')).toBeGreaterThan(0);

      expect(await sessions.terminateAll()).toBeGreaterThanOrEqual(4);

      // The next requests are answered, on fresh connections.
      for (let i = 0; i < 5; i++) expect((await profile()).status).toBe(200);
      expect((await a.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // Committed while a's LISTEN session was gone: the stream reads it when listening resumes.
      await notifyFrom(b.db, ada.userId, 'While away');
      expect(JSON.parse((await stream.next((e) => e.event === 'notification', 10_000)).data)).toMatchObject({
        notification: { title: 'While away' },
      });
      // Listening again on both instances: a notification and a catalogue write are heard.
      await expect.poll(() => sessions.count('shop-listen:%'), { timeout: 10_000 }).toBe(2);
      await notifyFrom(b.db, ada.userId, 'After');
      expect(JSON.parse((await stream.next((e) => e.event === 'notification', 5_000)).data)).toMatchObject({
        notification: { title: 'After' },
      });
      const before = await b.db.catalogVersion();
      await a.db.kysely
        .insertInto('category')
        .values({ display_name: 'After the outage', parent_id: null, description: '', cover_path: null, sort_order: 0 })
        .execute();
      await expect.poll(() => b.db.catalogVersion(), { timeout: 5_000, interval: 20 }).toBeGreaterThan(before);
    } finally {
      stream.close();
    }
  }, 60_000);
});

describe.runIf(testDialects.includes('postgres'))('the shop when PostgreSQL ends its idle sessions', () => {
  it('serves the next requests after idle_session_timeout ended every pooled session', async () => {
    const t = await createTestDb('postgres');
    const sessions = await sessionsOf(t.schema!);
    // The sessions of the database that set the schema up: not the app's, left alone.
    const setUp = new Set((await sessions.names()).map((s) => s.pid));
    // This test's sessions only: ended by the server after 300 ms idle.
    const db = openDb({ url, schema: t.schema, poolSize: 3, sessionSettings: ['-c idle_session_timeout=300'] });
    const app = await buildTestApp(testConfig(t.dataDir), {
      db,
      orderSweep: false,
      mailSender: false,
      webDir: path.join(t.dataDir, 'no-web'),
    });
    const pooled = async () => (await sessions.names('shop:%')).filter((s) => !setUp.has(s.pid)).length;
    try {
      const read = () => callEndpoint(app, listProducts, { query: { search: 'candle' } });
      expect((await read()).status).toBe(200);
      await db.catalogVersion(); // the version watch listens, and is ended idle too
      expect(await pooled()).toBeGreaterThan(0);
      await expect.poll(pooled, { timeout: 10_000, interval: 50 }).toBe(0);
      for (let i = 0; i < 5; i++) expect((await read()).status).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // Ended again, and again answered.
      await expect.poll(pooled, { timeout: 10_000, interval: 50 }).toBe(0);
      expect((await read()).status).toBe(200);
    } finally {
      await sessions.end();
      await app.close();
      await db.close();
      await t.drop();
    }
  }, 30_000);
});

describe.each(testDialects)('a request while the database is unreachable on %s', (dialect) => {
  let dataDir: string;
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
    // PostgreSQL: a port nobody listens on; SQLite: a database closed under the app.
    db =
      dialect === 'postgres'
        ? openDb({ url: 'postgres://postgres@127.0.0.1:1/none' })
        : await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
    if (dialect === 'sqlite') await db.close();
    app = await buildTestApp(testConfig(dataDir), { db, orderSweep: false, webDir: path.join(dataDir, 'no-web') });
  });
  afterAll(async () => {
    await app.close();
    if (dialect === 'postgres') await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 in the envelope, says why on /readyz, and the process goes on', async () => {
    const signIn = () =>
      callEndpoint(app, login, { body: { loginId: 'someone@example.com', password: 'correct horse battery' } });
    // A sign-in reads the database on both; the catalogue's reads on PostgreSQL (SQLite's come
    // from memory once loaded).
    const calls = [
      signIn,
      ...(dialect === 'postgres'
        ? [() => callEndpoint(app, listProducts, {}), () => callEndpoint(app, getProduct, { params: { id: 1 } })]
        : []),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: ErrorCode.unavailable, data: null, errMsg: DATABASE_UNAVAILABLE });
      expect(res.headers['retry-after']).toBe('5');
    }
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'The database did not answer' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
