import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentProvider, type CheckoutSessionInput } from '@server/providers/payment/index';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { deliverWebhook, startFakeStripe, stripeProviderFor, type FakeStripe } from '@server/test/fake-stripe';
import { recordingOutcomes } from '@server/test/recording-outcomes';

const URL = '/api/payment/stripe/webhook';

describe.each(testDialects)('Stripe webhook on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeStripe;
  let stripe: StripePaymentProvider;
  const recorder = recordingOutcomes();
  let n = 0;

  const newSession = async () => {
    const orderRef = `WEBHK-${dialect.slice(0, 2).toUpperCase()}${String(++n).padStart(3, '0')}`;
    const input: CheckoutSessionInput = {
      orderRef,
      attempt: 1,
      lines: [{ name: 'Mug', unitAmount: 1200, quantity: 1 }],
      discountAmount: 0,
      amount: 1200,
      currency: 'usd',
      customerEmail: 'ada@example.com',
      successUrl: 'http://localhost:3000/order?status=success',
      cancelUrl: 'http://localhost:3000/order',
      expiresAt: new Date(Date.now() + 30 * 60_000),
    };
    return stripe.createCheckoutSession(input);
  };
  const deliver = (delivery: { payload: string; signature?: string }) => deliverWebhook(t.app, delivery);
  const paidFor = (orderRef: string | null) =>
    recorder.of('paid').filter((e) => 'orderRef' in e && e.orderRef === orderRef);

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = stripeProviderFor(fake);
    t = await createTestApp(dialect, {
      seed: false,
      providers: { payment: stripe, paymentOutcomes: recorder.outcomes },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('fulfils a paid completed session once, however often Stripe delivers the event', async () => {
    const session = await newSession();
    fake.pay(session.id);
    const delivery = fake.events.sessionCompleted(session.id);
    const first = await deliver(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 20000, data: { received: true, handled: true }, errMsg: '' });
    const second = await deliver(delivery);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ received: true, handled: false });
    expect(paidFor(session.orderRef)).toEqual([{ sessionId: session.id, orderRef: session.orderRef }]);
  });

  it('fulfils once when the same event arrives 10 times at once', async () => {
    const session = await newSession();
    fake.pay(session.id);
    const delivery = fake.events.sessionCompleted(session.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(delivery)));
    // One handles it; the rest see it done (200) or still running (409: Stripe retries later).
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 200 && a.json().data.handled)).toHaveLength(1);
    expect(paidFor(session.orderRef)).toHaveLength(1);
    const later = await deliver(delivery);
    expect(later.json().data).toEqual({ received: true, handled: false });
    expect(paidFor(session.orderRef)).toHaveLength(1);
  });

  it('waits for the money when a completed session is not paid yet, then fulfils on async success', async () => {
    const session = await newSession();
    fake.pay(session.id, 'unpaid'); // a bank debit: complete, settling later
    const completed = await deliver(fake.events.sessionCompleted(session.id));
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.handled).toBe(false);
    expect(paidFor(session.orderRef)).toEqual([]);

    fake.sessions.get(session.id)!.payment_status = 'paid';
    expect((await deliver(fake.events.asyncPaymentSucceeded(session.id))).statusCode).toBe(200);
    expect(paidFor(session.orderRef)).toHaveLength(1);
  });

  it('reports failed and expired sessions', async () => {
    const failed = await newSession();
    fake.pay(failed.id, 'unpaid');
    await deliver(fake.events.asyncPaymentFailed(failed.id));
    const expired = await newSession();
    await stripe.expireCheckoutSession(expired.id);
    await deliver(fake.events.sessionExpired(expired.id));
    expect(recorder.of('failed')).toEqual(
      expect.arrayContaining([
        { sessionId: failed.id, orderRef: failed.orderRef },
        { sessionId: expired.id, orderRef: expired.orderRef },
      ]),
    );
  });

  it('passes refund updates on with the session they belong to and the key they were made with', async () => {
    const session = await newSession();
    fake.pay(session.id);
    const refund = await stripe.refund({ sessionId: session.id, amount: 200, idempotencyKey: `refund:${session.id}` });
    expect((await deliver(fake.events.refundUpdated(refund.refundId))).statusCode).toBe(200);
    expect(recorder.of('refundUpdated')).toContainEqual({
      refundId: refund.refundId,
      status: 'succeeded',
      sessionId: session.id,
      orderRef: session.orderRef,
      refundKey: `refund:${session.id}`,
    });
  });

  it('answers 200 to events it does not act on, and remembers nothing of them', async () => {
    const before = recorder.calls.length;
    const res = await deliver(fake.webhook('customer.created', { id: 'cus_1', object: 'customer' }, 'evt_ignored_1'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: true, handled: false });
    expect(recorder.calls.length).toBe(before);
    const row = await t.db.kysely
      .selectFrom('payment_event')
      .selectAll()
      .where('event_id', '=', 'evt_ignored_1')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a bad or missing signature with 400 and acts on nothing', async () => {
    const session = await newSession();
    fake.pay(session.id);
    const delivery = fake.events.sessionCompleted(session.id);
    const forged = await deliver({
      payload: delivery.payload.replace(session.id, 'cs_test_other'),
      signature: delivery.signature,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 40000, data: null, errMsg: expect.stringMatching(/signature/i) });
    const unsigned = await deliver({ payload: delivery.payload });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().errMsg).toBe('Missing Stripe-Signature header');
    expect(paidFor(session.orderRef)).toEqual([]);
  });

  it('forgets an event whose handling failed, so Stripe’s retry fulfils it', async () => {
    const session = await newSession();
    fake.pay(session.id);
    const delivery = fake.events.sessionCompleted(session.id);
    recorder.failNext();
    const failed = await deliver(delivery);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: 50000, data: null });
    expect(paidFor(session.orderRef)).toEqual([]);
    const retried = await deliver(delivery);
    expect(retried.json().data).toEqual({ received: true, handled: true });
    expect(paidFor(session.orderRef)).toHaveLength(1);
  });

  it('leaves the rest of the API on its JSON parser', async () => {
    const res = await t.app.inject({
      method: 'POST',
      // raw: malformed JSON on purpose
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toBe('Malformed JSON body');
  });
});

describe.each(testDialects)('Stripe webhook without Stripe on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(() => t.close());

  it('answers 404: the test checkout reports payments itself', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400, data: null });
  });
});
