import { randomUUID } from 'node:crypto';
import { getConsoleOrder } from '@shared/contract/console-orders';
import { hideReview, showReview } from '@shared/contract/console-reviews';
import { getOrder, listOrderReviews, writeReview } from '@shared/contract/order';
import { callEndpoint, callEndpointWithInvalidInput } from '@server/test/call-endpoint';
import type { WireInputOf } from '@shared/contract/endpoint';
import { getProduct, listReviews } from '@shared/contract/catalog';
import { itemAt } from '@shared/item-at';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@server/test/test-app';
import { openOrderShop, type OrderShop, type PaidOrder, type Shopper } from '@server/modules/order/order.fixture';

describe.each(testDialects)('reviews of bought items on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  beforeAll(async () => {
    s = await openOrderShop(dialect);
    operator = await s.operator('review-operator');
  });
  afterAll(() => s.close());

  const review = (
    shopper: Shopper,
    orderUuid: string,
    orderItemId: number,
    body: WireInputOf<typeof writeReview>['body'],
  ) => callEndpoint(s.app, writeReview, { params: { orderUuid, orderItemId }, body }, shopper);
  const productOf = async (id: number) => (await callEndpoint(s.app, getProduct, { params: { id } })).data;
  const productReviews = async (id: number) =>
    (await callEndpoint(s.app, listReviews, { params: { id }, query: { num: 50 } })).data;
  /** Public answers follow a write at once on SQLite, a moment later on PostgreSQL (NOTIFY). */
  const soon = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 20 });
  const ratingOf = async (id: number) => {
    const { ratingDisplay, reviewCount } = await productOf(id);
    return { ratingDisplay, reviewCount };
  };
  const reviewIdsOf = async (id: number) => (await productReviews(id)).list.map((r) => r.reviewId);

  /** A completed upload of this customer, as the asset module leaves it. */
  const uploadedPhoto = async (userId: number) => {
    const imageId = randomUUID();
    const url = `/media/uploads/${imageId}.webp`;
    await s.db.kysely
      .insertInto('uploaded_image')
      .values({
        image_id: imageId,
        user_id: userId,
        object_key: `reviews/${userId}/${imageId}.webp`,
        file_name: 'photo.jpg',
        status: 'complete',
        url,
        content_type: 'image/webp',
        size: 1000,
        created_at: new Date().toISOString(),
        completed_at: new Date().toISOString(),
      })
      .execute();
    return url;
  };

  it('puts the review on the product page and recounts the rating in the same step', async () => {
    const ada = await s.customer('review');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    const before = await productReviews(s.f.ids.oxford);
    const photo = await uploadedPhoto(ada.userId);

    const written = await review(ada, orderUuid, items[0]!.orderItemId, {
      rating: 4.5,
      content: '  Fits well, nice collar  ',
      photoPath: photo,
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);

    await soon(() => reviewIdsOf(s.f.ids.oxford)).toContain(written.data.reviewId);
    const after = await productReviews(s.f.ids.oxford);
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({
      reviewId: written.data.reviewId,
      rating: 4.5,
      content: 'Fits well, nice collar',
      photoPath: photo,
      user: { screenName: ada.email.split('@')[0] },
      orderItemId: items[0]!.orderItemId,
    });
    // The fixture's reviews are 5, 4 and 3 stars: (5 + 4 + 3 + 4.5) / 4 = 4.125.
    await soon(() => ratingOf(s.f.ids.oxford)).toEqual({ ratingDisplay: 413, reviewCount: 4 });

    const mine = (
      await callEndpoint(
        s.app,
        listOrderReviews,
        { params: { orderUuid }, query: { page: 1, num: 99, sort: 'default' } },
        ada,
      )
    ).data;
    expect(mine.list.map((r) => [r.orderItemId, r.rating])).toEqual([[items[0]!.orderItemId, 4.5]]);

    const again = await review(ada, orderUuid, items[0]!.orderItemId, { rating: 1, content: 'Changed my mind' });
    expect([again.status, again.body.errMsg]).toEqual([409, 'This item is already reviewed']);
    expect((await productReviews(s.f.ids.oxford)).total).toBe(before.total + 1);

    // An operator hides it: gone from the page and from the rating; shown again, back in both.
    const reviewId = written.data.reviewId as number;
    expect((await callEndpoint(s.app, hideReview, { params: { reviewId } }, ada)).status).toBe(403);
    expect((await callEndpoint(s.app, hideReview, { params: { reviewId } }, operator)).data).toEqual({ hidden: true });
    await soon(() => reviewIdsOf(s.f.ids.oxford)).not.toContain(reviewId);
    await soon(() => ratingOf(s.f.ids.oxford)).toEqual({ ratingDisplay: 400, reviewCount: 3 });
    expect((await callEndpoint(s.app, showReview, { params: { reviewId } }, operator)).data).toEqual({ hidden: false });
    await soon(() => reviewIdsOf(s.f.ids.oxford)).toContain(reviewId);
    await soon(() => ratingOf(s.f.ids.oxford)).toEqual({ ratingDisplay: 413, reviewCount: 4 });
    const events = (await callEndpoint(s.app, getConsoleOrder, { params: { orderUuid } }, operator)).data.events as {
      type: string;
      actor: string;
    }[];
    expect(events.filter((e) => e.type.startsWith('review_')).map((e) => [e.type, e.actor])).toEqual([
      ['review_hidden', `operator:${operator.userId}`],
      ['review_shown', `operator:${operator.userId}`],
    ]);
  });

  it('refuses bad ratings, empty or long content, foreign photos and strangers, changing nothing', async () => {
    const ada = await s.customer('review-refusals');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.lamp, 1]]);
    const itemId = items[0]!.orderItemId;
    const bob = await s.customer('review-bob');
    const bobsPhoto = await uploadedPhoto(bob.userId);
    const cases: [object, RegExp][] = [
      [{ content: 'No stars' }, /Rating must be a number/],
      [{ rating: 0, content: 'x' }, /at least 0.5/],
      [{ rating: 5.5, content: 'x' }, /at most 5/],
      [{ rating: 3.3, content: 'x' }, /half stars/],
      [{ rating: '4', content: 'x' }, /Rating must be a number/],
      [{ rating: 4, content: '   ' }, /Review must not be empty/],
      [{ rating: 4, content: 'x'.repeat(2001) }, /at most 2000/],
      [{ rating: 4, content: 'Fine', photoPath: bobsPhoto }, /photo must be one you uploaded/],
      [{ rating: 4, content: 'Fine', photoPath: 'https://evil.example/x.png' }, /photo must be one you uploaded/],
    ];
    for (const [body, message] of cases) {
      const res = await callEndpointWithInvalidInput(
        s.app,
        writeReview,
        { params: { orderUuid, orderItemId: itemId }, body },
        ada,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errMsg).toMatch(message);
    }
    expect((await review(bob, orderUuid, itemId, { rating: 5, content: 'Great' })).status).toBe(404);
    expect((await review(ada, orderUuid, 999999, { rating: 5, content: 'Great' })).status).toBe(404);
    expect((await review(ada, orderUuid, 0, { rating: 5, content: 'Great' })).status).toBe(400);

    const unpaid = await s.customer('review-unpaid');
    await unpaid.add(s.f.ids.lamp, 1);
    const pending = (await unpaid.order()).data;
    const pendingItem = (await callEndpoint(s.app, getOrder, { params: { orderUuid: pending.orderUuid } }, unpaid)).data
      .items[0]!.orderItemId;
    const refused = await review(unpaid, pending.orderUuid, pendingItem, { rating: 5, content: 'Great' });
    expect([refused.status, refused.body.errMsg]).toEqual([409, 'Only items of a paid order can be reviewed']);

    expect((await productReviews(s.f.ids.lamp)).total).toBe(0);
    expect(await productOf(s.f.ids.lamp)).toMatchObject({ reviewCount: 0 });
  });

  it('keeps one review per item and an exact rating when reviews arrive at the same moment', async () => {
    const ada = await s.customer('review-race');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.shirtdress, 1]]);
    const twice = await Promise.all(
      [5, 1].map((rating) => review(ada, orderUuid, items[0]!.orderItemId, { rating, content: `Race ${rating}` })),
    );
    expect(twice.map((a) => a.status).sort()).toEqual([200, 409]);

    // Eight more buyers review the same product at once: count and average must be exact.
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => s.customer(`review-crowd-${i}`)));
    const orders: PaidOrder[] = [];
    for (const buyer of buyers) orders.push(await s.paidOrder(buyer, [[s.f.ids.shirtdress, 1]]));
    const ratings = [0.5, 1, 1.5, 2, 3, 3.5, 4, 4.5];
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        review(buyer, orders[i]!.orderUuid, orders[i]!.items[0]!.orderItemId, {
          rating: itemAt(ratings, i),
          content: 'Crowd',
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const all = [...ratings, twice[0]!.status === 200 ? 5 : 1];
    await soon(async () => (await productReviews(s.f.ids.shirtdress)).total).toBe(all.length);
    const stored = (await productReviews(s.f.ids.shirtdress)).list.map((r) => r.rating);
    expect(stored.sort()).toEqual([...all].sort());
    const average = stored.reduce((a, b) => a + b, 0) / stored.length;
    await soon(() => ratingOf(s.f.ids.shirtdress)).toEqual({
      reviewCount: stored.length,
      ratingDisplay: Math.round(average * 100),
    });
  });
});
