import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PAGE_SLUGS } from '@shared/constants';
import { createTestApp, testDialects, type TestApp } from '@server/test/test-app';
import { readModelOf } from '@server/modules/catalog';
import { sitemapFile, sitemapIndex } from './sitemap.service.js';

const ORIGIN = 'https://shop.example';

/** The <loc> (and <lastmod>) of every entry of a sitemap or an index, read as an XML parser reads them. */
function entries(xml: string) {
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(document.querySelector('parsererror')).toBeNull();
  return [...document.documentElement.children].map((entry) => ({
    loc: entry.querySelector('loc')?.textContent ?? '',
    lastmod: entry.querySelector('lastmod')?.textContent ?? undefined,
  }));
}

async function text(pieces: AsyncIterable<string> | undefined) {
  let out = '';
  for await (const piece of pieces ?? []) out += piece;
  return out;
}

describe.each(testDialects)('robots.txt and the sitemaps (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(() => t.close());

  /**
   * A catalogue write, then until this instance knows its version: on PostgreSQL the version is
   * announced by NOTIFY, which arrives a moment after the commit.
   */
  async function write(change: () => Promise<unknown>) {
    const before = await t.db.catalogVersion();
    await change();
    await expect.poll(() => t.db.catalogVersion(), { timeout: 10_000, interval: 20 }).toBeGreaterThan(before);
  }

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  /** Every URL the sitemap index leads to, read as a crawler reads them: the index, then each file. */
  async function crawl() {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls: { loc: string; lastmod?: string }[] = [];
    for (const { loc } of entries(index.body)) {
      expect(loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
      const file = await get(loc.slice(ORIGIN.length));
      expect(file.statusCode, loc).toBe(200);
      urls.push(...entries(file.body));
    }
    return urls;
  }

  async function activeCatalogue() {
    const products = await t.db.kysely
      .selectFrom('inventory')
      .select(['inventory_id', 'updated_at'])
      .where('is_active', '=', 1)
      .orderBy('inventory_id')
      .execute();
    const categories = await t.db.kysely.selectFrom('category').select('category_id').orderBy('category_id').execute();
    const shopPages = await t.db.kysely.selectFrom('shop_page').select(['slug', 'updated_at']).execute();
    return [
      { loc: `${ORIGIN}/`, lastmod: undefined },
      ...categories.map((c) => ({ loc: `${ORIGIN}/category/${c.category_id}`, lastmod: undefined })),
      // In the footer's order.
      ...SHOP_PAGE_SLUGS.flatMap((slug) => shopPages.filter((p) => p.slug === slug)).map((p) => ({
        loc: `${ORIGIN}/pages/${p.slug}`,
        lastmod: p.updated_at,
      })),
      ...products.map((p) => ({ loc: `${ORIGIN}/inventory/${p.inventory_id}`, lastmod: p.updated_at })),
    ];
  }

  it('robots.txt lets crawlers into the catalogue, not into shoppers’ pages, the console or the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/cart', '/user', '/order', '/address/', '/admin', '/api/']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // The catalogue's paths are not caught by any Disallow (a prefix match, as crawlers read it).
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const path of [
      '/',
      '/category/1',
      '/inventory/12',
      '/inventory/search?keyword=lamp',
      '/media/share/product/x.jpg',
    ]) {
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
  });

  it('lists, through the index, exactly the active catalogue: home, every category, the shop pages, every product on sale with its lastmod', async () => {
    expect(await crawl()).toEqual(await activeCatalogue());
  });

  it("lists every shop page the footer links with its last change, which follows the operator's edit", async () => {
    const pages = async () => entries((await get('/sitemaps/pages.xml')).body).filter((u) => u.loc.includes('/pages/'));
    expect((await pages()).map((u) => u.loc)).toEqual(SHOP_PAGE_SLUGS.map((slug) => `${ORIGIN}/pages/${slug}`));
    const edited = '2031-05-06T07:08:09.000Z';
    await write(() =>
      t.db.kysely.updateTable('shop_page').set({ updated_at: edited }).where('slug', '=', 'privacy').execute(),
    );
    expect((await pages()).find((u) => u.loc === `${ORIGIN}/pages/privacy`)?.lastmod).toBe(edited);
  });

  it('remembers a file per catalogue version; a withdrawn product leaves at the next version', async () => {
    const first = await get('/sitemaps/products-1.xml');
    const again = await get('/sitemaps/products-1.xml', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const withdrawn = await t.db.kysely
      .selectFrom('inventory')
      .select('inventory_id')
      .where('is_active', '=', 1)
      .orderBy('inventory_id')
      .executeTakeFirstOrThrow();
    await write(() =>
      t.db.kysely
        .updateTable('inventory')
        .set({ is_active: 0 })
        .where('inventory_id', '=', withdrawn.inventory_id)
        .execute(),
    );
    const after = await get('/sitemaps/products-1.xml', { 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body).not.toContain(`/inventory/${withdrawn.inventory_id}<`);
    expect(await crawl()).toEqual(await activeCatalogue());
  });

  it('sends a file gzipped to a crawler that takes gzip, the same XML from memory as when it was written out', async () => {
    await write(() =>
      t.db.kysely.updateTable('inventory').set({ price: 1234 }).where('inventory_id', '=', 2).execute(),
    );
    const plain = await get('/sitemaps/products-1.xml');
    const written = await get('/sitemaps/products-1.xml', { 'accept-encoding': 'gzip' });
    expect(written.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(written.rawPayload).toString()).toBe(plain.body);
    await write(() =>
      t.db.kysely.updateTable('inventory').set({ price: 1235 }).where('inventory_id', '=', 2).execute(),
    );
    const writtenOut = await get('/sitemaps/products-1.xml', { 'accept-encoding': 'gzip' });
    const remembered = await get('/sitemaps/products-1.xml', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(remembered.rawPayload)).toEqual(zlib.gunzipSync(writtenOut.rawPayload));
    expect(remembered.headers.etag).toBe(writtenOut.headers.etag);
  });

  it("keeps a file in the catalogue's read model until its generation moves", async () => {
    const model = readModelOf(t.db);
    const kept = async () => model.sitemapFiles.current('products-1.xml', (await model.clock()).generation);
    const written = await get('/sitemaps/products-1.xml', { 'accept-encoding': 'gzip' });
    // Kept once the gzip stream has ended, just after the reply.
    await expect.poll(kept, { timeout: 10_000, interval: 20 }).toBeDefined();
    expect((await kept())!.gzip).toEqual(written.rawPayload);
    await write(() =>
      t.db.kysely.updateTable('inventory').set({ price: 1236 }).where('inventory_id', '=', 2).execute(),
    );
    expect(await kept()).toBeUndefined();
  });

  it('answers 404 for a file that does not exist', async () => {
    for (const url of [
      '/sitemaps/products-0.xml',
      '/sitemaps/products-2.xml',
      '/sitemaps/other.xml',
      '/sitemaps/products-1',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('chunks the products into files of at most the chunk size, which together hold every product on sale', async () => {
    const options = { origin: ORIGIN, chunkSize: 40 };
    const index = entries(await sitemapIndex(t.db, options)).map((entry) => entry.loc.split('/').at(-1) ?? '');
    const highest = Math.max(
      ...(await activeCatalogue()).flatMap((u) =>
        u.loc.includes('/inventory/') ? [Number(u.loc.split('/').at(-1))] : [],
      ),
    );
    expect(index).toEqual([
      'pages.xml',
      ...Array.from({ length: Math.ceil(highest / 40) }, (_, i) => `products-${i + 1}.xml`),
    ]);
    const urls = [];
    for (const name of index) {
      const file = entries(await text(await sitemapFile(t.db, name, options)));
      expect(file.length, name).toBeLessThanOrEqual(name === 'pages.xml' ? Infinity : 40);
      urls.push(...file);
    }
    expect(urls).toEqual(await activeCatalogue());
    expect(await sitemapFile(t.db, `products-${index.length}.xml`, options)).toBeUndefined();
  });
});
