import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '@server/test/fake-stripe';
import { InvalidWebhook, UnknownCheckoutSession, type CheckoutSessionInput } from './payment-provider.js';
import { StripePaymentProvider, stripeExpiresAt } from './stripe-provider.js';

/** The Stripe adapter through the real `stripe` SDK, against a local fake Stripe. */
describe('Stripe payment provider', () => {
  let fake: FakeStripe;
  let stripe: StripePaymentProvider;
  let n = 0;

  const order = (overrides: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput => ({
    orderRef: `7K3M9-QX${String(++n).padStart(3, '0')}`,
    attempt: 1,
    lines: [
      { name: 'Linen shirt', unitAmount: 4500, quantity: 2, imageUrl: 'https://cdn.example.com/shirt.png' },
      { name: 'Canvas tote', unitAmount: 1999, quantity: 1, imageUrl: '/media/demo/product/tote.svg' },
    ],
    discountAmount: 1100,
    discountLabel: 'SAVE10',
    amount: 4500 * 2 + 1999 - 1100,
    currency: 'usd',
    customerEmail: 'ada@example.com',
    successUrl: 'http://shop.test/order?status=success&session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://shop.test/order?status=cancel',
    expiresAt: new Date(Date.now() + 30 * 60_000),
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new StripePaymentProvider({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      api: fake.address,
    });
  });
  afterAll(() => fake.close());

  it('creates a payment-mode session whose total, after the order’s coupon, is the order’s amount', async () => {
    const input = order();
    const session = await stripe.createCheckoutSession(input);
    expect(session).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: input.amount,
      currency: 'usd',
      orderRef: input.orderRef,
    });
    expect(session.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);

    const sent = fake.sessions.get(session.id)!;
    expect(sent.line_items).toEqual([
      {
        quantity: '2',
        price_data: {
          currency: 'usd',
          unit_amount: '4500',
          product_data: { name: 'Linen shirt', images: ['https://cdn.example.com/shirt.png'] },
        },
      },
      // A path on the shop is no use to Stripe, which fetches images itself.
      { quantity: '1', price_data: { currency: 'usd', unit_amount: '1999', product_data: { name: 'Canvas tote' } } },
    ]);
    expect(sent).toMatchObject({
      mode: 'payment',
      client_reference_id: input.orderRef,
      metadata: { orderRef: input.orderRef },
      customer_email: 'ada@example.com',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      total_details: { amount_discount: 1100 },
    });
    const coupon = fake.coupons.get(sent.discounts[0].coupon)!;
    expect(coupon).toMatchObject({
      amount_off: 1100,
      currency: 'usd',
      duration: 'once',
      max_redemptions: 1,
      name: 'SAVE10',
    });
    // Stripe demands at least 30 minutes; we ask for 32 so travel and clock skew never fail a checkout.
    expect(sent.expires_at - sent.created).toBeGreaterThanOrEqual(32 * 60 - 2);
  });

  it('sends one idempotency key per order and attempt, and a retried create answers the same session', async () => {
    const input = order();
    const first = await stripe.createCheckoutSession(input);
    const again = await stripe.createCheckoutSession(input);
    expect(again.id).toBe(first.id);
    const keys = fake.idempotencyKeys.filter((k) => k.includes(input.orderRef));
    expect(keys).toEqual([
      `coupon:${input.orderRef}:1`,
      `checkout:${input.orderRef}:1`,
      `coupon:${input.orderRef}:1`,
      `checkout:${input.orderRef}:1`,
    ]);
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === input.orderRef)).toHaveLength(1);

    const second = await stripe.createCheckoutSession({ ...input, attempt: 2 });
    expect(second.id).not.toBe(first.id);
    expect(fake.idempotencyKeys).toContain(`checkout:${input.orderRef}:2`);
  });

  it('creates no coupon when there is no discount', async () => {
    const input = order({ discountAmount: 0, amount: 4500 * 2 + 1999 });
    const session = await stripe.createCheckoutSession(input);
    expect(session.amountTotal).toBe(input.amount);
    expect(fake.sessions.get(session.id)!.discounts).toEqual([]);
    expect(fake.idempotencyKeys).not.toContain(`coupon:${input.orderRef}:1`);
  });

  it('refuses lines that do not add up to the amount before calling Stripe', async () => {
    const input = order({ amount: 1 });
    const before = fake.requests.length;
    await expect(stripe.createCheckoutSession(input)).rejects.toThrow(/must equal the amount/);
    expect(fake.requests.length).toBe(before);
  });

  it('retrieves a session as Stripe reports it, and says when Stripe never issued it', async () => {
    const session = await stripe.createCheckoutSession(order());
    fake.pay(session.id);
    expect(await stripe.retrieveCheckoutSession(session.id)).toMatchObject({
      id: session.id,
      status: 'complete',
      paymentStatus: 'paid',
      url: null,
    });
    await expect(stripe.retrieveCheckoutSession('cs_test_nope')).rejects.toBeInstanceOf(UnknownCheckoutSession);
  });

  it('expires an open session, and answers a completed one as completed', async () => {
    const open = await stripe.createCheckoutSession(order());
    expect(await stripe.expireCheckoutSession(open.id)).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
    // Expiring twice is harmless: the final state again.
    expect(await stripe.expireCheckoutSession(open.id)).toMatchObject({ status: 'expired' });

    const paid = await stripe.createCheckoutSession(order());
    fake.pay(paid.id);
    expect(await stripe.expireCheckoutSession(paid.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    await expect(stripe.expireCheckoutSession('cs_test_nope')).rejects.toBeInstanceOf(UnknownCheckoutSession);
  });

  it('refunds in part and in full, once per idempotency key, never more than was paid', async () => {
    const input = order();
    const session = await stripe.createCheckoutSession(input);
    const paymentIntent = fake.pay(session.id).payment_intent;

    const part = await stripe.refund({
      sessionId: session.id,
      amount: 1000,
      idempotencyKey: `refund:${input.orderRef}:1`,
    });
    expect(part.status).toBe('succeeded');
    const replay = await stripe.refund({
      sessionId: session.id,
      amount: 1000,
      idempotencyKey: `refund:${input.orderRef}:1`,
    });
    expect(replay.refundId).toBe(part.refundId);
    const rest = await stripe.refund({
      sessionId: session.id,
      amount: input.amount - 1000,
      idempotencyKey: `refund:${input.orderRef}:2`,
    });
    expect(rest.refundId).not.toBe(part.refundId);

    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent);
    expect(refunds.map((r) => r.amount)).toEqual([1000, input.amount - 1000]);
    // The key names the shop's refund record when its webhook comes before the answer is stored.
    expect(refunds[0]!.metadata).toEqual({
      sessionId: session.id,
      orderRef: input.orderRef,
      refundKey: `refund:${input.orderRef}:1`,
    });
    await expect(
      stripe.refund({ sessionId: session.id, amount: 1, idempotencyKey: `refund:${input.orderRef}:3` }),
    ).rejects.toThrow(/greater than unrefunded/);
  });

  it('refuses to refund a session that was not paid', async () => {
    const session = await stripe.createCheckoutSession(order());
    await expect(
      stripe.refund({ sessionId: session.id, amount: 100, idempotencyKey: 'refund:unpaid' }),
    ).rejects.toThrow(/no payment to refund/);
  });

  it('verifies webhook signatures on the raw body', async () => {
    const session = await stripe.createCheckoutSession(order());
    fake.pay(session.id);
    const { payload, signature } = fake.events.sessionCompleted(session.id, 'evt_parse_1');
    expect(stripe.parseWebhookEvent(Buffer.from(payload), signature)).toEqual({
      id: 'evt_parse_1',
      type: 'checkout.session.completed',
      sessionId: session.id,
      paymentStatus: 'paid',
      orderRef: session.orderRef,
    });
    expect(() => stripe.parseWebhookEvent(Buffer.from(payload.replace('paid', 'paid ')), signature)).toThrow(
      InvalidWebhook,
    );
    expect(() => stripe.parseWebhookEvent(Buffer.from(payload), undefined)).toThrow(InvalidWebhook);
    const unconfigured = new StripePaymentProvider({ secretKey: fake.secretKey, api: fake.address });
    expect(() => unconfigured.parseWebhookEvent(Buffer.from(payload), signature)).toThrow(/not configured/);
  });

  it('is refused by Stripe with a wrong key', async () => {
    const wrongKey = new StripePaymentProvider({ secretKey: 'sk_test_wrong', api: fake.address });
    await expect(wrongKey.createCheckoutSession(order())).rejects.toThrow(/Invalid API Key/);
  });
});

describe('Stripe session expiry', () => {
  const now = Date.UTC(2030, 0, 1, 12, 0, 0);
  it('outlives the order by 32 minutes, within what Stripe accepts from now', () => {
    expect(stripeExpiresAt(new Date(now + 30 * 60_000), now)).toBe((now + 62 * 60_000) / 1000);
    expect(stripeExpiresAt(new Date(now + 60 * 60_000), now)).toBe((now + 92 * 60_000) / 1000);
    expect(stripeExpiresAt(new Date(now + 48 * 3600_000), now)).toBe((now + 24 * 3600_000 - 2 * 60_000) / 1000);
    expect(stripeExpiresAt(new Date(now - 5 * 60_000), now)).toBe((now + 32 * 60_000) / 1000);
  });

  it('asks the same expiry whenever an order is checked out, so a retried create is the same request', () => {
    // Stripe answers a retried idempotent request only if its parameters are the same.
    const orderExpires = new Date(now + 30 * 60_000);
    const expiries = [0, 1_500, 61_000, 29 * 60_000].map((later) => stripeExpiresAt(orderExpires, now + later));
    expect(new Set(expiries).size).toBe(1);
  });
});
