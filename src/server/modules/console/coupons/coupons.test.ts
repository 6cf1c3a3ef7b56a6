import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon, disableCoupon, listCoupons, updateCoupon } from '@shared/contract/console-coupons';
import { estimateCart } from '@shared/contract/cart';
import { consoleCouponListSchema, consoleCouponSchema, type CouponWrite } from '@shared/schemas/console-coupons';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

const TEN_OFF: CouponWrite = {
  code: 'autumn-10',
  kind: 'fixed',
  value: 1000,
  minSpend: 2000,
  startsAt: null,
  endsAt: null,
  maxUses: 5,
  maxUsesPerCustomer: 1,
  isActive: true,
};

describe.each(testDialects)('operator coupons on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;
  const estimate = (shopper: Shopper, code: string) => shopper.call(estimateCart, { query: { couponCode: code } });

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('coupon-operator');
  });
  afterAll(() => s.close());

  it('creates a coupon a shopper then uses, counts its uses, and disables it', async () => {
    const res = await operator.call(createCoupon, { body: TEN_OFF });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const coupon = consoleCouponSchema.parse(res.body.data);
    expect(coupon).toMatchObject({ code: 'AUTUMN-10', uses: 0, isActive: true });

    const ada = await s.customer('coupon-ada');
    await ada.add(s.f.ids.oxford, 1); // $45.00
    const priced = await estimate(ada, 'Autumn-10');
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.data).toMatchObject({ itemsTotal: 4500, discount: 1000, amount: 3500 });
    await s.paidOrder(ada, [], 'AUTUMN-10');

    const list = consoleCouponListSchema.parse(
      (await operator.call(listCoupons, { query: { search: 'autumn' } })).body.data,
    );
    expect(list.list.map((c) => [c.code, c.uses])).toEqual([['AUTUMN-10', 1]]);
    const byUses = consoleCouponListSchema.parse(
      (await operator.call(listCoupons, { query: { sort: 'uses', order: 'desc' } })).body.data,
    );
    expect(byUses.list[0]?.code).toBe('AUTUMN-10');

    const off = await operator.call(disableCoupon, { params: { couponId: coupon.couponId } });
    expect([off.status, off.data.isActive]).toEqual([200, false]);
    const bob = await s.customer('coupon-bob');
    await bob.add(s.f.ids.oxford, 1);
    expect((await estimate(bob, 'AUTUMN-10')).body.errMsg).toBe('Coupon code "AUTUMN-10" is not valid');
    expect(
      (await operator.call(listCoupons, { query: { status: 'disabled' } })).data.list.map(
        (c: { code: string }) => c.code,
      ),
    ).toContain('AUTUMN-10');

    const audit = await s.db.kysely
      .selectFrom('admin_audit')
      .select(['action', 'actor'])
      .where('entity', '=', 'coupon')
      .where('entity_id', '=', coupon.couponId)
      .execute();
    expect(audit).toEqual([
      { action: 'create', actor: `operator:${operator.userId}` },
      { action: 'disable', actor: `operator:${operator.userId}` },
    ]);
  });

  it('edits a coupon’s terms, which apply to the next cart at once', async () => {
    const { couponId } = (await operator.call(createCoupon, { body: { ...TEN_OFF, code: 'WINTER' } })).data;
    const res = await operator.call(updateCoupon, {
      params: { couponId },
      body: {
        ...TEN_OFF,
        code: 'WINTER',
        kind: 'percent',
        value: 50,
        minSpend: 0,
        endsAt: '2099-01-01T00:00:00+02:00',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'percent', value: 50, endsAt: '2098-12-31T22:00:00.000Z' });
    const cy = await s.customer('coupon-cy');
    await cy.add(s.f.ids.candle, 1); // $22.00
    expect((await estimate(cy, 'winter')).body.data).toMatchObject({ discount: 1100 });
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = consoleCouponListSchema.parse(
      (await operator.call(listCoupons, { query: { num: '100' } })).body.data,
    );
    const cases: [object, number, string][] = [
      [{ code: 'WELCOME10' }, 409, 'A coupon with the code WELCOME10 already exists'],
      [{ code: 'welcome10' }, 409, 'A coupon with the code WELCOME10 already exists'],
      [{ code: 'NO WAY' }, 400, 'Code may hold only letters, digits, dashes and underscores'],
      [{ kind: 'percent', value: 150 }, 400, 'A percentage must be at most 100'],
      [{ value: 0 }, 400, 'Value must be at least 1'],
      [{ value: 9.99 }, 400, 'Value must be a whole number'],
      [{ minSpend: -1 }, 400, 'Minimum spend must not be negative'],
      [{ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }, 400, 'End must be after the start'],
      [{ startsAt: 'tomorrow' }, 400, 'Start must be a date and time'],
      [{ maxUses: 2, maxUsesPerCustomer: 3 }, 400, 'Uses per customer must not exceed total uses'],
      [{ maxUses: 0 }, 400, 'Total uses must be at least 1'],
    ];
    for (const [change, status, message] of cases) {
      const res = await operator.call(createCoupon, { body: { ...TEN_OFF, code: 'NEWCODE', ...change } });
      expect([res.status, res.body.errMsg], JSON.stringify(change)).toEqual([status, expect.stringContaining(message)]);
    }
    const single = before.list.find((c) => c.code === 'SINGLE')!;
    expect(
      (await operator.call(updateCoupon, { params: { couponId: single.couponId }, body: { ...TEN_OFF, code: 'ONCE' } }))
        .status,
    ).toBe(409);
    expect((await operator.call(updateCoupon, { params: { couponId: '999999' }, body: TEN_OFF })).status).toBe(404);
    expect((await operator.call(disableCoupon, { params: { couponId: '999999' } })).status).toBe(404);
    expect((await operator.callWithInvalidInput(listCoupons, { query: { status: 'maybe' } })).status).toBe(400);
    expect((await operator.callWithInvalidInput(listCoupons, { query: { sort: 'value' } })).status).toBe(400);
    expect(
      consoleCouponListSchema.parse((await operator.call(listCoupons, { query: { num: '100' } })).body.data),
    ).toEqual(before);
  });
});
