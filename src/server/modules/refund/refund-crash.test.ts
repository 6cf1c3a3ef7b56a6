import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outboxMails } from '@server/test/mail-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDb } from '@server/db/database';
import { AccessTokens } from '@server/lib/auth';
import { insertCatalogFixture } from '@server/modules/catalog/catalog.fixture';
import { GOOD_CARD, insertAddress } from '@server/modules/order/order.fixture';
import { newSignIn } from '@server/test/users';
import { itemAt } from '@shared/item-at';
import { startServerProcess, type ServerProcess } from '@server/test/server-process';
import { z } from 'zod';
import { API_BASE } from '@shared/constants';
import { SUCCESS_CODE, type Envelope } from '@shared/envelope';
import { envelopeOf } from '@shared/schemas/envelope';
import { loadSchemas, pathOf, type Endpoint, type WireInputOf, type WireResponseOf } from '@shared/contract/endpoint';
import { addCartItem } from '@shared/contract/cart';
import { getOrder, placeOrder, startCheckout } from '@shared/contract/order';
import { createRefund } from '@shared/contract/console-refunds';

const JWT_SECRET = 'refund-crash-secret-that-is-long-enough-0123456789';
const PUBLIC_URL = 'http://shop.test';

/** The real server process on the test's data directory; `dying` dies once a refund is made at the provider. */
async function startServer(dataDir: string, { dying = false } = {}): Promise<ServerProcess> {
  return startServerProcess(dying ? 'src/server/test/serve-dying-on-refund.ts' : 'src/server/main.ts', {
    DATA_DIR: dataDir,
    PUBLIC_URL,
    JWT_SECRET,
    // The killed server may hold the lease of a mail it was delivering (the order's confirmation);
    // the shopper's later mails wait behind it until the lease ends: 2 s here, not the 2 minutes
    // of production.
    MAIL_LEASE_MS: '2000',
  });
}

/**
 * SIGKILL between the provider's answer to a refund and the shop's write of it: the next start
 * asks the provider again with the same key, and the refund exists once at the provider and once
 * in the shop, settled once (one mail, one restock).
 */
