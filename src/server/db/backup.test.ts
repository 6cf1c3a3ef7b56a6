import { execFile } from 'node:child_process';
import { listOrders } from '@shared/contract/order';
import { callEndpoint } from '@server/test/call-endpoint';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '@server/test/test-app';
import { setStock } from '@server/modules/stock/stock.repository';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { backupSqlite } from './backup.js';
import { itemAt } from '@shared/item-at';

const run = promisify(execFile);

/** The backup CLI as `npm run backup` runs it, in a process of its own. */
const backupCli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'src/server/db/backup-cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ ...error }),
  );

/** Online backups of the SQLite database while customers order and pay (SQLite only: PostgreSQL has pg_dump). */
describe('backups of the SQLite database', () => {
  let s: OrderShop;
  let shoppers: Shopper[];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));

  beforeAll(async () => {
    s = await openOrderShop('sqlite');
    shoppers = [];
    for (let i = 0; i < 4; i++) shoppers.push(await s.customer(`burst-${i}`));
    for (const product of s.f.fillers.slice(4, 8)) await setStock(s.db.kysely, product, 10_000);
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const paidOrders = () =>
    s.db.kysely
      .selectFrom('customer_order')
      .select(['order_uuid', 'user_id'])
      .where('payment_status', '=', 'success')
      .execute();

  /** All shoppers at once, each ordering and paying again and again while `more(n)` says so. */
  const burst = (more: (ordersOfThisShopper: number) => boolean) =>
    Promise.all(
      shoppers.map(async (shopper, i) => {
        for (let n = 0; more(n); n++) await s.paidOrder(shopper, [[itemAt(s.f.fillers, 4 + i), 1]]);
      }),
    );

  const waitForPaidOrders = async (atLeast: number) => {
    const deadline = Date.now() + 30_000;
    while ((await paidOrders()).length < atLeast) {
      if (Date.now() > deadline) throw new Error(`fewer than ${atLeast} paid orders after 30 s`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return paidOrders();
  };

  /** A fresh data folder holding the copy as shop.db and the generated secret, as the README says. */
  const restore = (copy: string) => {
    const dataDir = fs.mkdtempSync(path.join(scratch, 'restored-'));
    fs.copyFileSync(copy, path.join(dataDir, 'shop.db'));
    fs.copyFileSync(path.join(s.dataDir, 'jwt-secret'), path.join(dataDir, 'jwt-secret'));
    return dataDir;
  };

  /** Opens the shop on a restored folder; checks each order is in its customer's list, paid. */
  const expectRestoredShopHas = async (dataDir: string, orders: { order_uuid: string; user_id: number }[]) => {
    const app = await buildTestApp(testConfig(dataDir, { SEED_DEMO: 'false' }), {
      orderSweep: false,
      webDir: path.join(dataDir, 'no-web'),
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
      for (const shopper of shoppers) {
        const res = await callEndpoint(app, listOrders, {}, shopper);
        expect(res.status, res.body.errMsg).toBe(200);
        const listed = new Map(res.data.list.map((o) => [o.orderUuid, o.paymentStatus]));
        for (const order of orders.filter((o) => o.user_id === shopper.userId)) {
          expect(listed.get(order.order_uuid), order.order_uuid).toBe('success');
        }
      }
    } finally {
      await app.close();
    }
  };

  it('copies the database while orders are placed and paid; the restored shop has every order paid before the copy began', async () => {
    const selling = burst((n) => n < 4);
    const before = await waitForPaidOrders(3);
    const copy = path.join(scratch, 'shop-backup.db');
    const result = await backupSqlite(path.join(s.dataDir, 'shop.db'), copy);
    await selling;

    expect(result).toEqual({ file: copy, bytes: fs.statSync(copy).size, integrity: 'ok' });
    expect(before.length).toBeLessThan(16);
    expect((await paidOrders()).length).toBe(16); // the shop kept selling during and after the copy
    await expectRestoredShopHas(restore(copy), before);
  });

  it('npm run backup -- FILE copies the running shop’s DATA_DIR/shop.db from another process and prints the check and the size', async () => {
    let copying = true;
    // Selling while the copy runs, each shopper at most 12 more orders: with the 4 of the test
    // before, under the 20 orders a customer may place in 10 minutes however slow the copy is.
    const selling = burst((n) => copying && n < 12);
    const before = await waitForPaidOrders((await paidOrders()).length + 2);
    const copy = path.join(scratch, 'cli-backup.db');
    const cli = await backupCli([copy], { DATA_DIR: s.dataDir });
    copying = false;
    await selling;

    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(0);
    expect((await paidOrders()).length).toBeGreaterThan(before.length);
    const bytes = fs.statSync(copy).size;
    expect(cli.stdout).toContain(`integrity_check: ok`);
    expect(cli.stdout).toContain(`${bytes} bytes`);
    await expectRestoredShopHas(restore(copy), before);
  });

  it('refuses a PostgreSQL DATABASE_URL, pointing at pg_dump, and a missing FILE', async () => {
    const copy = path.join(scratch, 'never.db');
    const pg = await backupCli([copy], { DATABASE_URL: 'postgres://shop@db.example/shop' });
    expect(pg.code).not.toBe(0);
    expect(pg.stderr).toContain('pg_dump');
    expect(fs.existsSync(copy)).toBe(false);

    const usage = await backupCli([], { DATA_DIR: s.dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run backup -- FILE');
  });

  it('refuses to copy a database that does not exist', async () => {
    const missing = await backupCli([path.join(scratch, 'x.db')], { DATA_DIR: path.join(scratch, 'nowhere') });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no database at');
  });
});
