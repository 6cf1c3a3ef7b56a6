import fs from 'node:fs';
import { createProduct } from '@shared/contract/console-products';
import { writeReview } from '@shared/contract/order';
import { callEndpoint } from '@server/test/call-endpoint';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCreate } from '@shared/schemas/console-catalog';
import { testDialects } from '@server/test/test-app';
import { signInAgain } from '@server/test/users';
import { openOrderShop, type OrderShop, type Shopper } from '@server/modules/order/order.fixture';
import { assetDepsOf } from './asset.service.js';
import { makePhoto, multipartForm, uploaderFor, type FormFile } from './asset.fixture.js';
import { UNUSED_PHOTO_AGE_MS, sweepStaleUploads } from './upload-sweep.js';

const DAY = 24 * 60 * 60_000;

/** Random pixels: a JPEG that barely compresses, so a few of them pass a small byte quota. */
const noisyPhoto = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

describe.each(testDialects)('what is kept of photo uploads on %s', (dialect) => {
  let s: OrderShop;
  let operator: Shopper;

  const row = (imageId: string) =>
    s.db.kysely.selectFrom('uploaded_image').selectAll().where('image_id', '=', imageId).executeTakeFirst();
  const stored = (url: string) => path.join(s.dataDir, 'uploads', ...url.replace('/media/uploads/', '').split('/'));
  const served = async (url: string) => (await s.app.inject({ method: 'GET', url })).statusCode;
  const sweep = () => sweepStaleUploads(assetDepsOf(s.app), s.clock.now());
  /** A new customer signed in as of the shop's clock, wherever tests have moved it. */
  const customer = async (label: string) => {
    const shopper = await s.customer(label);
    await signInAgain(s, shopper, s.clock.now());
    return shopper;
  };
  /** Moves the shop's clock; the shoppers named sign in again (their tokens would have expired). */
  const later = async (ms: number, ...shoppers: Shopper[]) => {
    s.clock.advance(ms);
    for (const shopper of [operator, ...shoppers]) await signInAgain(s, shopper, s.clock.now());
  };

  /** Signs, posts and completes one photo as the storefront does; answers the completion. */
  const upload = async (shopper: Shopper, file: FormFile = { name: 'p.jpg', type: 'image/jpeg', data: tiny }) => {
    const up = uploaderFor(s, shopper);
    const signed = await up.signed(file.name);
    const posted = await s.app.inject({
      method: 'POST',
      // raw: the upload is a presigned-POST target outside the contract
      url: '/api/asset/upload',
      ...multipartForm(signed.signedUrl.fields, file),
    });
    expect(posted.statusCode, posted.body).toBe(204);
    const done = await up.complete(signed.imageId);
    const url = done.status === 200 ? done.data.url : '';
    return { imageId: signed.imageId, status: done.status, body: done.body, url };
  };
  const review = (shopper: Shopper, orderUuid: string, orderItemId: number, photoPath: string) =>
    callEndpoint(
      s.app,
      writeReview,
      {
        params: { orderUuid, orderItemId },
        body: {
          rating: 5,
          content: 'Lovely',
          photoPath,
        },
      },
      shopper,
    );
  let tiny: Buffer;

  beforeAll(async () => {
    // 50 KB: room for the quota of small photos, not for two noisy ones.
    s = await openOrderShop(dialect, { env: { UPLOAD_QUOTA_MB: '0.05' } });
    operator = await s.operator('retention-operator');
    tiny = await makePhoto(20, 20);
  });
  afterAll(() => s.close());

  it('deletes a photo no review uses a day after completion, row and file; keeps used and fresh ones', async () => {
    const ada = await customer('retention');
    const { orderUuid, items } = await s.paidOrder(ada, [[s.f.ids.oxford, 1]]);
    const unused = await upload(ada);
    const usedLate = await upload(ada);
    expect([unused.status, usedLate.status]).toEqual([200, 200]);
    expect(fs.existsSync(stored(unused.url))).toBe(true);

    // Not yet a day: nothing goes.
    await later(UNUSED_PHOTO_AGE_MS - 60_000, ada);
    await sweep();
    expect(await row(unused.imageId)).toBeDefined();
    // Written just before the sweep, long after the upload: the review's photo stays.
    const written = await review(ada, orderUuid, items[0]!.orderItemId, usedLate.url);
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const fresh = await upload(ada);

    await later(2 * 60_000, ada);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await row(unused.imageId)).toBeUndefined();
    expect(fs.existsSync(stored(unused.url))).toBe(false);
    expect(await served(unused.url)).toBe(404);

    expect((await row(usedLate.imageId))?.status).toBe('complete');
    expect(await served(usedLate.url)).toBe(200);
    expect((await row(fresh.imageId))?.status).toBe('complete');
    expect(await served(fresh.url)).toBe(200);

    // A photo swept away cannot be put on a review any more: the customer is told.
    const late = await review(ada, orderUuid, items[0]!.orderItemId, unused.url);
    expect(late.status).toBe(400);

    await later(10 * DAY);
    await sweep();
    expect(await served(usedLate.url)).toBe(200);
  });

  it('keeps an operator’s upload once a product shows it', async () => {
    const picture = await upload(operator);
    expect(picture.status).toBe(200);
    const shirts = await s.db.kysely
      .selectFrom('category')
      .select('category_id')
      .where('display_name', '=', 'Shirts')
      .executeTakeFirstOrThrow();
    const product: ProductCreate = {
      name: 'Photographed Polo',
      subCategoryId: shirts.category_id,
      price: 3200,
      originalPrice: null,
      features: [],
      descriptionHtml: '<p>Polo</p>',
      gallery: [picture.url],
      addons: [],
      requires: { size: false, color: false, accessory: false, ship: false },
      isActive: true,
      stock: 1,
    };
    const created = await callEndpoint(s.app, createProduct, { body: product }, operator);
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    await later(2 * DAY);
    await sweep();
    expect(await served(picture.url)).toBe(200);
  });

  it('never leaves a review without its photo when the review and the sweep meet', async () => {
    for (let round = 0; round < 4; round++) {
      const bo = await customer(`race-${round}`);
      const { orderUuid, items } = await s.paidOrder(bo, [[s.f.ids.oxford, 1]]);
      const photo = await upload(bo);
      await later(UNUSED_PHOTO_AGE_MS + 1000, bo);
      const [written] = await Promise.all([review(bo, orderUuid, items[0]!.orderItemId, photo.url), sweep()]);
      if (written.status === 200) {
        expect(await served(photo.url), `round ${round}`).toBe(200);
      } else {
        expect(written.body.errMsg).toBe('The photo must be one you uploaded');
        expect(await served(photo.url)).toBe(404);
      }
    }
  });

  it('refuses more than 10 unused photos at signing, and photos beyond the bytes allowed at completion', async () => {
    const cy = await customer('quota');
    const up = uploaderFor(s, cy);
    for (let i = 0; i < 10; i++) expect((await upload(cy)).status).toBe(200);
    const refused = await up.ask('eleventh.jpg');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 40900,
      data: null,
      errMsg:
        'You have 10 uploaded photos not used in a review (at most 10 photos or 0.05 MB are kept); use them in a review, or upload again once they are removed a day after upload',
    });
    // Once they are removed, there is room again.
    await later(UNUSED_PHOTO_AGE_MS + 1000, cy);
    await sweep();
    expect((await up.ask('again.jpg')).status).toBe(200);

    const dee = await customer('quota-bytes');
    const noisy = { name: 'n.jpg', type: 'image/jpeg', data: await noisyPhoto(220) };
    const first = await upload(dee, noisy);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await row(first.imageId))!.size).toBeGreaterThan(25_000);
    const second = await upload(dee, noisy);
    expect(second.status).toBe(409);
    expect(second.body.errMsg).toBe(
      'You have 1 uploaded photo not used in a review (at most 10 photos or 0.05 MB are kept); use them in a review, or upload again once they are removed a day after upload',
    );
    // Nothing of the refused photo is kept.
    expect((await row(second.imageId))?.status).toBe('pending');
    expect(fs.existsSync(path.join(s.dataDir, 'uploads', 'reviews', String(dee.userId), `${second.imageId}.jpg`))).toBe(
      false,
    );
    expect(
      fs.existsSync(path.join(s.dataDir, 'uploads', 'incoming', String(dee.userId), `${second.imageId}.jpg`)),
    ).toBe(false);
  });
});