describe('a refund made at the provider just before the server died', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-refund-crash-'));
  const tokens: { shopper: string; operator: string } = { shopper: '', operator: '' };
  let candle = 0;
  let addresses: { billing: number; shipping: number };
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const db = await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
    candle = (await insertCatalogFixture(db)).ids.candle;
    const account = async (email: string, role: 'customer' | 'operator') =>
      (
        await db.kysely
          .insertInto('app_user')
          .values({ email, screen_name: email, password_hash: null, role, created_at: new Date().toISOString() })
          .returning('user_id')
          .executeTakeFirstOrThrow()
      ).user_id;
    const shopper = await account('refund-crash@example.com', 'customer');
    const operator = await account('refund-crash-op@example.com', 'operator');
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('staff_member')
      .values({
        user_id: operator,
        role_key: 'owner',
        status: 'active',
        invited_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    addresses = {
      billing: await insertAddress(db.kysely, shopper, 'billing'),
      shipping: await insertAddress(db.kysely, shopper, 'shipping'),
    };
    const sign = new AccessTokens(new TextEncoder().encode(JWT_SECRET));
    tokens.shopper = await sign.sign(shopper, await newSignIn(db.kysely, shopper));
    tokens.operator = await sign.sign(operator, await newSignIn(db.kysely, operator));
    await db.close();
  });
  afterAll(() => {
    for (const s of servers) s.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * An endpoint called over HTTP on a real server process (callEndpoint injects into an app in the
   * test's own process): the answer is read as the contract's, a success parsed by its response schema.
   */
  const api = async <E extends Endpoint>(
    server: ServerProcess,
    token: string,
    endpoint: E,
    input: WireInputOf<E>,
  ): Promise<{ code: number; errMsg: string; data: WireResponseOf<E> }> => {
    const { params, body } = input as { params?: object; body?: unknown };
    const res = await fetch(`${server.address}${API_BASE}${pathOf(endpoint, params)}`, {
      method: endpoint.method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as Envelope;
    // a refusal's data is null: a test reads data only after asserting the code
    if (json.code !== SUCCESS_CODE) return json as { code: number; errMsg: string; data: never };
    const { response } = await loadSchemas(endpoint);
    return envelopeOf(response ?? z.null()).parse(json) as { code: number; errMsg: string; data: WireResponseOf<E> };
  };
  const refundMails = (orderNumber: string) =>
    outboxMails(path.join(dataDir, 'outbox')).filter(({ mail }) =>
      mail.raw.includes(`your refund for order ${orderNumber}`),
    );

  it('is settled once, with one refund at the provider, by the next start', async () => {
    const first = await startServer(dataDir, { dying: true });
    servers.push(first);
    const shop = <E extends Endpoint>(endpoint: E, input: WireInputOf<E>) =>
      api(first, tokens.shopper, endpoint, input);
    expect((await shop(addCartItem, { body: { inventoryId: candle, qty: 3 } })).code).toBe(20000);
    const placed = await shop(placeOrder, {
      body: { couponCode: '', billingAddressId: addresses.billing, shippingAddressId: addresses.shipping },
    });
    expect(placed.code, placed.errMsg).toBe(20000);
    const { orderId: orderNumber, orderUuid } = placed.data;
    const checkout = await shop(startCheckout, {
      params: { orderId: orderNumber },
      body: {
        paymentGateway: 'stripe',
        successUrl: `${PUBLIC_URL}/order?status=success&orderId=${orderNumber}`,
        cancelUrl: `${PUBLIC_URL}/order`,
      },
    });
    const paid = await fetch(`${first.address}${new URL(checkout.data.checkoutUrl).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(GOOD_CARD).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const { items } = (await shop(getOrder, { params: { orderUuid } })).data;

    // The operator refunds one candle; the provider makes it and the process dies before the answer is written.
    const refund = api(first, tokens.operator, createRefund, {
      params: { orderUuid },
      body: { lines: [{ orderItemId: itemAt(items, 0).orderItemId, qty: 1 }], reason: 'Cracked', restock: true },
    });
    await expect(refund).rejects.toThrow();
    expect((await first.exited).signal).toBe('SIGKILL');

    let db = await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
    const before = await db.kysely.selectFrom('refund').selectAll().execute();
    expect(before.map((r) => [r.status, r.provider_refund_id])).toEqual([['pending', null]]);
    expect(await db.kysely.selectFrom('test_checkout_refund').selectAll().execute()).toHaveLength(1);
    // The server stayed down a while: the refund has waited longer than the sweep's patience.
    await db.kysely
      .updateTable('refund')
      .set({ updated_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .execute();
    await db.close();

    const second = await startServer(dataDir);
    servers.push(second);
    await expect
      .poll(
        async () => (await api(second, tokens.shopper, getOrder, { params: { orderUuid } })).data.refunds[0]?.status,
        {
          timeout: 20_000,
          interval: 100,
        },
      )
      .toBe('succeeded');
    await expect.poll(() => refundMails(orderNumber).length, { timeout: 20_000, interval: 100 }).toBe(1);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    db = await openMigratedDb({ url: path.join(dataDir, 'shop.db') });
    const atProvider = await db.kysely.selectFrom('test_checkout_refund').selectAll().execute();
    const records = await db.kysely.selectFrom('refund').selectAll().execute();
    const events = await db.kysely.selectFrom('order_event').select('type').orderBy('event_id').execute();
    await db.close();
    expect(atProvider).toHaveLength(1);
    expect(records).toHaveLength(1);
    expect(itemAt(records, 0)).toMatchObject({
      status: 'succeeded',
      amount: itemAt(atProvider, 0).amount,
      idempotency_key: itemAt(atProvider, 0).idempotency_key,
      provider_refund_id: itemAt(atProvider, 0).refund_id,
    });
    expect(events.filter((e) => e.type === 'refunded' || e.type === 'restocked').map((e) => e.type)).toEqual([
      'restocked',
      'refunded',
    ]);
    expect(refundMails(orderNumber)).toHaveLength(1);
  }, 120_000);
});
