import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRefund } from '@shared/contract/console-refunds';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { checkMoney } from './refund-invariants.fixture.js';

/**
 * Money promises under concurrency: operators refunding the same order at once never give back
 * more than was paid, in total or per line (the order's row lock queues them; the later one sees
 * what the earlier one took).
 */
describe.each(testDialects)('refunds racing on %s', (dialect) => {
  let s: OrderShop;
  let operators: Shopper[];

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operators = [await s.operator('race-op-1'), await s.operator('race-op-2'), await s.operator('race-op-3')];
  });
  afterAll(() => s.close());

  async function order(label: string) {
    const ada = await s.customer(label);
    const paid = await s.paidOrder(
      ada,
      [
        [s.f.ids.oxford, 1],
        [s.f.ids.candle, 3],
      ],
      'BIG50',
    );
    const candles = paid.items.find((i) => i.productId === s.f.ids.candle)!.orderItemId;
    return { ...paid, candles };
  }
  const refundAs = (i: number, orderUuid: string, body: object) =>
    operators[i % operators.length]!.callWithInvalidInput(createRefund, { params: { orderUuid }, body });

  it('gives back overlapping lines once: of six operators refunding 2 of 3 candles at once, one succeeds', async () => {
    const { orderUuid, candles } = await order('race-lines');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        refundAs(i, orderUuid, { lines: [{ orderItemId: candles, qty: 2 }], reason: 'Broken', restock: true }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.errMsg).toMatch(/Only 1 of .* is left/);
    const money = await checkMoney(s.db.kysely, orderUuid);
    expect(money.refunded).toBe(2418);
    expect(money.perLine.get(candles)).toEqual({ qty: 2, amount: 2418, restocked: 2 });
  });

  it('never refunds more than was paid when operators refund amounts at once', async () => {
    const { orderUuid } = await order('race-amounts');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => refundAs(i, orderUuid, { amount: 2000, reason: 'Goodwill' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3); // 3 × 20.00 of 61.00
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect([a.status, a.body.errMsg]).toEqual([409, 'Only $1.00 is left to refund']);
    }
    expect((await checkMoney(s.db.kysely, orderUuid)).refunded).toBe(6000);
  });

  it('mixes lines and amounts at once and still adds up to at most what was paid', async () => {
    const { orderUuid, candles, items } = await order('race-mixed');
    const oxford = items.find((i) => i.productId === s.f.ids.oxford)!.orderItemId;
    const bodies = [
      { lines: [{ orderItemId: candles, qty: 3 }], reason: 'All candles' },
      { lines: [{ orderItemId: oxford, qty: 1 }], reason: 'The shirt' },
      { amount: 3000, reason: 'Goodwill' },
      { lines: [{ orderItemId: candles, qty: 1 }], reason: 'One candle' },
      { amount: 2500, reason: 'Goodwill' },
    ];
    const answers = await Promise.all(bodies.map((body, i) => refundAs(i, orderUuid, body)));
    for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    const money = await checkMoney(s.db.kysely, orderUuid);
    expect(money.refunded).toBeLessThanOrEqual(6100);
  });
});
