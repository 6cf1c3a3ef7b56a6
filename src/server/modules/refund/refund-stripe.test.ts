import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConsoleOrder } from '@shared/contract/console-orders';
import { approveRefund } from '@shared/contract/console-refunds';
import { getOrder, requestRefund } from '@shared/contract/order';
import { consoleOrderDetailSchema } from '@shared/schemas/console';
import { testDialects } from '@server/test/test-app';
import { deliverWebhook, startFakeStripe, stripeProviderFor, type FakeStripe } from '@server/test/fake-stripe';
import { openOrderShop, payAtStripe, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

/** Refunds through Stripe's Refunds API: the real SDK against the fake Stripe server. */
describe.each(testDialects)('refunds through Stripe on %s', (dialect) => {
  let s: OrderShop;
  let fake: FakeStripe;
  let operator: Shopper;

  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await openOrderShop(dialect, {
      providers: {
        payment: stripeProviderFor(fake),
      },
    });
    operator = await s.operator('stripe-operator');
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  /** An order paid at (fake) Stripe, fulfilled on return, with a refund asked for. */
  async function paidAndAsked(label: string) {
    const shopper = await s.customer(label);
    await shopper.add(s.f.ids.oxford, 2);
    const { orderId: orderNumber, orderUuid } = (await shopper.order()).data;
    const sessionId = (await payAtStripe(s, fake, shopper, orderNumber)).checkout_session_id!;
    await shopper.call(requestRefund, { params: { orderUuid }, body: { reason: 'Not as described' } });
    const paymentIntent = fake.sessions.get(sessionId)!.payment_intent;
    const refunds = () => [...fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent);
    return { shopper, orderUuid: orderUuid as string, refunds };
  }
  const approve = (orderUuid: string) => operator.call(approveRefund, { params: { orderUuid }, body: {} });
  const adminDetail = async (orderUuid: string) =>
    consoleOrderDetailSchema.parse((await operator.call(getConsoleOrder, { params: { orderUuid } })).body.data);
  const deliver = (delivery: { payload: string; signature?: string }) => deliverWebhook(s.app, delivery);

  it('refunds the amount paid with an idempotency key tied to the refund, once for any number of clicks', async () => {
    const { orderUuid, refunds } = await paidAndAsked('stripe-refund');
    const answers = await Promise.all(Array.from({ length: 4 }, () => approve(orderUuid)));
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(refunds()).toHaveLength(1);
    expect(refunds()[0]).toMatchObject({ amount: 9000, status: 'succeeded' });
    const key = `refund:${orderUuid}:1`;
    const keyed = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(keyed.length).toBeGreaterThanOrEqual(1);
    expect(keyed.every((r) => r.idempotencyKey === key)).toBe(true);
    expect((await adminDetail(orderUuid)).order.refundStatus).toBe('refunded');
  });

  it('shows a refund that fails later as failed to the operator, and a new approval tries with a new key', async () => {
    const { shopper, orderUuid, refunds } = await paidAndAsked('stripe-refund-fails');
    expect((await approve(orderUuid)).status).toBe(200);
    const [first] = refunds();
    first!.status = 'failed';
    expect((await deliver(fake.events.refundUpdated(first!.id as string))).statusCode).toBe(200);

    const failed = await adminDetail(orderUuid);
    expect(failed.refundOutcome).toBe('failed');
    expect(failed.order.refundStatus).toBe('requested');
    expect(failed.events.map((e) => e.type)).toContain('refund_failed');
    const seen = (await shopper.call(getOrder, { params: { orderUuid } })).data;
    expect(seen.order.refundStatus).toBe('requested');

    expect((await approve(orderUuid)).status).toBe(200);
    expect(refunds()).toHaveLength(2);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)).toContain(
      `refund:${orderUuid}:2`,
    );
    const done = await adminDetail(orderUuid);
    expect([done.order.refundStatus, done.refundOutcome]).toEqual(['refunded', 'succeeded']);
    // The units went back once, at the first approval.
    expect(done.events.filter((e) => e.type === 'restocked')).toHaveLength(1);
  });
});
