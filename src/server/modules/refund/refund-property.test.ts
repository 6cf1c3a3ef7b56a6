import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelItems, createRefund } from '@shared/contract/console-refunds';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { checkMoney } from './refund-invariants.fixture.js';

/** A small seeded generator (mulberry32): a failing run can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}

const ORDERS = 8;
const SEED = Number(process.env.REFUND_PROPERTY_SEED ?? 20251126);

/**
 * Random orders (lines, quantities, coupons) and random sequences of refunds by lines, by amount
 * and cancellations, some of them impossible: after every step, what went back never exceeds
 * what was paid in all or per line, restocked units never exceed refunded ones, the provider gave
 * back exactly what the records say, and a refused step changed nothing.
 */
describe.each(testDialects)('refund sequences on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('property-operator');
  });
  afterAll(() => s.close());

  it(`holds the money promises over ${ORDERS} random orders (seed ${SEED})`, async () => {
    const r = random(SEED);
    const prices = new Map([
      [s.f.ids.oxford, 4500],
      [s.f.ids.candle, 2200],
      [s.f.ids.flannel, 3900],
      [s.f.ids.lamp, 12900],
    ]);
    const products = [...prices.keys()];
    let refused = 0;
    let made = 0;
    for (let n = 0; n < ORDERS; n++) {
      const shopper = await s.customer(`property-${n}`);
      const chosen = [...products].sort(() => r.next() - 0.5).slice(0, r.int(1, 3));
      const lines = chosen.map((id) => [id, r.int(1, 4)] as [number, number]);
      const subtotal = lines.reduce((sum, [id, qty]) => sum + (prices.get(id) ?? 0) * qty, 0);
      // BIG50 takes 50.00 off 100.00 or more; WELCOME10 takes 10 %.
      const coupon = r.pick(['', 'WELCOME10', subtotal >= 10000 ? 'BIG50' : 'WELCOME10']);
      const { orderUuid, items } = await s.paidOrder(shopper, lines, coupon);
      for (let step = 0; step < r.int(2, 6); step++) {
        const before = await checkMoney(s.db.kysely, orderUuid);
        const kind = r.pick(['lines', 'lines', 'amount', 'cancel'] as const);
        const someLines = items
          .filter(() => r.next() < 0.6)
          .map((i) => ({ orderItemId: i.orderItemId, qty: r.int(1, i.qty + 1) }));
        const wanted = someLines.length > 0 ? someLines : [{ orderItemId: items[0]!.orderItemId, qty: 1 }];
        const answer =
          kind === 'amount'
            ? await operator.call(createRefund, {
                params: { orderUuid },
                body: {
                  amount: r.int(1, Math.max(1, before.paid - before.refunded + 200)),
                  reason: 'Goodwill',
                },
              })
            : kind === 'lines'
              ? await operator.call(createRefund, {
                  params: { orderUuid },
                  body: {
                    lines: wanted,
                    reason: 'Returned',
                    restock: r.next() < 0.5,
                  },
                })
              : await operator.call(cancelItems, {
                  params: { orderUuid },
                  body: {
                    lines: wanted,
                    reason: 'Cancelled',
                  },
                });
        expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
        const after = await checkMoney(s.db.kysely, orderUuid);
        if (answer.status === 200) {
          made++;
          expect(after.refunded).toBe(before.refunded + (answer.body.data as { amount: number }).amount);
        } else {
          refused++;
          expect(after.refunded).toBe(before.refunded);
          expect(after.refunds.length).toBe(before.refunds.length);
        }
      }
    }
    // Every completed refund has a credit note, numbered 1, 2, 3… without a gap.
    const notes = await s.db.kysely.selectFrom('refund').select(['status', 'credit_note_number']).execute();
    expect(notes.filter((n) => n.status === 'succeeded').every((n) => n.credit_note_number !== null)).toBe(true);
    const numbers = notes
      .flatMap((n) => (n.credit_note_number === null ? [] : [n.credit_note_number]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    // The sequences exercised both sides.
    expect(made).toBeGreaterThan(ORDERS);
    expect(refused).toBeGreaterThan(0);
  });
});
