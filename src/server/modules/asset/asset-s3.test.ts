import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@shared/schemas/upload';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { signedInUser } from '@server/test/users';
import { completedUploadUrlOf } from './asset.repository.js';
import { assetDepsOf } from './asset.service.js';
import { UNUSED_PHOTO_AGE_MS, sweepStaleUploads } from './upload-sweep.js';
import {
  formData,
  makePhoneJpeg,
  makePhoto,
  uploaderFor,
  type FormFile,
  type Uploader,
  signedField,
} from './asset.fixture.js';

const BUCKET = 'shop-photos';

/**
 * The S3 path against a real S3-compatible server (s3rver, in this process, on a free port)
 * through the real AWS SDK: the shop signs a POST policy, the "browser" posts to the bucket,
 * the shop reads the object back, checks, re-encodes and writes it, and the bucket serves it.
 */
describe.each(testDialects)('photo uploads to S3 on %s', (dialect) => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  let me: Uploader;

  const postToBucket = async (url: string, fields: Record<string, string>, file: FormFile) => {
    const res = await fetch(url, { method: 'POST', body: formData(fields, file) });
    return { status: res.status, text: await res.text() };
  };
  const objectStatus = async (key: string) => (await fetch(`${endpoint}/${BUCKET}/${key}`)).status;
  const uploaded = async (fileName: string, file: FormFile) => {
    const signed = await me.signed(fileName);
    const posted = await postToBucket(signed.signedUrl.url, signed.signedUrl.fields, file);
    return { signed, posted };
  };

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp(dialect, {
      seed: false,
      env: {
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        // s3rver's built-in account.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    customer = await signedInUser(t, `s3-${dialect}@example.com`);
    me = uploaderFor(t, customer);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('signs a POST policy that fixes the key, the size, the type and a short expiry', async () => {
    const signed = await me.signed('holiday.jpg');
    const { url, fields } = signed.signedUrl;
    expect(url).toBe(`${endpoint}/${BUCKET}`);
    expect(fields).toMatchObject({
      key: `incoming/${customer.userId}/${signed.imageId}.jpg`,
      'Content-Type': 'image/jpeg',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      bucket: BUCKET,
    });
    expect(fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(signedField(fields, 'Policy'), 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, UPLOAD_MAX_BYTES],
        ['starts-with', '$Content-Type', 'image/'],
        { key: fields.key },
        { bucket: BUCKET },
      ]),
    );
    const expiresIn = Date.parse(policy.expiration) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
    // The storefront may post to the bucket and show its images.
    // raw: openapi.json is not an endpoint of the contract
    const csp = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).headers['content-security-policy'];
    expect(csp).toContain(`connect-src 'self' ${endpoint}`);
    expect(csp).toContain(`img-src 'self' data: blob: ${endpoint}`);
  });

  it('takes the browser post, then checks, re-encodes and publishes the photo', async () => {
    const original = await makePhoneJpeg(3000, 2000, 1);
    const { signed, posted } = await uploaded('holiday.jpg', {
      name: 'holiday.jpg',
      type: 'image/jpeg',
      data: original,
    });
    expect(posted).toEqual({ status: 204, text: '' });
    const key = signedField(signed.signedUrl.fields, 'key');
    expect(await objectStatus(key)).toBe(200);

    const done = await me.complete(signed.imageId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const url = `${endpoint}/${BUCKET}/reviews/${customer.userId}/${signed.imageId}.jpg`;
    expect(done.data).toEqual({ url });
    expect(await objectStatus(key)).toBe(404);

    const photo = await fetch(url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2048, height: 1365 });
    expect(meta.exif).toBeUndefined();

    expect((await me.complete(signed.imageId)).data).toEqual({ url });
    expect(await completedUploadUrlOf(t.db.kysely, customer.userId, url)).toBe(true);
  });

  it('refuses at completion what s3rver let through: too large, not an image, empty', async () => {
    // s3rver ignores the POST policy's conditions (S3 itself answers 400 EntityTooLarge or
    // AccessDenied), so these reach the bucket; completion's own checks refuse and delete them.
    const cases: [string, FormFile, number, string][] = [
      [
        '6 MB',
        { name: 'big.jpg', type: 'image/jpeg', data: Buffer.concat([await makePhoto(64, 64), Buffer.alloc(6 << 20)]) },
        413,
        'The photo is larger than 5 MB',
      ],
      [
        'HTML as text/html',
        { name: 'x.jpg', type: 'text/html', data: Buffer.from('<html><script>alert(1)</script></html>') },
        400,
        'The file is not a JPEG, PNG or WebP photo',
      ],
      [
        'HTML as image/png',
        { name: 'x.jpg', type: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') },
        400,
        'The file is not a JPEG, PNG or WebP photo',
      ],
      ['empty', { name: 'x.jpg', type: 'image/jpeg', data: Buffer.alloc(0) }, 400, 'The photo is empty'],
    ];
    for (const [what, file, status, message] of cases) {
      const signed = await me.signed('x.jpg');
      const fields: Record<string, string> = { ...signed.signedUrl.fields, 'Content-Type': file.type };
      expect((await postToBucket(signed.signedUrl.url, fields, file)).status, what).toBe(204);
      const res = await me.complete(signed.imageId);
      expect([res.status, res.body.errMsg], what).toEqual([status, message]);
      expect(await objectStatus(signedField(fields, 'key')), what).toBe(404);
    }
  });

  it('refuses completing before uploading and completing someone else’s upload', async () => {
    const signed = await me.signed('later.png');
    const early = await me.complete(signed.imageId);
    expect([early.status, early.body.errMsg]).toEqual([409, 'No photo has been uploaded for this image yet']);

    const png = await makePhoto(300, 200, 'png');
    const posted = await postToBucket(signed.signedUrl.url, signed.signedUrl.fields, {
      name: 'later.png',
      type: 'image/png',
      data: png,
    });
    expect(posted.status).toBe(204);
    const stranger = uploaderFor(t, await signedInUser(t, `s3-stranger-${dialect}@example.com`));
    const theirs = await stranger.complete(signed.imageId);
    expect([theirs.status, theirs.body.errMsg]).toEqual([404, 'Photo upload not found']);
    const mine = await me.complete(signed.imageId);
    expect(mine.data.url).toMatch(/\.png$/);
  });

  it('deletes a photo no review used from the bucket a day after completion', async () => {
    const { signed, posted } = await uploaded('unused.jpg', {
      name: 'unused.jpg',
      type: 'image/jpeg',
      data: await makePhoto(200, 100),
    });
    expect(posted.status).toBe(204);
    const done = await me.complete(signed.imageId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const key = `reviews/${customer.userId}/${signed.imageId}.jpg`;
    expect(await objectStatus(key)).toBe(200);
    const row = () =>
      t.db.kysely
        .selectFrom('uploaded_image')
        .select('status')
        .where('image_id', '=', signed.imageId)
        .executeTakeFirst();

    const deps = assetDepsOf(t.app);
    await sweepStaleUploads(deps, Date.now() + UNUSED_PHOTO_AGE_MS - 60_000);
    expect(await objectStatus(key)).toBe(200);
    expect(await row()).toBeDefined();

    await sweepStaleUploads(deps, Date.now() + UNUSED_PHOTO_AGE_MS + 60_000);
    expect(await objectStatus(key)).toBe(404);
    expect(await objectStatus(signedField(signed.signedUrl.fields, 'key'))).toBe(404);
    expect(await row()).toBeUndefined();
    expect((await fetch(done.data.url)).status).toBe(404);
  });
});
