import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@shared/schemas/upload';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { movableClock } from '@server/test/factories';
import { signedInUser, signInAgain } from '@server/test/users';
import { completedUploadUrlOf } from './asset.repository.js';
import { assetDepsOf, SIGNED_UPLOAD_TTL_SECONDS, SIGNED_URL_LIMIT } from './asset.service.js';
import { STALE_UPLOAD_AGE_MS, sweepStaleUploads } from './upload-sweep.js';
import {
  formData,
  makePhoneJpeg,
  makePhoto,
  multipartForm,
  uploaderFor,
  type FormFile,
  type Uploader,
  signedField,
} from './asset.fixture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Whether EXIF data holds a GPS block (tag 0x8825, in the byte order the EXIF header names). */
function hasGpsInfo(exif: Buffer): boolean {
  const littleEndian = exif.subarray(6, 8).toString('latin1') === 'II';
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

describe.each(testDialects)('photo uploads to the embedded storage on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  const clock = movableClock();
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  let me: Uploader;
  let n = 0;

  const newCustomer = async () => {
    const user = await signedInUser(t, `photos-${dialect}-${++n}@example.com`);
    return { ...user, up: uploaderFor(t, user) };
  };
  /** Posts the signed fields and a file as the storefront would, over the shop's own HTTP. */
  const postOverHttp = async (fields: Record<string, string>, file: FormFile) => {
    const res = await fetch(`${base}/api/asset/upload`, { method: 'POST', body: formData(fields, file) });
    return { status: res.status, text: await res.text(), connection: res.headers.get('connection') };
  };
  const post = async (fields: Record<string, string>, file?: FormFile, options?: { fileFirst?: boolean }) => {
    const res = await t.app.inject({
      method: 'POST',
      // raw: the upload is a presigned-POST target outside the contract
      url: '/api/asset/upload',
      ...multipartForm(fields, file, options),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const row = (imageId: string) =>
    t.db.kysely.selectFrom('uploaded_image').selectAll().where('image_id', '=', imageId).executeTakeFirstOrThrow();
  const stored = (key: string) => path.join(t.dataDir, 'uploads', ...key.split('/'));
  const fetchPhoto = (url: string) => t.app.inject({ method: 'GET', url });
  /** Signs, posts `file` and completes; answers the completion. */
  const uploadAndComplete = async (up: Uploader, fileName: string, file: FormFile) => {
    const signed = await up.signed(fileName);
    const posted = await post(signed.signedUrl.fields, file);
    expect(posted.status, JSON.stringify(posted.body)).toBe(204);
    return { signed, completion: await up.complete(signed.imageId) };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, providers: { clock } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    customer = await signedInUser(t, `owner-${dialect}@example.com`);
    me = uploaderFor(t, customer);
  });
  afterAll(() => t.close());

  it('asks for a token to sign or complete an upload', async () => {
    for (const url of ['/api/asset/signed-url', '/api/asset/3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a/complete']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { fileName: 'a.jpg' } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().errMsg).toBe('Please sign in first');
    }
    // raw: openapi.json is not an endpoint of the contract
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: object };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/asset'))).toEqual([
      '/api/asset/signed-url',
      '/api/asset/{imageId}/complete',
    ]);
  });

  it('signs, takes the file without a token, completes, and serves the photo', async () => {
    const signed = await me.signed('Holiday.JPG');
    expect(signed.imageId).toMatch(UUID);
    expect(signed.signedUrl.url).toBe('/api/asset/upload');
    const { fields } = signed.signedUrl;
    expect(Object.keys(fields).sort()).toEqual(['Content-Type', 'key', 'policy', 'signature']);
    expect(fields.key).toBe(`incoming/${customer.userId}/${signed.imageId}.jpg`);
    expect(fields['Content-Type']).toBe('image/jpeg');

    const jpeg = await makePhoto(640, 480);
    const posted = await postOverHttp(fields, { name: 'Holiday.JPG', type: 'image/jpeg', data: jpeg });
    expect(posted).toMatchObject({ status: 204, text: '' });
    expect((await row(signed.imageId)).status).toBe('pending');

    const done = await me.complete(signed.imageId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const url = `/media/uploads/reviews/${customer.userId}/${signed.imageId}.jpg`;
    expect(done.body).toEqual({ code: 20000, data: { url }, errMsg: '' });

    const photo = await fetchPhoto(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toContain('immutable');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });

    const saved = await row(signed.imageId);
    expect(saved).toMatchObject({ status: 'complete', url, content_type: 'image/jpeg', file_name: 'Holiday.JPG' });
    expect(saved.size).toBe(photo.rawPayload.length);
    expect(saved.completed_at).not.toBeNull();
    // The raw upload is gone once the checked copy exists.
    expect(fs.existsSync(stored(signedField(fields, 'key')))).toBe(false);

    // Completing again answers the same URL.
    expect((await me.complete(signed.imageId)).data).toEqual({ url });
    expect(await completedUploadUrlOf(t.db.kysely, customer.userId, url)).toBe(true);
    const other = await newCustomer();
    expect(await completedUploadUrlOf(t.db.kysely, other.userId, url)).toBe(false);
    expect(await completedUploadUrlOf(t.db.kysely, customer.userId, `${url}x`)).toBe(false);
  });

  it('strips EXIF (GPS position, camera, owner) and turns the photo upright first', async () => {
    const original = await makePhoneJpeg(300, 200, 6); // orientation 6: shown turned a quarter clockwise
    const before = await sharp(original).metadata();
    expect(before.exif && hasGpsInfo(before.exif)).toBe(true);
    expect(before.exif?.toString('latin1')).toContain('Ada Lovelace');

    const { completion } = await uploadAndComplete(me, 'phone.jpeg', {
      name: 'phone.jpeg',
      type: 'image/jpeg',
      data: original,
    });
    expect(completion.status, JSON.stringify(completion.body)).toBe(200);
    const served = (await fetchPhoto(completion.data.url)).rawPayload;
    const after = await sharp(served).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(served.toString('latin1')).not.toContain('Ada Lovelace');
    expect(served.toString('latin1')).not.toContain('PhoneCo');
  });

  it('caps the longest side at 2048 px and keeps PNG and WebP as they came', async () => {
    const png = await makePhoto(3000, 1500, 'png');
    const big = await uploadAndComplete(me, 'wide.png', { name: 'wide.png', type: 'image/png', data: png });
    expect(big.completion.data.url).toMatch(/\.png$/);
    const served = await fetchPhoto(big.completion.data.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 2048, height: 1024 });

    const webp = await makePhoto(1200, 3000, 'webp');
    const tall = await uploadAndComplete(me, 'tall.webp', { name: 'tall.webp', type: 'image/webp', data: webp });
    const servedWebp = await fetchPhoto(tall.completion.data.url);
    expect(servedWebp.headers['content-type']).toBe('image/webp');
    expect(await sharp(servedWebp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 819, height: 2048 });
  });

  it('refuses file names that are not photos before signing anything', async () => {
    for (const fileName of ['logo.svg', 'cat.gif', 'page.html', 'photo.png.exe', 'archive.zip', 'README', 'png']) {
      const res = await me.ask(fileName);
      expect(res.status, fileName).toBe(400);
      expect(res.body.errMsg, fileName).toBe('Photos must be JPEG, PNG or WebP files (.jpg, .jpeg, .png or .webp)');
    }
    const empty = await me.ask('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errMsg).toContain('File name must not be empty');
  });

  it('refuses, and deletes, files whose bytes are not a JPEG, PNG or WebP whatever their name and type', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 1)]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const cases: [string, FormFile][] = [
      ['svg as image/svg+xml', { name: 'x.png', type: 'image/svg+xml', data: svg }],
      ['html named x.png', { name: 'x.png', type: 'image/png', data: html }],
      ['zip named x.png', { name: 'x.png', type: 'image/png', data: zip }],
      ['gif named x.png', { name: 'x.png', type: 'image/png', data: gif }],
    ];
    for (const [what, file] of cases) {
      const signed = await me.signed('x.png');
      // The declared type is the form's Content-Type field, which may be any image/… type.
      const fields: Record<string, string> = { ...signed.signedUrl.fields, 'Content-Type': file.type };
      expect((await post(fields, file)).status, what).toBe(204);
      const res = await me.complete(signed.imageId);
      expect(res.status, what).toBe(400);
      expect(res.body.errMsg, what).toBe('The file is not a JPEG, PNG or WebP photo');
      expect(fs.existsSync(stored(signedField(fields, 'key'))), what).toBe(false);
      expect((await row(signed.imageId)).status, what).toBe('pending');
    }
  });

  it('refuses a damaged photo and tells the customer so', async () => {
    const signed = await me.signed('broken.jpg');
    const data = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    expect((await post(signed.signedUrl.fields, { name: 'broken.jpg', type: 'image/jpeg', data })).status).toBe(204);
    const res = await me.complete(signed.imageId);
    expect(res.status).toBe(400);
    expect(res.body.errMsg).toBe('The photo could not be read; the file may be damaged or too large in pixels');
  });

  it('refuses an empty file and one over 5 MB at the upload, keeping nothing', async () => {
    const signed = await me.signed('a.jpg');
    const { fields } = signed.signedUrl;
    const empty = await post(fields, { name: 'a.jpg', type: 'image/jpeg', data: Buffer.alloc(0) });
    expect(empty).toEqual({ status: 400, body: { code: 40000, data: null, errMsg: 'The photo is empty' } });

    const sixMb = Buffer.concat([await makePhoto(64, 64), Buffer.alloc(6 * 1024 * 1024)]);
    const large = await post(fields, { name: 'a.jpg', type: 'image/jpeg', data: sixMb });
    expect(large).toEqual({ status: 413, body: { code: 41300, data: null, errMsg: 'The photo is larger than 5 MB' } });
    const exactly = Buffer.concat([await makePhoto(64, 64), Buffer.alloc(UPLOAD_MAX_BYTES)]).subarray(
      0,
      UPLOAD_MAX_BYTES + 1,
    );
    expect((await post(fields, { name: 'a.jpg', type: 'image/jpeg', data: exactly })).status).toBe(413);
    // Over real HTTP too: the answer comes while the browser may still be sending.
    const overHttp = await postOverHttp(fields, { name: 'a.jpg', type: 'image/jpeg', data: sixMb });
    expect(overHttp.status).toBe(413);
    expect(overHttp.connection).toBe('close');
    expect(JSON.parse(overHttp.text).errMsg).toBe('The photo is larger than 5 MB');
    expect(fs.readdirSync(path.dirname(stored(signedField(fields, 'key'))))).toEqual([]);

    const res = await me.complete(signed.imageId);
    expect(res.status).toBe(409);
    expect(res.body.errMsg).toBe('No photo has been uploaded for this image yet');
  });

  it('refuses completing before uploading, unknown ids, and other customers’ uploads', async () => {
    const signed = await me.signed('mine.jpg');
    const early = await me.complete(signed.imageId);
    expect(early.status).toBe(409);
    expect(early.body.errMsg).toBe('No photo has been uploaded for this image yet');

    const unknown = await me.complete('3f1c2b9e-6a0d-4c1e-9a43-1f2e3d4c5b6a');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errMsg).toBe('Photo upload not found');
    const malformed = await me.complete('not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errMsg).toBe('imageId: is not an image id');

    expect(
      (await post(signed.signedUrl.fields, { name: 'mine.jpg', type: 'image/jpeg', data: await makePhoto(50, 50) }))
        .status,
    ).toBe(204);
    const stranger = await newCustomer();
    const theirs = await stranger.up.complete(signed.imageId);
    expect(theirs.status).toBe(404);
    expect(theirs.body.errMsg).toBe('Photo upload not found');
    expect((await row(signed.imageId)).status).toBe('pending');
    expect((await me.complete(signed.imageId)).status).toBe(200);
  });

  it('refuses tampered, expired and incomplete upload forms', async () => {
    const signed = await me.signed('p.jpg');
    const { fields } = signed.signedUrl;
    const file = { name: 'p.jpg', type: 'image/jpeg', data: await makePhoto(40, 40) };
    const refusal = async (form: Record<string, string>, options?: { fileFirst?: boolean }) => {
      const res = await post(form, file, options);
      return [res.status, res.body?.errMsg];
    };
    const other = await me.signed('q.jpg');
    // Another key (someone else's, or of the shop's own photos) with this policy.
    expect(await refusal({ ...fields, key: signedField(other.signedUrl.fields, 'key') })).toEqual([
      403,
      'The key does not match the upload policy',
    ]);
    expect(await refusal({ ...fields, key: `reviews/${customer.userId}/x.jpg` })).toEqual([
      403,
      'The key does not match the upload policy',
    ]);
    // A policy rewritten to allow more, with the old signature.
    const policy = JSON.parse(Buffer.from(signedField(fields, 'policy'), 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const widened = Buffer.from(JSON.stringify({ ...policy, m: 50 * 1024 * 1024 })).toString('base64url');
    expect(await refusal({ ...fields, policy: widened })).toEqual([
      403,
      'The upload policy is not valid; it may have been changed',
    ]);
    expect(await refusal({ ...fields, policy: signedField(other.signedUrl.fields, 'policy') })).toEqual([
      403,
      'The upload policy is not valid; it may have been changed',
    ]);
    expect(await refusal({ ...fields, signature: `${signedField(fields, 'signature').slice(0, -2)}AA` })).toEqual([
      403,
      'The upload policy is not valid; it may have been changed',
    ]);
    expect(await refusal({ ...fields, 'Content-Type': 'text/html' })).toEqual([
      400,
      'The Content-Type field must start with image/',
    ]);
    const { signature: _signature, ...unsigned } = fields;
    expect(await refusal(unsigned)).toEqual([
      400,
      'The upload form lacks its signed fields (key, policy, signature) before the file',
    ]);
    expect(await refusal(fields, { fileFirst: true })).toEqual([
      400,
      'The upload form lacks its signed fields (key, policy, signature) before the file',
    ]);
    expect((await post(fields)).body.errMsg).toBe(
      'The upload form has no file (a field named "file" after the signed fields)',
    );
    expect(fs.existsSync(stored(signedField(fields, 'key')))).toBe(false);

    clock.advance(SIGNED_UPLOAD_TTL_SECONDS * 1000);
    expect(await refusal(fields)).toEqual([403, 'The upload policy has expired; ask for a new upload URL']);
    clock.advance(-SIGNED_UPLOAD_TTL_SECONDS * 1000);
    expect(await refusal(fields)).toEqual([204, undefined]);
  });

  it('answers two completions at once with the one URL', async () => {
    const signed = await me.signed('twice.jpg');
    const file = { name: 'twice.jpg', type: 'image/jpeg', data: await makePhoto(800, 600) };
    expect((await post(signed.signedUrl.fields, file)).status).toBe(204);
    const [a, b] = await Promise.all([me.complete(signed.imageId), me.complete(signed.imageId)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data).toEqual(b.data);
    expect((await fetchPhoto(a.data.url)).statusCode).toBe(200);
  });

  it('takes no more files once an upload is complete', async () => {
    const file = { name: 'p.jpg', type: 'image/jpeg', data: await makePhoto(40, 40) };
    const { signed, completion } = await uploadAndComplete(me, 'p.jpg', file);
    expect(completion.status).toBe(200);
    const again = await post(signed.signedUrl.fields, file);
    expect(again).toMatchObject({
      status: 409,
      body: { errMsg: 'This upload is already complete; ask for a new upload URL' },
    });
  });

  it('takes the upload as multipart only, and no other route takes multipart', async () => {
    // raw: JSON to the multipart-only upload target, on purpose
    const json = await t.app.inject({ method: 'POST', url: '/api/asset/upload', payload: { key: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().errMsg).toBe('Post the photo as multipart/form-data');
    const form = multipartForm({ fileName: 'a.jpg' });
    const elsewhere = await t.app.inject({
      method: 'POST',
      // raw: multipart to a JSON endpoint, on purpose
      url: '/api/asset/signed-url',
      headers: { ...customer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('serves only finished photos', async () => {
    const signed = await me.signed('raw.jpg');
    expect(
      (await post(signed.signedUrl.fields, { name: 'raw.jpg', type: 'image/jpeg', data: await makePhoto(20, 20) }))
        .status,
    ).toBe(204);
    for (const url of [
      `/media/uploads/${signed.signedUrl.fields.key}`,
      `/media/uploads/reviews/${customer.userId}/${signed.imageId}.jpg`,
      `/media/uploads/reviews/${customer.userId}/..%2F..%2Fshop.db`,
      `/media/uploads/reviews/0/${signed.imageId}.jpg`,
      '/media/uploads/reviews/1/x.svg',
    ]) {
      expect((await fetchPhoto(url)).statusCode, url).toBe(404);
    }
  });

  it(`limits signed uploads to ${SIGNED_URL_LIMIT.limit} an hour per customer`, async () => {
    const busy = await newCustomer();
    for (let i = 0; i < SIGNED_URL_LIMIT.limit; i++) expect((await busy.up.ask(`p${i}.jpg`)).status).toBe(200);
    const over = await busy.up.ask('one-more.jpg');
    expect(over.status).toBe(429);
    expect(over.body.errMsg).toMatch(/^Too many photo uploads, please try again in (\d+ minutes?|1 hour)$/);
    expect(
      Number(
        (
          await t.app.inject({
            method: 'POST',
            // raw: only the Retry-After header is read
            url: '/api/asset/signed-url',
            headers: busy.headers,
            payload: { fileName: 'x.jpg' },
          })
        ).headers['retry-after'],
      ),
    ).toBeGreaterThan(0);
    // Someone else is not held back.
    expect((await (await newCustomer()).up.ask('p.jpg')).status).toBe(200);
  });

  it('forgets pending uploads after a day, with their files, and keeps photos completed since', async () => {
    const file = { name: 'p.jpg', type: 'image/jpeg', data: await makePhoto(40, 40) };
    const forgotten = await me.signed('forgotten.jpg');
    expect((await post(forgotten.signedUrl.fields, file)).status).toBe(204);
    const halfDay = STALE_UPLOAD_AGE_MS / 2;
    clock.advance(halfDay);
    await signInAgain(t, customer, clock.now());
    const kept = await uploadAndComplete(me, 'kept.jpg', file);
    expect(kept.completion.status).toBe(200);

    const deps = assetDepsOf(t.app);
    await sweepStaleUploads(deps, clock.now() + halfDay - 1000);
    expect(fs.existsSync(stored(signedField(forgotten.signedUrl.fields, 'key')))).toBe(true);

    expect(await sweepStaleUploads(deps, clock.now() + halfDay + 1000)).toBeGreaterThan(0);
    expect(fs.existsSync(stored(signedField(forgotten.signedUrl.fields, 'key')))).toBe(false);
    expect((await me.complete(forgotten.imageId)).status).toBe(404);
    expect((await row(kept.signed.imageId)).status).toBe('complete');
    expect((await fetchPhoto(kept.completion.data.url)).statusCode).toBe(200);
  });
});
