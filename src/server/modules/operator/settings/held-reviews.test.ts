import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminReviewListSchema } from '@shared/schemas/admin-reviews';
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
      s.app.inject({ url: `/api/product/inventory/${id}` }),
      s.app.inject({ url: `/api/product/inventory/${id}/review?page=1&num=20` }),
    ]);
    return {
      reviewCount: page.json().data.reviewCount as number,
      reviewIds: (reviews.json().data.list as { reviewId: number }[]).map((r) => r.reviewId),
    };
  };
  const adminList = async (query: string) =>
    adminReviewListSchema.parse((await operator.call('GET', `/admin/reviews${query}`)).body.data).list;

  it('holds new reviews while the setting is on: not public until approved, then counted', async () => {
    expect((await operator.call('GET', '/admin/settings')).body.data).toEqual({
      holdNewReviews: false,
      pricesIncludeTax: true,
      taxNumber: '',
    });
    const on = await operator.call('POST', '/admin/settings', { holdNewReviews: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data).toEqual({ holdNewReviews: true, pricesIncludeTax: true, taxNumber: '' });

    const ada = await s.customer('held-ada');
    const paid = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    const before = await publicProduct(s.f.ids.lamp);
    const written = await ada.call('POST', `/order/${paid.orderUuid}/item/${paid.items[0]!.orderItemId}/review`, {
      rating: 4,
      content: 'Warm light, held for a moment',
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const reviewId = written.body.data.reviewId as number;

    // Not on the product page, not in its count; its author still sees it on the order.
    expect(await publicProduct(s.f.ids.lamp)).toEqual(before);
    const own = await ada.call('GET', `/order/${paid.orderUuid}/review?page=1&num=99`);
    expect((own.body.data.list as { reviewId: number }[]).map((r) => r.reviewId)).toContain(reviewId);
    const mine = `&search=${encodeURIComponent(ada.email)}`;
    expect(
      (await adminList(`?visibility=awaiting${mine}`)).map((r) => [r.reviewId, r.awaitingApproval, r.hidden]),
    ).toEqual([[reviewId, true, true]]);
    expect(await adminList(`?visibility=hidden${mine}`)).toEqual([]);

    const approved = await operator.call('POST', `/admin/reviews/${reviewId}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toEqual({ reviewId, hidden: false });
    const after = await publicProduct(s.f.ids.lamp);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.reviewIds).toContain(reviewId);
    expect((await adminList(`?visibility=visible${mine}`)).map((r) => r.awaitingApproval)).toEqual([false]);

    // Approving twice, or a review that was never held, is a conflict; an unknown one 404.
    expect((await operator.call('POST', `/admin/reviews/${reviewId}/approve`)).status).toBe(409);
    expect((await operator.call('POST', '/admin/reviews/999999/approve')).status).toBe(404);

    const events = await operator.call('GET', `/admin/orders/${paid.orderUuid}`);
    const types = (events.body.data.events as { type: string }[]).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['reviewed', 'review_approved']));
  });

  it('two operators approving at once approve it once', async () => {
    await operator.call('POST', '/admin/settings', { holdNewReviews: true });
    const other = await s.operator('held-operator-2');
    const bob = await s.customer('held-bob');
    const paid = await s.paidOrder(bob, [[s.f.ids.oxford, 1]]);
    const reviewId = (
      await bob.call('POST', `/order/${paid.orderUuid}/item/${paid.items[0]!.orderItemId}/review`, {
        rating: 5,
        content: 'Great shoes',
      })
    ).body.data.reviewId as number;
    const answers = await Promise.all(
      [operator, other].map((o) => o.call('POST', `/admin/reviews/${reviewId}/approve`)),
    );
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
    await operator.call('POST', '/admin/settings', { holdNewReviews: false });
    const cy = await s.customer('held-cy');
    const paid = await s.paidOrder(cy, [[s.f.ids.lamp, 1]]);
    const reviewId = (
      await cy.call('POST', `/order/${paid.orderUuid}/item/${paid.items[0]!.orderItemId}/review`, {
        rating: 3,
        content: 'Fine',
      })
    ).body.data.reviewId as number;
    expect((await publicProduct(s.f.ids.lamp)).reviewIds).toContain(reviewId);

    const bad = await operator.call('POST', '/admin/settings', { holdNewReviews: 'yes' });
    expect(bad.status).toBe(400);
    expect((await operator.call('GET', '/admin/settings')).body.data).toEqual({
      holdNewReviews: false,
      pricesIncludeTax: true,
      taxNumber: '',
    });
    expect((await cy.call('POST', '/admin/settings', { holdNewReviews: true })).status).toBe(403);
  });
});
