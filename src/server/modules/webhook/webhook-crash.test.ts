import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDb } from '@server/db/database';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';
import { webhookPayloads } from '@server/modules/console/webhooks/webhook-payloads';
import { startServerProcess, type ServerProcess } from '@server/test/server-process';
import { signatureIsValid, startWebhookReceiver, type WebhookReceiver } from '@server/test/webhook-receiver';
import { recordWebhookEvent } from './record-event.js';

const SECRET = 'whsec_crash';

/** The real server process on the test's data directory; `dying` dies once a receiver answered. */
const startServer = (dataDir: string, dying: boolean): Promise<ServerProcess> =>
  startServerProcess(dying ? 'src/server/test/serve-dying-on-webhook.ts' : 'src/server/main.ts', {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_LEASE_MS: '2000',
  });

describe('a server killed (SIGKILL) between the receiver’s 200 and recording the delivery', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-webhook-crash-'));
  let receiver: WebhookReceiver;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The shop's database with one endpoint and one event waiting, as a product edit leaves them.
    const db = await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
    const { ids } = await insertCatalogFixture(db);
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('webhook_endpoint')
      .values({
        url: `${receiver.url}/hooks`,
        events_json: JSON.stringify(['product.updated']),
        secret: SECRET,
        created_by: 'test',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const sink = { payloads: webhookPayloads, retryForMs: 86_400_000, wake() {} };
    await db.transaction((tx) =>
      recordWebhookEvent(tx, sink, 'product.updated', { kind: 'product', productId: ids.oxford }, now),
    );
    await db.close();
  });
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await receiver.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends that one delivery again after the restart, with the same event id, and records it once', async () => {
    const dying = await startServer(dataDir, true);
    servers.push(dying);
    expect((await dying.exited).signal).toBe('SIGKILL');
    const [first] = await receiver.waitFor(1);
    expect(first?.answered).toBe(200);

    const restarted = await startServer(dataDir, false);
    servers.push(restarted);
    const [, again] = await receiver.waitFor(2, 30_000); // once the dead sender's lease ran out
    expect(again?.body.id).toBe(first?.body.id);
    expect(again?.headers['shop-event-id']).toBe(first?.body.id);
    expect(signatureIsValid(again!, SECRET)).toBe(true);
    restarted.child.kill('SIGTERM');
    await restarted.exited;

    const db = new SQLite(path.join(dataDir, 'shop.db'), { readonly: true });
    const rows = db.prepare('select status, attempts from webhook_delivery').all();
    db.close();
    expect(rows).toEqual([{ status: 'delivered', attempts: 2 }]);
    expect(receiver.received).toHaveLength(2);
  }, 90_000);
});
