import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listConsoleReviews } from '@shared/contract/console-reviews';
import { callEndpoint, queryOf } from '@server/test/call-endpoint';
import { getProduct, listReviews } from '@shared/contract/catalog';
import { getConsoleOrder } from '@shared/contract/console-orders';
import { listOrderReviews, writeReview } from '@shared/contract/order';
import { approveReview, getShopSettings, saveShopSettings } from '@shared/contract/console-settings';
import { consoleReviewListSchema } from '@shared/schemas/console-reviews';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('reviews held for approval on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('held-operator');
  });
  afterAll(() => s.close());

  const publicProduct = async (id: number) => {
    const [page, reviews] = await Promise.all([
      callEndpoint(s.app, getProduct, { params: { id } }),
      callEndpoint(s.app, listReviews, { params: { id }, query: { page: 1, num: 20 } }),
    ]);
    return {
      reviewCount: page.data.reviewCount,
      reviewIds: reviews.data.list.map((r) => r.reviewId),
    };
  };
  const adminList = async (query: string) =>
    consoleReviewListSchema.parse((await operator.call(listConsoleReviews, { query: queryOf(query) })).body.data).list;

  it('holds new reviews while the setting is on: not public until approved, then counted', async () => {
    expect((await operator.call(getShopSettings, {})).body.data).toEqual({
      holdNewReviews: false,
      pricesIncludeTax: true,
      taxNumber: '',
    });
    const on = await operator.call(saveShopSettings, { body: { holdNewReviews: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data).toEqual({ holdNewReviews: true, pricesIncludeTax: true, taxNumber: '' });

    const ada = await s.customer('held-ada');
    const paid = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    const before = await publicProduct(s.f.ids.lamp);
    const written = await ada.call(writeReview, {
      params: { orderUuid: paid.orderUuid, orderItemId: paid.items[0]!.orderItemId },
      body: {
        rating: 4,
        content: 'Warm light, held for a moment',
      },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const reviewId = written.data.reviewId as number;
    // The author is told it waits for approval.
    expect(written.data.awaitingApproval).toBe(true);

    // Not on the product page, not in its count; its author still sees it on the order, as waiting.
    expect(await publicProduct(s.f.ids.lamp)).toEqual(before);
    const ownReviews = async () =>
      (
        await ada.call(listOrderReviews, {
          params: { orderUuid: paid.orderUuid },
          query: { page: '1', num: '99' },
        })
      ).data.list as { reviewId: number; awaitingApproval: boolean }[];
    expect((await ownReviews()).map((r) => [r.reviewId, r.awaitingApproval])).toEqual([[reviewId, true]]);
    const mine = `&search=${encodeURIComponent(ada.email)}`;
    expect(
      (await adminList(`?visibility=awaiting${mine}`)).map((r) => [r.reviewId, r.awaitingApproval, r.hidden]),
    ).toEqual([[reviewId, true, true]]);
    expect(await adminList(`?visibility=hidden${mine}`)).toEqual([]);

    const approved = await operator.call(approveReview, { params: { reviewId } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toEqual({ reviewId, hidden: false });
    const after = await publicProduct(s.f.ids.lamp);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.reviewIds).toContain(reviewId);
    expect((await adminList(`?visibility=visible${mine}`)).map((r) => r.awaitingApproval)).toEqual([false]);
    expect((await ownReviews()).map((r) => [r.reviewId, r.awaitingApproval])).toEqual([[reviewId, false]]);

    // Approving twice, or a review that was never held, is a conflict; an unknown one 404.
    expect((await operator.call(approveReview, { params: { reviewId } })).status).toBe(409);
    expect((await operator.call(approveReview, { params: { reviewId: '999999' } })).status).toBe(404);

    const events = await operator.call(getConsoleOrder, { params: { orderUuid: paid.orderUuid } });
    const types = (events.data.events as { type: string }[]).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['reviewed', 'review_approved']));
  });

  it('two operators approving at once approve it once', async () => {
    await operator.call(saveShopSettings, { body: { holdNewReviews: true } });
    const other = await s.operator('held-operator-2');
    const bob = await s.customer('held-bob');
    const paid = await s.paidOrder(bob, [[s.f.ids.oxford, 1]]);
    const reviewId = (
      await bob.call(writeReview, {
        params: { orderUuid: paid.orderUuid, orderItemId: paid.items[0]!.orderItemId },
        body: {
          rating: 5,
          content: 'Great shoes',
        },
      })
    ).data.reviewId;
    const answers = await Promise.all([operator, other].map((o) => o.call(approveReview, { params: { reviewId } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { count } = await s.db.kysely
      .selectFrom('order_event')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('type', '=', 'review_approved')
      .where('detail_json', 'like', `%"reviewId":${reviewId}%`)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('with the setting off, reviews show at once; bad settings are refused', async () => {
    await operator.call(saveShopSettings, { body: { holdNewReviews: false } });
    const cy = await s.customer('held-cy');
    const paid = await s.paidOrder(cy, [[s.f.ids.lamp, 1]]);
    const written = await cy.call(writeReview, {
      params: { orderUuid: paid.orderUuid, orderItemId: paid.items[0]!.orderItemId },
      body: {
        rating: 3,
        content: 'Fine',
      },
    });
    expect(written.data.awaitingApproval).toBe(false);
    const reviewId = written.data.reviewId;
    expect((await publicProduct(s.f.ids.lamp)).reviewIds).toContain(reviewId);

    const bad = await operator.callWithInvalidInput(saveShopSettings, { body: { holdNewReviews: 'yes' } });
    expect(bad.status).toBe(400);
    expect((await operator.call(getShopSettings, {})).body.data).toEqual({
      holdNewReviews: false,
      pricesIncludeTax: true,
      taxNumber: '',
    });
    expect((await cy.call(saveShopSettings, { body: { holdNewReviews: true } })).status).toBe(403);
  });
});
