import fs from 'node:fs';
import { listProducts } from '@shared/contract/catalog';
import { getBanners } from '@shared/contract/home';
import { callEndpoint } from '@server/test/call-endpoint';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { renderDemoImage } from '@server/demo/art/demo-art';
import { itemAt } from '@shared/item-at';
import { SHARE_HEIGHT, SHARE_WIDTH, sharePicturePath } from './share-image.js';

describe.each(testDialects)('raster pictures for link previews on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("makes a 1200×630 JPEG of a product's, a category's and a banner's SVG picture, once, kept in DATA_DIR", async () => {
    const card = itemAt(
      (await callEndpoint(t.app, listProducts, { query: { categoryId: 1, page: 1, num: 1 } })).data.list,
      0,
    );
    const banner = itemAt((await callEndpoint(t.app, getBanners, {})).data.banners, 0);
    const menuCover = (
      await t.db.kysely
        .selectFrom('category')
        .select('cover_path')
        .where('cover_path', 'is not', null)
        .executeTakeFirstOrThrow()
    ).cover_path;
    for (const picture of [card.coverPath, banner.coverPath, menuCover]) {
      expect(picture).toMatch(/\.svg$/);
      const url = sharePicturePath(picture);
      expect(url, picture ?? '').toMatch(/^\/media\/share\/(product|banner|category)\/[\w.-]+\.jpg$/);
      const res = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SHARE_WIDTH, SHARE_HEIGHT]);
      const file = path.join(t.dataDir, 'share', ...(url ?? '').split('/').slice(3));
      expect(fs.readFileSync(file)).toEqual(res.rawPayload);
      // Asked again, it is the file kept, byte for byte (not drawn again: the file's time stays).
      const made = fs.statSync(file).mtimeMs;
      const again = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(again.rawPayload).toEqual(res.rawPayload);
      expect(fs.statSync(file).mtimeMs).toBe(made);
    }
  });

  it('draws a picture asked for many times at once only once', async () => {
    const card = itemAt(
      (await callEndpoint(t.app, listProducts, { query: { categoryId: 2, page: 1, num: 1 } })).data.list,
      0,
    );
    const url = sharePicturePath(card.coverPath) ?? '';
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
    expect(fs.readdirSync(path.join(t.dataDir, 'share', 'product')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('answers 404 for a picture that is no demo picture, and uses raster pictures as they are', async () => {
    for (const url of [
      '/media/share/product/nothing-here.jpg',
      '/media/share/avatar/1.jpg',
      '/media/share/product/..%2F..%2Fjwt-secret',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(sharePicturePath('/media/uploads/reviews/ab.webp')).toBe('/media/uploads/reviews/ab.webp');
    expect(sharePicturePath('https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
    expect(sharePicturePath('/elsewhere/picture.svg')).toBeUndefined();
    expect(sharePicturePath(null)).toBeUndefined();
  });

  it('draws no picture for a name the shop does not use, though the demo art could draw it, and keeps no file', async () => {
    const used = new Set(
      (await t.db.kysely.selectFrom('banner').select('cover_path').execute()).map((row) => row.cover_path),
    );
    const unused = ['tech-3', 'outdoor-1', 'home-2', 'new-9'].find(
      (name) => !used.has(`/media/demo/banner/${name}.svg`),
    );
    expect(unused).toBeDefined();
    expect(renderDemoImage('banner', unused ?? '')).not.toBeNull();
    // A product picture of the grammar that no product shows (every product has a sixth variant at most).
    const productName = 'shirt-1-0';
    expect(renderDemoImage('product', productName)).not.toBeNull();
    const shown = await t.db.kysely
      .selectFrom('inventory')
      .select('inventory_id')
      .where((eb) =>
        eb.or([eb('cover_path', 'like', `%/${productName}.svg`), eb('gallery_json', 'like', `%/${productName}.svg%`)]),
      )
      .execute();
    expect(shown).toEqual([]);
    for (const url of [`/media/share/banner/${unused}.jpg`, `/media/share/product/${productName}.jpg`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      const file = path.join(t.dataDir, 'share', ...url.split('/').slice(3));
      expect(fs.existsSync(file), file).toBe(false);
    }
  });
});

describe.each(testDialects)('the preview pictures kept on %s', (dialect) => {
  const KEPT = 2;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { SHARE_PICTURES_KEPT: String(KEPT) } });
  });
  afterAll(() => t.close());

  const kept = () =>
    ['product', 'category', 'banner'].flatMap((kind) => {
      const dir = path.join(t.dataDir, 'share', kind);
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => `${kind}/${file}`) : [];
    });

  it('keeps at most SHARE_PICTURES_KEPT files, the least recently asked for going first, and draws it again when asked', async () => {
    // Files left from before (another start, an older shop) count too: the oldest go.
    const old = path.join(t.dataDir, 'share', 'product');
    fs.mkdirSync(old, { recursive: true });
    for (const name of ['left-a', 'left-b', 'left-c']) fs.writeFileSync(path.join(old, `${name}.jpg`), 'old');
    const banners = (await t.db.kysely.selectFrom('banner').select('cover_path').orderBy('position').execute()).map(
      (row) => sharePicturePath(row.cover_path) ?? '',
    );
    expect(banners.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = banners as [string, string, string];
    const ask = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(kept().length).toBeLessThanOrEqual(KEPT);
    };
    await ask(first);
    await ask(second);
    await ask(first); // the first is now the most recently used
    await ask(third);
    const name = (url: string) => url.split('/').slice(3).join('/');
    expect(kept().sort()).toEqual([name(first), name(third)].sort());
    await ask(second);
    expect(kept().sort()).toEqual([name(second), name(third)].sort());
  });
});
