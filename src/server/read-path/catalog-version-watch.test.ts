import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import net from 'node:net';
import path from 'node:path';
import { createTestDb, testDialects, type TestDb } from '@server/test/test-app';
import { openDb } from '@server/db/database';
import { CATALOG_VERSION_SQL, watchCatalogVersion } from './catalog-version-watch.js';
import { itemAt } from '@shared/item-at';
import { openListener } from '@server/db/listener';

const quiet = { warn: () => {} };

describe.each(testDialects)('the catalogue version on %s', (dialect) => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    a = await createTestDb(dialect);
    b = await createTestDb(dialect);
  });
  afterAll(async () => {
    await a.drop();
    await b.drop();
  });

  it('rises with every catalogue write, in this database only', async () => {
    const startA = await a.db.catalogVersion();
    const startB = await b.db.catalogVersion();
    await a.db.kysely
      .insertInto('category')
      .values({ display_name: 'Hats', parent_id: null, description: '', cover_path: null, sort_order: 0 })
      .execute();
    await expect.poll(() => a.db.catalogVersion(), { timeout: 10_000, interval: 20 }).toBeGreaterThan(startA);
    // b shares the PostgreSQL server (another schema): another shop's writes are not its own.
    await new Promise((r) => setTimeout(r, 100));
    expect(await b.db.catalogVersion()).toBe(startB);
  });

  it('does not move for writes outside the catalogue, nor for a rolled-back write', async () => {
    await expect
      .poll(() => a.db.catalogVersion(), { timeout: 10_000, interval: 20 })
      .toBe(
        Number(
          itemAt(
            (await sql<{ version: number }>`select version from catalog_version where id = 1`.execute(a.db.kysely))
              .rows,
            0,
          ).version,
        ),
      );
    const before = await a.db.catalogVersion();
    await a.db.kysely
      .insertInto('app_user')
      .values({
        email: `v-${dialect}@example.com`,
        screen_name: 'v',
        password_hash: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await a.db.kysely
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('category')
          .values({ display_name: 'Gone', parent_id: null, description: '', cover_path: null, sort_order: 0 })
          .execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    expect(await a.db.catalogVersion()).toBe(before);
  });
});

