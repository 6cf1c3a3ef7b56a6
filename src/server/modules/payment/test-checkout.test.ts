import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InvalidWebhook,
  TestCheckoutProvider,
  UnknownCheckoutSession,
  type CheckoutSessionInput,
} from '@server/providers/payment/index';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { movableClock } from '@server/test/factories';
import { recordingOutcomes } from '@server/test/recording-outcomes';

const PUBLIC_URL = 'http://shop.test';
const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', name: 'Ada Lovelace' };

describe.each(testDialects)('test checkout on %s', (dialect) => {
  let t: TestApp;
  let provider: TestCheckoutProvider;
  const clock = movableClock();
  const recorder = recordingOutcomes();
  let n = 0;

  const input = (overrides: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput => ({
    orderRef: `TESTC-${dialect.slice(0, 2).toUpperCase()}${String(++n).padStart(3, '0')}`,
    attempt: 1,
    lines: [
      { name: 'Linen shirt', unitAmount: 4500, quantity: 2, imageUrl: '/media/demo/product/shirt.svg' },
      { name: 'Canvas tote', unitAmount: 1999, quantity: 1 },
    ],
    discountAmount: 1100,
    discountLabel: 'SAVE10',
    amount: 9899,
    currency: 'usd',
    customerEmail: 'ada@example.com',
    successUrl: `${PUBLIC_URL}/order?status=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${PUBLIC_URL}/order?status=cancel`,
    expiresAt: new Date(clock.now() + 30 * 60_000),
    ...overrides,
  });
  const page = (id: string) => t.app.inject({ method: 'GET', url: `/pay/${id}` });
  const submit = (id: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/pay/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const paidCalls = (id: string) => recorder.of('paid').filter((e) => e.sessionId === id);

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      seed: false,
      env: { PUBLIC_URL },
      providers: { clock, paymentOutcomes: recorder.outcomes },
    });
    expect(t.app.payment).toBeInstanceOf(TestCheckoutProvider);
    provider = t.app.payment as TestCheckoutProvider;
  });
  afterAll(() => t.close());

  describe('provider', () => {
    it('creates an unguessable session on the shop, and answers the same one for the same order and attempt', async () => {
      const order = input();
      const session = await provider.createCheckoutSession(order);
      expect(session).toEqual({
        id: expect.stringMatching(/^cs_test_[A-Za-z0-9_-]{32}$/),
        url: `${PUBLIC_URL}/pay/${session.id}`,
        status: 'open',
        paymentStatus: 'unpaid',
        amountTotal: 9899,
        currency: 'usd',
        orderRef: order.orderRef,
      });
      expect((await provider.createCheckoutSession(order)).id).toBe(session.id);
      const concurrent = await Promise.all(
        [2, 2, 2].map((attempt) => provider.createCheckoutSession({ ...order, attempt })),
      );
      expect(new Set(concurrent.map((s) => s.id)).size).toBe(1);
      expect(concurrent[0]!.id).not.toBe(session.id);
      expect(await provider.retrieveCheckoutSession(session.id)).toEqual(session);
    });

    it('refuses lines that do not add up to the amount', async () => {
      await expect(provider.createCheckoutSession(input({ amount: 9900 }))).rejects.toThrow(/must equal the amount/);
    });

    it('expires an open session, answers a paid one as paid, and knows no other ids', async () => {
      const open = await provider.createCheckoutSession(input());
      expect(await provider.expireCheckoutSession(open.id)).toMatchObject({ status: 'expired', url: null });
      const paid = await provider.createCheckoutSession(input());
      expect(await provider.pay(paid.id)).toBe(true);
      expect(await provider.expireCheckoutSession(paid.id)).toMatchObject({
        status: 'complete',
        paymentStatus: 'paid',
      });
      await expect(provider.retrieveCheckoutSession('cs_test_unknown')).rejects.toBeInstanceOf(UnknownCheckoutSession);
    });

    it('reads an open session past its time as expired', async () => {
      const session = await provider.createCheckoutSession(input({ expiresAt: new Date(clock.now() + 60_000) }));
      clock.advance(61_000);
      expect(await provider.retrieveCheckoutSession(session.id)).toMatchObject({ status: 'expired', url: null });
      expect(await provider.pay(session.id)).toBe(false);
    });

    it('refunds a paid session once per key and never more than was paid', async () => {
      const session = await provider.createCheckoutSession(input());
      await expect(
        provider.refund({ sessionId: session.id, amount: 100, idempotencyKey: `r:${session.id}:0` }),
      ).rejects.toThrow(/not paid/);
      await provider.pay(session.id);
      const refund = { sessionId: session.id, amount: 5000, idempotencyKey: `r:${session.id}:1` };
      const [a, b] = await Promise.all([provider.refund(refund), provider.refund(refund)]);
      expect(a).toEqual({ refundId: expect.stringMatching(/^re_test_/), status: 'succeeded' });
      expect(b).toEqual(a);
      expect(await provider.refund(refund)).toEqual(a);
      await expect(provider.refund({ ...refund, amount: 4000 })).rejects.toThrow(/another refund/);
      await expect(provider.refund({ ...refund, amount: 4900, idempotencyKey: `r:${session.id}:2` })).rejects.toThrow(
        /more than is left/,
      );
      expect(await provider.refund({ ...refund, amount: 4899, idempotencyKey: `r:${session.id}:3` })).toMatchObject({
        status: 'succeeded',
      });
      const row = await t.db.kysely
        .selectFrom('test_checkout_session')
        .select('amount_refunded')
        .where('session_id', '=', session.id)
        .executeTakeFirstOrThrow();
      expect(row.amount_refunded).toBe(9899);
    });

    it('has no webhooks', () => {
      expect(() => provider.parseWebhookEvent(Buffer.from('{}'), 'sig')).toThrow(InvalidWebhook);
    });
  });

  describe('page', () => {
    it('shows the order like a hosted checkout, with labelled card fields, under the shop’s CSP', async () => {
      const session = await provider.createCheckoutSession(input());
      const res = await page(session.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const body = res.body;
      expect(body).toContain('Test mode — no real money moves');
      expect(body).toContain('Pay Test Shop');
      expect(body).toContain('Linen shirt');
      expect(body).toContain('Qty 2 · $45.00 each');
      expect(body).toContain('$90.00');
      expect(body).toContain('Discount (SAVE10)');
      expect(body).toContain('−$11.00');
      expect(body).toContain('<button type="submit">Pay $98.99</button>');
      expect(body).toContain('<img src="/media/demo/product/shirt.svg"');
      for (const [id, label] of [
        ['cardNumber', 'Card number'],
        ['expiry', 'Expiry (MM / YY)'],
        ['cvc', 'CVC'],
        ['name', 'Name on card'],
      ]) {
        expect(body).toContain(`<label for="field-${id}">${label}</label>`);
        expect(body).toMatch(new RegExp(`id="field-${id}"\\s+name="${id}"`));
      }
      expect(body).toContain(`action="/pay/${session.id}"`);
      expect(body).toContain(`href="${PUBLIC_URL}/order?status=cancel">Cancel and return to Test Shop</a>`);
      expect(body).not.toContain('<script');
    });

    it('escapes every text it shows', async () => {
      const session = await provider.createCheckoutSession(
        input({
          lines: [{ name: '<script>alert(1)</script> & "quotes"', unitAmount: 500, quantity: 1 }],
          discountAmount: 0,
          discountLabel: '<b>X</b>',
          amount: 500,
          customerEmail: 'a"><img src=x onerror=alert(1)>@example.com',
          cancelUrl: `${PUBLIC_URL}/order?a=1&b="><script>`,
        }),
      );
      const body = (await page(session.id)).body;
      expect(body).not.toContain('<script');
      expect(body).not.toContain('<img src=x');
      expect(body).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;');
      expect(body).toContain(`href="${PUBLIC_URL}/order?a=1&#38;b=&#34;&#62;&#60;script&#62;"`);
      const invalid = await submit(session.id, { ...GOOD, name: '<script>x</script>', cvc: '<i>' });
      expect(invalid.body).not.toContain('<script');
      expect(invalid.body).not.toContain('<i>');
    });

    it('tells each missing or wrong field what is wrong, beside it, and charges nothing', async () => {
      const session = await provider.createCheckoutSession(input());
      const empty = await submit(session.id, {});
      expect(empty.statusCode).toBe(400);
      for (const [id, message] of [
        ['cardNumber', 'Your card number is incomplete.'],
        ['expiry', 'Your card&#39;s expiration date is incomplete.'],
        ['cvc', 'Your card&#39;s security code is incomplete.'],
        ['name', 'Please enter the name on the card.'],
      ]) {
        expect(empty.body).toContain(`aria-describedby="field-${id}-error"`);
        expect(empty.body).toContain(`<p class="error" id="field-${id}-error">${message}</p>`);
      }
      const wrong = await submit(session.id, {
        cardNumber: '4242 4242 4242 4241',
        expiry: '01 / 20',
        cvc: '12',
        name: 'Ada',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain('Your card number is invalid.');
      expect(wrong.body).toContain('Your card&#39;s expiration date is in the past.');
      expect(wrong.body).toContain('value="4242 4242 4242 4241"'); // what was typed stays
      expect((await submit(session.id, { ...GOOD, expiry: '13 / 40' })).body).toContain(
        'Your card&#39;s expiration date is invalid.',
      );
      expect((await provider.retrieveCheckoutSession(session.id)).status).toBe('open');
      expect(paidCalls(session.id)).toEqual([]);
    });

    it.each([
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
      ['4000 0000 0000 0069', 'Your card has expired.'],
      [
        '4111 1111 1111 1111',
        'Your card was declined. This is a test checkout: use a test card such as 4242 4242 4242 4242.',
      ],
    ])('declines %s with “%s”, and the session stays open for another card', async (cardNumber, message) => {
      const session = await provider.createCheckoutSession(input());
      const res = await submit(session.id, { ...GOOD, cardNumber });
      expect(res.statusCode).toBe(402);
      expect(res.body).toContain(`<p class="alert" role="alert">${message.replace("'", '&#39;')}</p>`);
      expect(await provider.retrieveCheckoutSession(session.id)).toMatchObject({
        status: 'open',
        paymentStatus: 'unpaid',
      });
      expect(paidCalls(session.id)).toEqual([]);
    });

    it.each(['4242 4242 4242 4242', '5555 5555 5555 4444', '3782 822463 10005'])(
      'pays with %s: the session is paid, the order told at once, the shopper sent to the success URL',
      async (cardNumber) => {
        const session = await provider.createCheckoutSession(input());
        const res = await submit(session.id, { ...GOOD, cardNumber, cvc: cardNumber.startsWith('3') ? '1234' : '123' });
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe(`${PUBLIC_URL}/order?status=success&session_id=${session.id}`);
        expect(await provider.retrieveCheckoutSession(session.id)).toMatchObject({
          status: 'complete',
          paymentStatus: 'paid',
        });
        expect(paidCalls(session.id)).toEqual([{ sessionId: session.id, orderRef: session.orderRef }]);
      },
    );

    it('pays once when submitted twice, or five times at once', async () => {
      const session = await provider.createCheckoutSession(input());
      expect((await submit(session.id, GOOD)).statusCode).toBe(303);
      const again = await submit(session.id, GOOD);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toContain(session.id);
      expect(paidCalls(session.id)).toHaveLength(1);

      const raced = await provider.createCheckoutSession(input());
      const answers = await Promise.all(Array.from({ length: 5 }, () => submit(raced.id, GOOD)));
      expect(answers.map((a) => a.statusCode)).toEqual([303, 303, 303, 303, 303]);
      expect(paidCalls(raced.id)).toHaveLength(1);
    });

    it('keeps the payment when the order could not be told, and still sends the shopper on', async () => {
      const session = await provider.createCheckoutSession(input());
      recorder.failNext();
      const res = await submit(session.id, GOOD);
      expect(res.statusCode).toBe(303);
      expect(await provider.retrieveCheckoutSession(session.id)).toMatchObject({
        status: 'complete',
        paymentStatus: 'paid',
      });
    });

    it('says a paid session is paid, with a way back to the shop', async () => {
      const session = await provider.createCheckoutSession(input());
      await submit(session.id, GOOD);
      const res = await page(session.id);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Already paid');
      expect(res.body).toContain(`href="${PUBLIC_URL}/order?status=success&#38;session_id=${session.id}"`);
      expect(res.body).not.toContain('<form');
    });

    it('says an expired session has expired, and takes no payment on it', async () => {
      const session = await provider.createCheckoutSession(input({ expiresAt: new Date(clock.now() + 60_000) }));
      clock.advance(61_000);
      const res = await page(session.id);
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain('This checkout has expired');
      expect(res.body).toContain(`href="${PUBLIC_URL}/order?status=cancel"`);
      expect((await submit(session.id, GOOD)).statusCode).toBe(410);
      expect(paidCalls(session.id)).toEqual([]);
    });

    it('shows a not-found page for any session the shop did not create', async () => {
      for (const id of ['cs_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'anything', '%3Cscript%3E']) {
        const res = await page(id);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('Checkout not found');
        expect(res.body).not.toContain('<script');
        expect((await submit(id, GOOD)).statusCode).toBe(404);
      }
    });
  });
});
