import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConsoleOrder } from '@shared/contract/console-orders';
import { createRefund } from '@shared/contract/console-refunds';
import { getOrder } from '@shared/contract/order';
import { testDialects } from '@server/test/test-app';
import { deliverWebhook, startFakeStripe, stripeProviderFor, type FakeStripe } from '@server/test/fake-stripe';
import type { PaymentProvider, RefundInput } from '@server/providers/payment/index';
import { openOrderShop, payAtStripe, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import * as repo from '@server/modules/order/order.repository';

/**
 * Partial refunds through Stripe (the real SDK against the fake Stripe server), and a refund's
 * webhook arriving before, or at the same moment as, Stripe's answer to our own call: the refund
 * settles once (one `refunded` event, one restock, one mail).
 */
describe.each(testDialects)('Stripe partial refunds and their webhooks on %s', (dialect) => {
  let s: OrderShop;
  let fake: FakeStripe;
  let operator: Shopper;
  /** When set, runs once Stripe has made a refund and before the shop hears the answer. */
  let onRefunded: ((refundId: string) => Promise<unknown>) | null = null;
  /** When set, Stripe's answer says the refund is still pending (as for some payment methods). */
  let answerPending = false;

  beforeAll(async () => {
    fake = await startFakeStripe();
    const stripe = stripeProviderFor(fake);
    // The real provider; only the moment the shop hears Stripe's answer is held back.
    const racing: PaymentProvider = Object.assign(Object.create(stripe) as PaymentProvider, {
      async refund(input: RefundInput) {
        const result = await stripe.refund(input);
        const hook = onRefunded;
        if (hook) await hook(result.refundId);
        return answerPending ? { ...result, status: 'pending' as const } : result;
      },
    });
    s = await openOrderShop(dialect, { providers: { payment: racing } });
    operator = await s.operator('webhook-race-operator');
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  async function paidAtStripe(label: string) {
    const shopper = await s.customer(label);
    await shopper.add(s.f.ids.candle, 3);
    const { orderId: orderNumber, orderUuid } = (await shopper.order()).data;
    const order = await payAtStripe(s, fake, shopper, orderNumber);
    const items = (await shopper.call(getOrder, { params: { orderUuid } })).data.items as {
      orderItemId: number;
    }[];
    return { shopper, orderUuid: orderUuid as string, itemId: items[0]!.orderItemId, orderId: order.order_id };
  }
  const deliver = (delivery: { payload: string; signature?: string }) => deliverWebhook(s.app, delivery);
  const eventsOf = async (orderId: number, type: string) =>
    (await repo.eventsOf(s.db.kysely, orderId)).filter((e) => e.type === type).length;
  const refundMails = (email: string) =>
    s.smtp.mails.filter((m) => m.to.includes(email) && m.subject.includes('your refund')).length;

  for (const when of ['before', 'with'] as const) {
    it(`settles a refund once when its webhook arrives ${when} Stripe's answer`, async () => {
      const { shopper, orderUuid, itemId, orderId } = await paidAtStripe(`webhook-${when}`);
      const deliveries: Promise<{ statusCode: number }>[] = [];
      onRefunded = async (refundId) => {
        deliveries.push(deliver(fake.events.refundUpdated(refundId)));
        // 'before': the webhook is handled completely first; 'with': it races the rest of the call.
        if (when === 'before') await deliveries[0];
      };
      const answer = await operator.call(createRefund, {
        params: { orderUuid },
        body: {
          lines: [{ orderItemId: itemId, qty: 1 }],
          reason: 'Cracked',
          restock: true,
        },
      });
      onRefunded = null;
      expect((await Promise.all(deliveries)).map((d) => d.statusCode)).toEqual([200]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ amount: 2200, status: 'succeeded' });
      await expect.poll(() => refundMails(shopper.email)).toBe(1);
      expect([await eventsOf(orderId, 'refunded'), await eventsOf(orderId, 'restocked')]).toEqual([1, 1]);
      const refunds = [...fake.refunds.values()].filter((r) =>
        r.metadata?.refundKey?.startsWith(`refund:${orderUuid}:`),
      );
      expect(refunds.map((r) => r.amount)).toEqual([2200]);
      // A late redelivery changes nothing.
      expect((await deliver(fake.events.refundUpdated(refunds[0]!.id as string))).statusCode).toBe(200);
      expect(await eventsOf(orderId, 'refunded')).toBe(1);
      expect(refundMails(shopper.email)).toBe(1);
    });
  }

  it('keeps a refund Stripe answers as pending counted but unsettled until charge.refunded settles it', async () => {
    const { shopper, orderUuid, itemId, orderId } = await paidAtStripe('charge-refunded');
    answerPending = true;
    const answer = await operator.call(createRefund, {
      params: { orderUuid },
      body: {
        lines: [{ orderItemId: itemId, qty: 2 }],
        reason: 'Two cracked',
        restock: true,
      },
    });
    answerPending = false;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ amount: 4400, status: 'pending' });
    let seen = (await shopper.call(getOrder, { params: { orderUuid } })).data;
    // Promised to the provider: it counts against what is left, but nothing is restocked or mailed yet.
    expect([seen.refundedAmount, seen.order.refundStatus]).toEqual([4400, 'partially_refunded']);
    expect([await eventsOf(orderId, 'refunded'), refundMails(shopper.email)]).toEqual([0, 0]);

    const session = (await repo.findByNumber(s.db.kysely, seen.order.orderId))!.checkout_session_id!;
    const delivered = await deliver(fake.events.chargeRefunded(fake.sessions.get(session)!.payment_intent as string));
    expect(delivered.statusCode).toBe(200);
    seen = (await shopper.call(getOrder, { params: { orderUuid } })).data;
    expect(seen.refunds.map((r: { status: string }) => r.status)).toEqual(['succeeded']);
    expect([await eventsOf(orderId, 'refunded'), await eventsOf(orderId, 'restocked')]).toEqual([1, 1]);
    await expect.poll(() => refundMails(shopper.email)).toBe(1);
  });

  it('sends each partial refund to Stripe with its own key and amount, and a failed one back to the operator', async () => {
    const { orderUuid, itemId, orderId } = await paidAtStripe('stripe-partials');
    const first = await operator.call(createRefund, { params: { orderUuid }, body: { amount: 1000, reason: 'Late' } });
    const second = await operator.call(createRefund, {
      params: { orderUuid },
      body: {
        lines: [{ orderItemId: itemId, qty: 1 }],
        reason: 'Cracked',
      },
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    const calls = fake.requests.filter(
      (r) => r.path === '/v1/refunds' && r.idempotencyKey?.startsWith(`refund:${orderUuid}:`),
    );
    expect(calls.map((r) => r.idempotencyKey)).toEqual([`refund:${orderUuid}:1`, `refund:${orderUuid}:2`]);
    const atStripe = [...fake.refunds.values()].filter((r) =>
      r.metadata?.refundKey?.startsWith(`refund:${orderUuid}:`),
    );
    expect(atStripe.map((r) => r.amount)).toEqual([1000, 2200]);

    // Stripe later reports the goodwill refund failed: it no longer counts, and the operator sees it.
    atStripe[0]!.status = 'failed';
    expect((await deliver(fake.events.refundUpdated(atStripe[0]!.id as string))).statusCode).toBe(200);
    const admin = (await operator.call(getConsoleOrder, { params: { orderUuid } })).data;
    expect(admin.refunds.map((r: { status: string }) => r.status)).toEqual(['failed', 'succeeded']);
    expect([admin.refundedAmount, admin.order.refundStatus]).toEqual([2200, 'partially_refunded']);
    expect(await eventsOf(orderId, 'refund_failed')).toBe(1);
  });
});
