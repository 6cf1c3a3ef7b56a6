import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActivity, changeStaffRole } from '@shared/contract/console-staff';
import { cancelItems, createRefund } from '@shared/contract/console-refunds';
import { createShipment, updateShipmentStatus } from '@shared/contract/console-shipments';
import { adjustStock, getConsoleProduct, updateProduct } from '@shared/contract/console-products';
import { createCoupon, updateCoupon } from '@shared/contract/console-coupons';
import { saveShopPage } from '@shared/contract/shop-pages';
import { saveShopSettings } from '@shared/contract/console-settings';
import { createApiKey, revokeApiKey } from '@shared/contract/console-api-keys';
import { callEndpoint } from '@server/test/call-endpoint';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { memberWithRole } from '@server/modules/console/staff/staff.fixture';
import { ACTIVITY_RETENTION_DAYS, pruneOldActivity } from './activity-retention.js';

describe.each(testDialects)('the activity log on %s', (dialect) => {
  let s: OrderShop;
  let owner: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    owner = await memberWithRole(s, 'log-owner', 'owner');
  });
  afterAll(() => s.close());

  const entries = async (
    query: { area?: 'orders' | 'products' | 'stock' | 'refunds' | 'shipments' | 'content' | 'settings' } = {},
  ) =>
    (
      await callEndpoint(
        s.app,
        listActivity,
        { query: { actor: `operator:${owner.userId}`, num: 100, ...query } },
        owner,
      )
    ).data;

  /** Runs one write and answers the one entry it left: exactly one, with the fields before and after. */
  async function oneEntryOf(write: () => Promise<{ status: number; body: { errMsg: string } }>) {
    const before = await entries();
    const answer = await write();
    expect(answer.status, answer.body.errMsg).toBe(200);
    const after = await entries();
    expect(after.total).toBe(before.total + 1);
    const entry = after.list[0]!;
    expect(entry.actor).toBe(`operator:${owner.userId}`);
    expect(entry.actorName).toContain(owner.email);
    expect(entry.before).not.toBeUndefined();
    expect(entry.after).not.toBeNull();
    return entry;
  }

  it('keeps one entry with before and after for each kind of operator write', async () => {
    const shopper = await s.customer('log-shopper');
    const order = await s.paidOrder(shopper, [
      [s.f.ids.oxford, 2],
      [s.f.ids.flannel, 1],
    ]);
    const [oxford, flannel] = order.items;

    const shipped = await oneEntryOf(() =>
      callEndpoint(
        s.app,
        createShipment,
        {
          params: { orderUuid: order.orderUuid },
          body: { orderItemIds: [oxford!.orderItemId], carrierName: 'UPS', trackingNumber: '1Z999' },
        },
        owner,
      ),
    );
    expect(shipped).toMatchObject({ area: 'shipments', action: 'ship', subject: `order ${order.orderId}` });
    expect([shipped.before, shipped.after]).toEqual([
      { shippedUnits: {} },
      { shippedUnits: { [oxford!.orderItemId]: oxford!.qty }, carrierName: 'UPS', trackingNumber: '1Z999' },
    ]);
    const shipmentId = (
      await s.db.kysely
        .selectFrom('shipment')
        .select('shipment_id')
        .orderBy('shipment_id', 'desc')
        .executeTakeFirstOrThrow()
    ).shipment_id;
    const status = await oneEntryOf(() =>
      callEndpoint(
        s.app,
        updateShipmentStatus,
        { params: { shipmentId }, body: { shipmentStatus: 'delivered' } },
        owner,
      ),
    );
    expect([status.before, status.after]).toEqual([{ shipmentStatus: 'shipped' }, { shipmentStatus: 'delivered' }]);

    const cancelled = await oneEntryOf(() =>
      callEndpoint(
        s.app,
        cancelItems,
        {
          params: { orderUuid: order.orderUuid },
          body: { lines: [{ orderItemId: flannel!.orderItemId, qty: 1 }], reason: 'Out of stock' },
        },
        owner,
      ),
    );
    expect(cancelled).toMatchObject({ area: 'refunds', action: 'cancel-items', before: { refundedAmount: 0 } });
    const refunded = await oneEntryOf(() =>
      callEndpoint(
        s.app,
        createRefund,
        { params: { orderUuid: order.orderUuid }, body: { amount: 500, reason: 'Creased' } },
        owner,
      ),
    );
    expect(refunded).toMatchObject({ area: 'refunds', action: 'refund', after: { amount: 500, reason: 'Creased' } });
    expect(Number(refunded.after!.refundedAmount) - Number(refunded.before!.refundedAmount)).toBe(500);

    const stock = await oneEntryOf(() =>
      callEndpoint(
        s.app,
        adjustStock,
        { body: { adjustments: [{ inventoryId: s.f.ids.flannel, delta: 5 }], reason: 'Delivery' } },
        owner,
      ),
    );
    const counted = `product ${s.f.ids.flannel}`;
    expect(stock.area).toBe('stock');
    expect(Number(stock.after![counted]) - Number(stock.before![counted])).toBe(5);

    const product = (await callEndpoint(s.app, getConsoleProduct, { params: { inventoryId: s.f.ids.flannel } }, owner))
      .data;
    const { inventoryId: _id, stock: _stock, updatedAt: _at, ...write } = product;
    const priced = await oneEntryOf(() =>
      callEndpoint(
        s.app,
        updateProduct,
        { params: { inventoryId: s.f.ids.flannel }, body: { ...write, price: product.price + 100 } },
        owner,
      ),
    );
    expect(priced).toMatchObject({ area: 'products', action: 'update' });
    expect(priced.before).toMatchObject({ price: product.price });
    expect(priced.after).toMatchObject({ price: product.price + 100 });

    const coupon = {
      code: 'LOGGED',
      kind: 'fixed' as const,
      value: 500,
      minSpend: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      isActive: true,
    };
    const created = await callEndpoint(s.app, createCoupon, { body: coupon }, owner);
    const couponChange = await oneEntryOf(() =>
      callEndpoint(
        s.app,
        updateCoupon,
        { params: { couponId: created.data.couponId }, body: { ...coupon, value: 700 } },
        owner,
      ),
    );
    expect([couponChange.before, couponChange.after]).toEqual([{ value: 500 }, { value: 700 }]);

    const page = await oneEntryOf(() =>
      callEndpoint(
        s.app,
        saveShopPage,
        { params: { slug: 'returns' }, body: { title: 'Returns, simply', bodyHtml: '<p>30 days.</p>' } },
        owner,
      ),
    );
    expect(page).toMatchObject({ area: 'content', subject: 'page returns', after: { title: 'Returns, simply' } });

    const setting = await oneEntryOf(() =>
      callEndpoint(s.app, saveShopSettings, { body: { holdNewReviews: true } }, owner),
    );
    expect([setting.area, setting.before, setting.after]).toEqual([
      'settings',
      { holdNewReviews: false },
      { holdNewReviews: true },
    ]);

    const member = await memberWithRole(s, 'log-member', 'support');
    const staff = await oneEntryOf(() =>
      callEndpoint(s.app, changeStaffRole, { params: { userId: member.userId }, body: { role: 'fulfilment' } }, owner),
    );
    expect([staff.area, staff.before, staff.after]).toEqual(['settings', { role: 'support' }, { role: 'fulfilment' }]);

    let apiKeyId = 0;
    const key = await oneEntryOf(async () => {
      const answer = await callEndpoint(
        s.app,
        createApiKey,
        { body: { name: 'Warehouse', scopes: ['orders:read'] } },
        owner,
      );
      apiKeyId = answer.data.apiKeyId;
      return answer;
    });
    expect(key).toMatchObject({
      area: 'settings',
      action: 'create',
      before: null,
      after: { name: 'Warehouse', scopes: ['orders:read'] },
    });
    await oneEntryOf(() => callEndpoint(s.app, revokeApiKey, { params: { apiKeyId } }, owner));
  });

  it('filters by person, area and date, newest first, and pages', async () => {
    const all = await entries();
    const shipments = await entries({ area: 'shipments' });
    expect(shipments.total).toBe(2);
    expect(shipments.list.every((e) => e.area === 'shipments')).toBe(true);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await callEndpoint(s.app, listActivity, { query: { from: future } }, owner);
    expect(none.data.total).toBe(0);
    const page2 = await callEndpoint(
      s.app,
      listActivity,
      { query: { actor: `operator:${owner.userId}`, page: 2, num: 3 } },
      owner,
    );
    expect(page2.data.list.map((e) => e.activityId)).toEqual(all.list.slice(3, 6).map((e) => e.activityId));
    const times = all.list.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const bad = await callEndpoint(s.app, listActivity, { query: { area: 'secrets' as 'orders' } }, owner);
    expect(bad.status).toBe(400);
  });

  it('forgets entries only once they are older than the retention', async () => {
    const total = (await entries()).total;
    const day = 24 * 60 * 60_000;
    expect(await pruneOldActivity(s.app, Date.now() + (ACTIVITY_RETENTION_DAYS - 1) * day)).toBe(0);
    expect((await entries()).total).toBe(total);
    expect(await pruneOldActivity(s.app, Date.now() + (ACTIVITY_RETENTION_DAYS + 1) * day)).toBeGreaterThanOrEqual(
      total,
    );
    expect((await entries()).total).toBe(0);
  });
});
