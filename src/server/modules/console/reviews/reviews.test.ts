import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOf } from '@server/test/call-endpoint';
import { hideReview, listConsoleReviews } from '@shared/contract/console-reviews';
import { writeReview } from '@shared/contract/order';
import { consoleReviewListSchema } from '@shared/schemas/console-reviews';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('the console’s reviews on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('reviews-operator');
  });
  afterAll(() => s.close());

  const list = async (query: string) => {
    const res = await operator.call(listConsoleReviews, { query: queryOf(query) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return consoleReviewListSchema.parse(res.body.data);
  };

  it('lists reviews newest first with product, author and order; filters by stars and visibility', async () => {
    const ada = await s.customer('reviews-ada');
    const paid = await s.paidOrder(ada, [
      [s.f.ids.oxford, 1],
      [s.f.ids.lamp, 1],
    ]);
    const review = async (orderItemId: number, rating: number, content: string) => {
      const res = await ada.call(writeReview, {
        params: { orderUuid: paid.orderUuid, orderItemId },
        body: { rating, content },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.data.reviewId as number;
    };
    const halfStar = await review(paid.items[0]!.orderItemId, 3.5, 'Nice shoes, a little tight');
    s.clock.advance(1000);
    const fiveStars = await review(paid.items[1]!.orderItemId, 5, 'A lovely lamp');

    const mine = `&search=${encodeURIComponent(ada.email)}`;
    const all = await list(`?num=10${mine}`);
    expect(all.list.map((r) => r.reviewId)).toEqual([fiveStars, halfStar]);
    expect(all.list[1]).toMatchObject({
      inventoryId: paid.items[0]!.productId,
      rating: 3.5,
      content: 'Nice shoes, a little tight',
      customerEmail: ada.email,
      hidden: false,
      orderUuid: paid.orderUuid,
      orderNumber: paid.orderId,
    });
    // Whole stars: 4 holds the 3.5.
    expect((await list(`?rating=4${mine}`)).list.map((r) => r.reviewId)).toEqual([halfStar]);
    expect((await list(`?rating=5${mine}`)).list.map((r) => r.reviewId)).toEqual([fiveStars]);
    expect((await list(`?rating=3${mine}`)).total).toBe(0);
    expect((await list(`?sort=rating&order=asc${mine}`)).list.map((r) => r.reviewId)).toEqual([halfStar, fiveStars]);

    expect((await operator.call(hideReview, { params: { reviewId: halfStar } })).body.data).toEqual({ hidden: true });
    expect((await list(`?visibility=hidden${mine}`)).list.map((r) => [r.reviewId, r.hidden])).toEqual([
      [halfStar, true],
    ]);
    expect((await list(`?visibility=visible${mine}`)).list.map((r) => r.reviewId)).toEqual([fiveStars]);

    // The demo catalogue's reviews (no order) are listed too.
    expect((await list('?num=100')).list.some((r) => r.orderUuid === null)).toBe(true);
    for (const bad of ['?rating=6', '?rating=4.5', '?visibility=gone', '?sort=content'])
      expect((await operator.callWithInvalidInput(listConsoleReviews, { query: queryOf(bad) })).status, bad).toBe(400);
  });
});
