import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, openMigratedDb } from '@server/db/database';
import { READINESS_EVERY_MS, readinessOf } from './readiness.js';
import { buildTestApp, createTestApp, logCapture, testConfig, testDialects, type TestApp } from '@server/test/test-app';

describe.each(testDialects)('health endpoints on %s', (dialect) => {
  let t: TestApp;
  const log = logCapture();
  const check = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { LOG_LEVEL: 'info' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('answers /healthz while the process runs, to GET and HEAD, for no cache to keep', async () => {
    const res = await check('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    const head = await check('/healthz', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers /readyz 200 when the database answers and every migration is applied', async () => {
    const res = await check('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await check('/readyz', 'HEAD')).statusCode).toBe(200);
  });

  it('probes the database at most once a second, however many ask at once', async () => {
    const readiness = readinessOf(t.db);
    const before = readiness.probes;
    const started = Date.now();
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(Array.from({ length: 40 }, () => check('/readyz')));
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    }
    const elapsed = Date.now() - started;
    expect(readiness.probes - before).toBeLessThanOrEqual(Math.floor(elapsed / READINESS_EVERY_MS) + 1);
    // And again after a second: the answer is not kept for longer.
    const after = readiness.probes;
    await expect
      .poll(async () => (await check('/readyz')).statusCode === 200 && readiness.probes > after, {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(true);
  });

  it('answers every one of 300 checks in a row (no rate limit applies)', async () => {
    for (let i = 0; i < 150; i++) {
      expect((await check('/healthz')).statusCode).toBe(200);
      expect((await check('/readyz')).statusCode).toBe(200);
    }
  });

  it('logs no request to the health endpoints, and logs others', async () => {
    log.lines.length = 0;
    await check('/healthz');
    await check('/readyz?probe=lb');
    await check('/healthz', 'HEAD');
    // raw: a route outside the contract, to see it logged
    await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const logged = log.lines.join('');
    expect(logged).toContain('/api/nothing-here');
    expect(logged).not.toMatch(/healthz|readyz/);
  });
});

describe.each(testDialects)('readiness before every migration is applied on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const check = () => t.app.inject({ method: 'GET', url: '/readyz' });
  const migration = () =>
    t.db.kysely
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '016-search-terms' as never)
      .returningAll()
      .executeTakeFirstOrThrow();

  it('answers /readyz 503 naming a migration not applied, then 200 within a second of it being applied', async () => {
    const answersBefore = t.app.publicAnswers.stats;
    const row = await migration();
    const res = await check();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', reason: 'Migrations not applied: 016-search-terms' });
    expect((await t.app.inject({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(503);

    await t.db.kysely
      .insertInto('kysely_migration' as never)
      .values(row as never)
      .execute();
    await expect.poll(async () => (await check()).statusCode, { timeout: 5_000, interval: 100 }).toBe(200);
    expect(t.app.publicAnswers.stats).toEqual(answersBefore);

    // Once all were applied, only the database's liveness is probed: migrations are not undone.
    const again = await migration();
    const probes = readinessOf(t.db).probes;
    await expect
      .poll(async () => (await check(), readinessOf(t.db).probes), { timeout: 5_000, interval: 100 })
      .toBeGreaterThan(probes);
    expect((await check()).statusCode).toBe(200);
    await t.db.kysely
      .insertInto('kysely_migration' as never)
      .values(again as never)
      .execute();
  });
});

describe.each(testDialects)('readiness without a database on %s', (dialect) => {
  it('answers /readyz 503 when the database does not answer, and /healthz 200', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
    // PostgreSQL: a port nobody listens on; SQLite: a database closed under the app.
    const db =
      dialect === 'postgres'
        ? openDb({ url: 'postgres://postgres@127.0.0.1:1/none' })
        : await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
    if (dialect === 'sqlite') await db.close();
    const app = await buildTestApp(testConfig(dataDir), {
      db,
      orderSweep: false,
      webDir: path.join(dataDir, 'no-web'),
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'The database did not answer' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      if (dialect === 'postgres') await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
