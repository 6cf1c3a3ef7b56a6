import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openMigratedDb, type Db } from '@server/db/database';
import { buildTestApp, createTestDb, testConfig, testDialects, type TestDb } from '@server/test/test-app';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';
import {
  eventually,
  signatureIsValid,
  startWebhookReceiver,
  type WebhookReceiver,
} from '@server/test/webhook-receiver';
import { recordWebhookEvent } from './record-event.js';

const EVENTS = 100;

/**
 * On PostgreSQL two instances each with their own pool, as two servers run. On SQLite, whose shop
 * runs as one process, two senders over that process's one database: the lease still decides.
 */
describe.each(testDialects)('two instances on one %s database', (dialect) => {
  let first: TestDb;
  let secondDb: Db;
  const apps: FastifyInstance[] = [];
  let receiver: WebhookReceiver;
  let productIds: number[];

  beforeAll(async () => {
    first = await createTestDb(dialect);
    secondDb =
      dialect === 'postgres'
        ? await openMigratedDb({ url: process.env.TEST_DATABASE_URL!, schema: first.schema!, poolSize: 5 })
        : first.db;
    productIds = Object.values((await insertCatalogFixture(first.db)).ids);
    receiver = await startWebhookReceiver();
    const config = testConfig(first.dataDir, { WEBHOOK_ALLOW_PRIVATE: 'true' });
    for (const db of [first.db, secondDb]) {
      const app = await buildTestApp(config, { db, webDir: path.join(first.dataDir, 'no-web'), orderSweep: false });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await receiver.stop();
    if (secondDb !== first.db) await secondDb.close();
    await first.drop();
  });

  it(`deliver ${EVENTS} events once each between them`, async () => {
    const now = new Date().toISOString();
    const { secret } = await first.db.kysely
      .insertInto('webhook_endpoint')
      .values({
        url: `${receiver.url}/hooks`,
        events_json: JSON.stringify(['product.updated']),
        secret: 'whsec_two-instances',
        created_by: 'test',
        created_at: now,
        updated_at: now,
      })
      .returning('secret')
      .executeTakeFirstOrThrow();
    // Written in turn through either instance, each waking its own sender: both race for them.
    for (let i = 0; i < EVENTS; i++) {
      const app = apps[i % 2]!;
      const inventoryId = productIds[i % productIds.length]!;
      await app.db.transaction((tx) =>
        recordWebhookEvent(tx, app.webhooks, 'product.updated', { kind: 'product', productId: inventoryId }, now),
      );
    }
    await receiver.waitFor(EVENTS, 60_000);
    const unsent = () =>
      first.db.kysely
        .selectFrom('webhook_delivery')
        .select(['status', 'attempts', 'lease_owner'])
        .where('status', '!=', 'delivered')
        .execute();
    await eventually(async () => (await unsent()).length === 0, 30_000);

    const ids = receiver.received.map((h) => h.body.id);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    expect(receiver.received.every((h) => signatureIsValid(h, secret))).toBe(true);
    const attempts = await first.db.kysely.selectFrom('webhook_delivery').select('attempts').execute();
    expect(attempts.every((d) => d.attempts === 1)).toBe(true);
    // Each product's events arrived in the order they were written.
    for (const id of productIds) {
      const seen = receiver.received
        .filter((h) => (h.body.data as { inventoryId: number }).inventoryId === id)
        .map((h) => h.body.id);
      const written = await first.db.kysely
        .selectFrom('webhook_event')
        .select('event_key')
        .where('ordering_key', '=', `product:${id}`)
        .orderBy('event_id')
        .execute();
      expect(seen).toEqual(written.map((e) => e.event_key));
    }
  }, 120_000);
});
