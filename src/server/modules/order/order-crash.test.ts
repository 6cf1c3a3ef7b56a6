import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDb } from '@server/db/database';
import { AccessTokens } from '@server/lib/auth';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';
import { GOOD_CARD, insertAddress } from './order.fixture.js';
import { newSignIn } from '@server/test/users';
import { startServerProcess, type ServerProcess } from '@server/test/server-process';
import type { LooseEnvelope } from '@server/test/factories';

const JWT_SECRET = 'crash-test-secret-that-is-long-enough-0123456789';
const PUBLIC_URL = 'http://shop.test';

/**
 * The real server process (as main.test.ts starts it) on a data directory of the test's; `dying`
 * starts the one that dies the moment a payment is reported (test/serve-dying-on-payment.ts).
 */
async function startServer(dataDir: string, { dying = false } = {}): Promise<ServerProcess> {
  return startServerProcess(dying ? 'src/server/test/serve-dying-on-payment.ts' : 'src/server/main.ts', {
    DATA_DIR: dataDir,
    PUBLIC_URL,
    JWT_SECRET,
  });
}

describe('an order paid just before the server died', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
  let token = '';
  let ids: { candle: number; lamp: number };
  let addresses: { billing: number; shipping: number };
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const db = await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
    const f = await insertCatalogFixture(db);
    ids = { candle: f.ids.candle, lamp: f.ids.lamp };
    const { user_id } = await db.kysely
      .insertInto('app_user')
      .values({
        email: 'crash@example.com',
        screen_name: 'crash',
        password_hash: null,
        created_at: new Date().toISOString(),
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    addresses = {
      billing: await insertAddress(db.kysely, user_id, 'billing'),
      shipping: await insertAddress(db.kysely, user_id, 'shipping'),
    };
    const signIn = await newSignIn(db.kysely, user_id);
    await db.close();
    token = await new AccessTokens(new TextEncoder().encode(JWT_SECRET)).sign(user_id, signIn);
  });
  afterAll(() => {
    for (const s of servers) s.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const api = async (server: ServerProcess, method: 'GET' | 'POST', url: string, body?: object) => {
    const res = await fetch(`${server.address}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as LooseEnvelope;
  };
  const confirmationMails = (orderNumber: string) =>
    fs.existsSync(path.join(dataDir, 'outbox'))
      ? fs
          .readdirSync(path.join(dataDir, 'outbox'))
          .filter((file) =>
            fs.readFileSync(path.join(dataDir, 'outbox', file), 'utf8').includes(`order ${orderNumber} is confirmed`),
          )
      : [];

  it('is fulfilled exactly once by the next start', async () => {
    const first = await startServer(dataDir, { dying: true });
    servers.push(first);
    expect((await api(first, 'POST', '/shopping-cart/item', { inventoryId: ids.candle, qty: 2 })).code).toBe(20000);
    const placed = await api(first, 'POST', '/shopping-cart/order', {
      couponCode: '',
      billingAddressId: addresses.billing,
      shippingAddressId: addresses.shipping,
    });
    expect(placed.code, placed.errMsg).toBe(20000);
    const orderNumber = placed.data.orderId as string;
    const checkout = await api(first, 'POST', `/shopping-cart/order/${orderNumber}/checkout`, {
      paymentGateway: 'stripe',
      successUrl: `${PUBLIC_URL}/order?status=success&orderId=${orderNumber}`,
      cancelUrl: `${PUBLIC_URL}/order`,
    });
    expect(checkout.code, checkout.errMsg).toBe(20000);

    // The card pays; the process dies right after the payment is recorded, before the order hears of it.
    const pay = fetch(`${first.address}${new URL(checkout.data.checkoutUrl).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(GOOD_CARD).toString(),
      redirect: 'manual',
    });
    await expect(pay).rejects.toThrow();
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer(dataDir);
    servers.push(second);
    // The start-up sweep, not a request, fulfils it (the list never fulfils anything).
    await expect
      .poll(async () => (await api(second, 'GET', '/order/list')).data.list[0]?.paymentStatus, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe('success');
    expect((await api(second, 'GET', '/shopping-cart/list')).data.list).toEqual([]);
    await expect.poll(() => confirmationMails(orderNumber).length, { timeout: 10_000, interval: 100 }).toBe(1);
    // Asking again (the return page, a restart) changes nothing.
    expect((await api(second, 'GET', `/shopping-cart/order/${orderNumber}/capture`)).data.paymentStatus).toBe(
      'success',
    );
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    const third = await startServer(dataDir);
    servers.push(third);
    expect((await api(third, 'GET', '/order/list')).data.list).toHaveLength(1);
    third.child.kill('SIGTERM');
    await third.exited;
    expect(confirmationMails(orderNumber)).toHaveLength(1);
    const db = await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
    const events = await db.kysely.selectFrom('order_event').select('type').orderBy('event_id').execute();
    await db.close();
    expect(events.map((e) => e.type)).toEqual(['created', 'paid']);
  }, 120_000);
});
