import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outboxMails } from '@server/test/mail-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE } from '@shared/constants';
import { SUCCESS_CODE, type Envelope } from '@shared/envelope';
import { envelopeOf } from '@shared/schemas/envelope';
import { loadSchemas, pathOf, type Endpoint, type WireInputOf, type WireResponseOf } from '@shared/contract/endpoint';
import { addCartItem, listCart } from '@shared/contract/cart';
import { captureOrder, listOrders, placeOrder, startCheckout } from '@shared/contract/order';
import { openMigratedDb } from '@server/db/database';
import { AccessTokens } from '@server/lib/auth';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';
import { GOOD_CARD, insertAddress } from './order.fixture.js';
import { newSignIn } from '@server/test/users';
import { startServerProcess, type ServerProcess } from '@server/test/server-process';

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

  /**
   * Calls `endpoint` on the running server as the test's customer, over HTTP (`callEndpoint` needs
   * the app in the test's process); expects a success and answers its data, checked by the contract.
   */
  const api = async <E extends Endpoint>(server: ServerProcess, endpoint: E, input: WireInputOf<E>) => {
    const { params, body } = input as { params?: object; body?: unknown };
    const res = await fetch(`${server.address}${API_BASE}${pathOf(endpoint, params)}`, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const envelope = (await res.json()) as Envelope;
    expect(envelope.code, `${endpoint.method} ${endpoint.path}: ${envelope.errMsg}`).toBe(SUCCESS_CODE);
    const { response } = await loadSchemas(endpoint);
    return envelopeOf(response ?? z.null()).parse(envelope).data as WireResponseOf<E>;
  };
  const confirmationMails = (orderNumber: string) =>
    outboxMails(path.join(dataDir, 'outbox')).filter(({ mail }) =>
      mail.raw.includes(`order ${orderNumber} is confirmed`),
    );

  it('is fulfilled exactly once by the next start', async () => {
    const first = await startServer(dataDir, { dying: true });
    servers.push(first);
    // Each call expects a success (code 20000) before it answers.
    await api(first, addCartItem, { body: { inventoryId: ids.candle, qty: 2 } });
    const placed = await api(first, placeOrder, {
      body: { couponCode: '', billingAddressId: addresses.billing, shippingAddressId: addresses.shipping },
    });
    const orderNumber = placed.orderId;
    const checkout = await api(first, startCheckout, {
      params: { orderId: orderNumber },
      body: {
        paymentGateway: 'stripe',
        successUrl: `${PUBLIC_URL}/order?status=success&orderId=${orderNumber}`,
        cancelUrl: `${PUBLIC_URL}/order`,
      },
    });

    // The card pays; the process dies right after the payment is recorded, before the order hears of it.
    const pay = fetch(`${first.address}${new URL(checkout.checkoutUrl).pathname}`, {
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
      .poll(async () => (await api(second, listOrders, {})).list[0]?.paymentStatus, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe('success');
    expect((await api(second, listCart, {})).list).toEqual([]);
    await expect.poll(() => confirmationMails(orderNumber).length, { timeout: 10_000, interval: 100 }).toBe(1);
    // Asking again (the return page, a restart) changes nothing.
    expect((await api(second, captureOrder, { params: { orderId: orderNumber } })).paymentStatus).toBe('success');
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    const third = await startServer(dataDir);
    servers.push(third);
    expect((await api(third, listOrders, {})).list).toHaveLength(1);
    third.child.kill('SIGTERM');
    await third.exited;
    expect(confirmationMails(orderNumber)).toHaveLength(1);
    const db = await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
    const events = await db.kysely.selectFrom('order_event').select('type').orderBy('event_id').execute();
    await db.close();
    expect(events.map((e) => e.type)).toEqual(['created', 'paid']);
  }, 120_000);
});
