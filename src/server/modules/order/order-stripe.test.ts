import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureOrder } from '@shared/contract/order';
import { testDialects } from '@server/test/test-app';
import { callEndpoint } from '@server/test/call-endpoint';
import { deliverWebhook, startFakeStripe, stripeProviderFor, type FakeStripe } from '@server/test/fake-stripe';
import { stockOf } from '@server/modules/stock/stock.repository';
import { sessionRequest } from './checkout.js';
import { CANCEL_URL, openOrderShop, PUBLIC_URL, SUCCESS_URL, type OrderShop, type Shopper } from './order.fixture.js';
import * as repo from './order.repository.js';

/** The Stripe path: the real SDK against the fake Stripe server, webhooks signed by the SDK. */
describe.each(testDialects)('orders paid through Stripe on %s', (dialect) => {
  let s: OrderShop;
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await openOrderShop(dialect, {
      providers: {
        payment: stripeProviderFor(fake),
      },
    });
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  const deliver = (delivery: { payload: string; signature?: string }) => deliverWebhook(s.app, delivery);
  const capture = (shopper: Shopper, orderNumber: string) =>
    callEndpoint(s.app, captureOrder, { params: { orderId: orderNumber } }, shopper);

  it('creates one Checkout Session per attempt from the snapshot, and reuses it while open', async () => {
    const shopper = await s.customer('stripe');
    await shopper.add(s.f.ids.oxford, 2);
    const { orderId: orderNumber } = (await shopper.order('WELCOME10')).data;
    const first = await shopper.checkout(orderNumber);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await shopper.checkout(orderNumber)).data).toEqual(first.data);
    const order = (await repo.findByNumber(s.db.kysely, orderNumber))!;
    const session = fake.sessions.get(order.checkout_session_id!)!;
    expect(session).toMatchObject({
      client_reference_id: orderNumber,
      customer_email: shopper.email,
      amount_total: 8100,
    });
    expect(session.success_url).toContain(PUBLIC_URL);
    expect(fake.idempotencyKeys).toContain(`checkout:${orderNumber}:1`);
    // Stripe needs 30 minutes at least: the order is given as long as its session.
    expect(Date.parse(order.expires_at) - s.clock.now()).toBeGreaterThanOrEqual(32 * 60_000 - 1000);
  });

  it('answers a checkout retried after Stripe made a session the shop never stored with that session', async () => {
    const shopper = await s.customer('stripe-retry');
    await shopper.add(s.f.ids.lamp, 1);
    const { orderId: orderNumber } = (await shopper.order()).data;
    const order = (await repo.findByNumber(s.db.kysely, orderNumber))!;
    // As if the process died between Stripe's answer and our write: Stripe holds attempt 1's session.
    const lost = await s.deps.payment.createCheckoutSession(
      await sessionRequest(s.deps, order, { successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL }),
    );
    s.clock.advance(5_000); // the shopper tries again a few seconds later

    const retried = await shopper.checkout(orderNumber);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    // Stripe answers the retried attempt with the session it made: one session, now the order's.
    const stored = (await repo.findByNumber(s.db.kysely, orderNumber))!;
    expect(stored.checkout_session_id).toBe(lost.id);
    expect(retried.data.checkoutUrl).toBe(lost.url);
  });

  it('fulfils once when webhooks (10 deliveries) and return pages (10) race', async () => {
    const shopper = await s.customer('stripe-race');
    await shopper.add(s.f.ids.lamp, 1);
    const { orderId: orderNumber } = (await shopper.order()).data;
    await shopper.checkout(orderNumber);
    const sessionId = (await repo.findByNumber(s.db.kysely, orderNumber))!.checkout_session_id!;
    // The return page before payment: still pending.
    expect((await capture(shopper, orderNumber)).data.paymentStatus).toBe('pending');
    fake.pay(sessionId);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        deliver(fake.events.sessionCompleted(sessionId, `evt_race_${dialect}_${i}`)),
      ),
      ...Array.from({ length: 10 }, async () => (await capture(shopper, orderNumber)).raw),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const order = (await repo.findByNumber(s.db.kysely, orderNumber))!;
    expect(order.payment_status).toBe('success');
    const events = await repo.eventsOf(s.db.kysely, order.order_id);
    expect(events.filter((e) => e.type === 'paid')).toHaveLength(1);
    await s.smtp.waitForMail(shopper.email);
    expect(s.mailsTo(shopper.email)).toBe(1);
  });

  it('waits for a delayed payment, then releases the order as failed when it fails', async () => {
    const shopper = await s.customer('stripe-async');
    await shopper.add(s.f.ids.candle, 1);
    const before = await stockOf(s.db.kysely, s.f.ids.candle);
    const { orderId: orderNumber } = (await shopper.order()).data;
    await shopper.checkout(orderNumber);
    const sessionId = (await repo.findByNumber(s.db.kysely, orderNumber))!.checkout_session_id!;
    fake.pay(sessionId, 'unpaid'); // a bank debit: complete, money not in yet
    expect((await deliver(fake.events.sessionCompleted(sessionId))).statusCode).toBe(200);
    expect((await repo.findByNumber(s.db.kysely, orderNumber))!.payment_status).toBe('pending');
    const again = await shopper.checkout(orderNumber);
    expect(again.status).toBe(409);
    expect(again.body.errMsg).toBe('The payment of this order is still being processed');
    expect((await deliver(fake.events.asyncPaymentFailed(sessionId))).statusCode).toBe(200);
    expect((await repo.findByNumber(s.db.kysely, orderNumber))!.payment_status).toBe('failed');
    expect(await stockOf(s.db.kysely, s.f.ids.candle)).toBe(before);
  });

  it('releases the order when Stripe reports the session expired', async () => {
    const shopper = await s.customer('stripe-expired');
    await shopper.add(s.f.ids.candle, 1);
    const before = await stockOf(s.db.kysely, s.f.ids.candle);
    const { orderId: orderNumber } = (await shopper.order()).data;
    await shopper.checkout(orderNumber);
    const sessionId = (await repo.findByNumber(s.db.kysely, orderNumber))!.checkout_session_id!;
    await s.app.payment.expireCheckoutSession(sessionId);
    expect((await deliver(fake.events.sessionExpired(sessionId))).statusCode).toBe(200);
    expect((await repo.findByNumber(s.db.kysely, orderNumber))!.payment_status).toBe('expired');
    expect(await stockOf(s.db.kysely, s.f.ids.candle)).toBe(before);
  });
});