if (testDialects.includes('postgres')) {
  describe('the PostgreSQL version watch', () => {
    it("knows every product's version once listening, without asking per product", async () => {
      const t = await createTestDb('postgres');
      await sql`insert into product_version (inventory_id, version) values (7, 3), (8, 1)`.execute(t.db.kysely);
      const listener = openListener(
        { connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${t.schema}` },
        quiet,
      );
      const watch = watchCatalogVersion(listener);
      try {
        await expect.poll(() => watch.current(), { timeout: 10_000, interval: 20 }).not.toBeNull();
        const unread = async (): Promise<number> => {
          throw new Error('read a product version that the watch should know');
        };
        expect(await watch.productVersion(7, unread)).toBe(3);
        expect(await watch.productVersion(8, unread)).toBe(1);
        expect(await watch.productVersion(9, unread)).toBe(0); // no row: never bumped
      } finally {
        await watch.close();
        await listener.close();
        await t.drop();
      }
    });

    it('misses no write announced as it reads the version it starts from', async () => {
      // A write that commits just after the watch's first read of the version is announced right
      // behind that read's answer: on a busy machine both arrive in one chunk, and the watch heard
      // the announcement before it had taken in the answer, then kept the older version.
      const t = await createTestDb('postgres');
      const relay = await startRelay(new URL(process.env.TEST_DATABASE_URL!));
      const listener = openListener({ connectionString: relay.url, options: `-c search_path=${t.schema}` }, quiet);
      const watch = watchCatalogVersion(listener, 3_600_000);
      try {
        await relay.versionReadAnswered;
        await t.db.kysely
          .insertInto('category')
          .values({ display_name: 'Caps', parent_id: null, description: '', cover_path: null, sort_order: 0 })
          .execute();
        const written = Number(
          itemAt(
            (await sql<{ version: number }>`select version from catalog_version where id = 1`.execute(t.db.kysely))
              .rows,
            0,
          ).version,
        );
        await relay.releaseWithAnnouncement();
        await expect.poll(() => watch.current(), { timeout: 10_000, interval: 20 }).toBe(written);
      } finally {
        await watch.close();
        await listener.close();
        relay.close();
        await t.drop();
      }
    });

    it('survives losing its connection: exact reads meanwhile, announcements again after', async () => {
      const t = await createTestDb('postgres');
      try {
        const insert = (name: string) =>
          t.db.kysely
            .insertInto('category')
            .values({ display_name: name, parent_id: null, description: '', cover_path: null, sort_order: 0 })
            .execute();
        // The instance's LISTEN session, by the name it gives PostgreSQL.
        const watchName = `shop-listen:${t.schema}`;
        const watchSessions = async () =>
          (await sql`select 1 from pg_stat_activity where application_name = ${watchName}`.execute(t.db.kysely)).rows
            .length;
        const stored = async () =>
          Number(
            itemAt(
              (await sql<{ version: number }>`select version from catalog_version where id = 1`.execute(t.db.kysely))
                .rows,
              0,
            ).version,
          );
        await t.db.catalogVersion();
        await expect.poll(watchSessions, { timeout: 10_000 }).toBe(1);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${watchName}`.execute(
          t.db.kysely,
        );
        await insert('While away');
        await expect.poll(() => t.db.catalogVersion(), { timeout: 10_000, interval: 20 }).toBe(await stored());
        // The watch listens again after half a second.
        await expect.poll(watchSessions, { timeout: 10_000 }).toBe(1);
        await insert('After');
        await expect.poll(() => t.db.catalogVersion(), { timeout: 10_000, interval: 20 }).toBe(await stored());
      } finally {
        await t.drop();
      }
    });
  });
}

/**
 * A TCP relay to PostgreSQL for one connection that holds what the server sends once the client
 * has asked for the catalogue version (`versionReadAnswered` resolves when the answer is held),
 * until `releaseWithAnnouncement`: when the announcement of a write has arrived behind it, the
 * relay passes both on in one write, as a busy machine's socket may deliver them.
 */
async function startRelay(target: URL) {
  const held: Buffer[] = [];
  let holding = false;
  let released = false;
  let client: net.Socket | undefined;
  let upstream: net.Socket | undefined;
  const heldBytes = () => Buffer.concat(held);
  // PostgreSQL's ReadyForQuery, idle: the end of an answer.
  const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
  const heldSoFar = (has: (bytes: Buffer) => boolean) =>
    expect.poll(() => has(heldBytes()), { timeout: 10_000, interval: 10 }).toBe(true);
  const server = net.createServer((socket) => {
    client = socket;
    upstream = net.connect(Number(target.port || 5432), target.hostname);
    socket.on('data', (chunk) => {
      if (!released && chunk.includes(CATALOG_VERSION_SQL)) holding = true;
      upstream!.write(chunk);
    });
    upstream.on('data', (chunk) => (holding ? held.push(chunk) : socket.write(chunk)));
    socket.on('error', () => upstream!.destroy());
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream!.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    versionReadAnswered: heldSoFar((bytes) => bytes.includes(readyForQuery)),
    async releaseWithAnnouncement() {
      await heldSoFar((bytes) => bytes.includes('catalog_changed'));
      holding = false;
      released = true;
      client!.write(heldBytes());
    },
    close() {
      client?.destroy();
      upstream?.destroy();
      server.close();
    },
  };
}

describe('the catalogue version on sqlite, one snapshot per turn of the event loop', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('sqlite');
  });
  afterAll(async () => {
    await t.drop();
  });

  const insert = (name: string, db = t.db) =>
    db.kysely
      .insertInto('category')
      .values({ display_name: name, parent_id: null, description: '', cover_path: null, sort_order: 0 })
      .execute();

  it("shows this process's own write at once, in the same turn", async () => {
    const before = await t.db.catalogVersion();
    await insert('Scarves');
    expect(await t.db.catalogVersion()).toBe(before + 1);
    await t.db.transaction(async (tx) => {
      await tx.kysely
        .insertInto('category')
        .values({ display_name: 'Gloves', parent_id: null, description: '', cover_path: null, sort_order: 0 })
        .execute();
    });
    expect(await t.db.catalogVersion()).toBe(before + 2);
  });

  it("shows another process's write from the next turn on", async () => {
    const other = openDb({ url: path.join(t.dataDir, 'shop.db') });
    try {
      const before = await t.db.catalogVersion();
      await insert('Belts', other);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await t.db.catalogVersion()).toBe(before + 1);
    } finally {
      await other.close();
    }
  });
});
