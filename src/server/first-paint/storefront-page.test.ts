import fs from 'node:fs';
import { getCategory, getProduct, listAddons, listProducts } from '@shared/contract/catalog';
import { getBanners, getNavItems, getSections } from '@shared/contract/home';
import { callEndpoint } from '@server/test/call-endpoint';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_DATA_ID } from '@shared/first-screen';
import { seedDemoIfEmpty } from '@server/demo/seed';
import { buildTestApp, createTestDb, logCapture, testConfig } from '@server/test/test-app';
import { itemAt } from '@shared/item-at';

const TEMPLATE =
  '<!doctype html><html><head><title>shop</title>' +
  '<script type="module" crossorigin src="/assets/start-1.js"></script>' +
  '<template id="after-first-paint"><link rel="modulepreload" crossorigin href="/assets/index-1.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></template></head>' +
  '<body><div id="first-paint" inert><header>Shop</header></div><div id="root"></div></body></html>';

/**
 * Stands in for the renderer the storefront's build makes (src/web/first-paint/first-paint.tsx, tested
 * there): what it is given shows in what it returns, and a product named `Unrenderable` fails.
 */
const RENDERER = `export const firstPaintReady = Promise.resolve();
export function renderFirstPaint({ url, page, data }) {
  if (data.product?.name === 'Unrenderable') throw new Error('cannot render this one');
  return '<main>' + page.route + ' at ' + url + ', ' + Object.keys(data).join(' ') + '</main>';
}
`;

/** Vite's manifest as it comes out: the product page merged into a chunk keyed by its name. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_product-page-1.js': {
    file: 'assets/product-page-1.js',
    name: 'product-page',
    isDynamicEntry: true,
    imports: ['_react-1.js', 'index.html', '_gallery-1.js'],
  },
  '_gallery-1.js': { file: 'assets/gallery-1.js', imports: ['_react-1.js'] },
  'features/home/routes/home-page.tsx': {
    file: 'assets/home-page-1.js',
    src: 'features/home/routes/home-page.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js'],
  },
};

describe('storefront pages answered with their first screen', () => {
  let t: Awaited<ReturnType<typeof createTestDb>>;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const log = logCapture();

  beforeAll(async () => {
    t = await createTestDb('sqlite');
    await seedDemoIfEmpty(t.db, { shopName: 'Test Shop' });
    const webDir = path.join(t.dataDir, 'web');
    fs.mkdirSync(path.join(webDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.mkdirSync(path.join(webDir, '.render'));
    fs.writeFileSync(path.join(webDir, '.render', 'first-paint.js'), RENDERER);
    app = await buildTestApp(testConfig(t.dataDir, { LOG_LEVEL: 'info' }), { db: t.db, webDir, logStream: log.stream });
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  const page = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  /** The answers the page carries, as the storefront reads them. */
  const inlined = (html: string) => {
    const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`).exec(html);
    return match ? (JSON.parse(itemAt(match, 1)) as { page: unknown; data: Record<string, unknown> }) : undefined;
  };
  const firstProductOfCategory1 = async () =>
    (await callEndpoint(app, listProducts, { query: { categoryId: 1, page: 1, num: 1 } })).data.list[0] as {
      inventoryId: number;
      coverPath: string;
    };

  it("names a product's cover in a preload and its route chunks in modulepreloads", async () => {
    const product = await firstProductOfCategory1();
    const html = await page(`/inventory/${product.inventoryId}`);
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${product.coverPath}">`);
    // Asked for once the first paint is done, with the storefront's other chunks.
    expect(html).toContain(
      '<template id="after-first-paint">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/product-page-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/gallery-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/index-1.js">',
    );
    // The entry and React are named by index.html already; the home page's chunk is not this page's.
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
    expect(html).not.toContain('home-page-1.js');
  });

  it("renders a landing page's first screen from the answers it carries; other pages keep the header", async () => {
    const { inventoryId: productId } = await firstProductOfCategory1();
    const product = await page(`/inventory/${productId}`);
    // In place of index.html's header, before the storefront's empty #root.
    expect(product).toContain(
      `<body><div id="first-paint" inert><main>product at /inventory/${productId}, navItems product addons</main></div><div id="root"></div><script`,
    );
    expect(await page('/inventory/search?keyword=lamp')).toContain(
      '<body><div id="first-paint" inert><main>search at /inventory/search?keyword=lamp, navItems list</main></div><div id="root"></div><script',
    );
    const cart = await page('/cart');
    expect(cart).toContain('<body><div id="first-paint" inert><header>Shop</header></div><div id="root"></div></body>');
    expect(inlined(cart)).toBeUndefined();
  });

  it('does not serve the renderer or the manifest, which sit in dot folders of the build', async () => {
    for (const url of ['/.render/first-paint.js', '/.vite/manifest.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('keeps the header as the first paint of a page the renderer fails on, and logs why', async () => {
    const { inventoryId: productId } = await firstProductOfCategory1();
    await t.db.kysely
      .updateTable('inventory')
      .set({ name: 'Unrenderable' })
      .where('inventory_id', '=', productId)
      .execute();
    log.lines.length = 0;
    const html = await page(`/inventory/${productId}`);
    expect(html).toContain('<div id="first-paint" inert><header>Shop</header></div><div id="root"></div>');
    expect((inlined(html)?.data.product as { name: string }).name).toBe('Unrenderable');
    const errors = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(errors.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      'first paint: rendering failed; the page keeps the header alone',
    ]);
  });

  it("carries exactly the API's answers for the product page's first screen", async () => {
    const { inventoryId: productId } = await firstProductOfCategory1();
    const carried = inlined(await page(`/inventory/${productId}`));
    expect(carried).toEqual({
      page: { route: 'product', productId: String(productId) },
      data: {
        navItems: (await callEndpoint(app, getNavItems, {})).data,
        product: (await callEndpoint(app, getProduct, { params: { id: productId } })).data,
        addons: (await callEndpoint(app, listAddons, { params: { id: productId } })).data,
      },
    });
  });

  it('carries the home, category and search answers, and preloads the picture each shows first', async () => {
    const home = await page('/');
    const banners = (await callEndpoint(app, getBanners, {})).data;
    expect(inlined(home)?.data).toEqual({
      navItems: (await callEndpoint(app, getNavItems, {})).data,
      banners,
      sections: (await callEndpoint(app, getSections, {})).data,
    });
    expect(home).toContain(`href="${itemAt(banners.banners, 0).coverPath}"`);
    expect(home).toContain('href="/assets/home-page-1.js"');

    const list = (
      await callEndpoint(app, listProducts, { query: { page: 1, num: 12, sort: 'default', categoryId: 1 } })
    ).data;
    const category = await page('/category/1');
    expect(inlined(category)?.data).toEqual({
      navItems: (await callEndpoint(app, getNavItems, {})).data,
      category: (await callEndpoint(app, getCategory, { params: { categoryId: 1 } })).data,
      list,
    });
    // The first row's pictures, and no more: the fifth card's loads when it scrolls into view.
    const preloaded = [...category.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)];
    expect(preloaded.map((match) => match[1])).toEqual(
      (list.list as { coverPath: string }[]).slice(0, 4).map((card) => card.coverPath),
    );

    const found = (
      await callEndpoint(app, listProducts, { query: { page: 1, num: 12, sort: 'default', search: 'lamp' } })
    ).data;
    expect(found.total).toBeGreaterThan(0);
    expect(inlined(await page('/inventory/search?keyword=lamp'))?.data.list).toEqual(found);
  });

  it('answers an unknown product, category or path with 404 and the header, so the storefront shows its own not-found', async () => {
    for (const url of [
      '/inventory/999999',
      '/inventory/abc',
      '/category/999999',
      '/category/abc',
      '/no/such/page',
      '/404',
      '/address/other',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain(
        '<div id="first-paint" inert><header>Shop</header></div><div id="root"></div></body>',
      );
      expect(res.body, url).not.toContain('rel="preload" as="image"');
      expect(inlined(res.body), url).toBeUndefined();
      expect(res.body, url).toContain('<title>Page not found · Test Shop</title>');
    }
  });

  it('answers the pages it does not paint, and lists past their first page, with the header alone', async () => {
    for (const url of [
      '/cart',
      '/user/order/abc',
      '/admin/orders',
      '/category/1?page=2',
      '/category/1?sort=price_asc',
      '/inventory/search?keyword=',
    ]) {
      const html = await page(url);
      expect(html, url).toContain('<div id="first-paint" inert><header>Shop</header></div>');
      expect(inlined(html), url).toBeUndefined();
    }
  });

  it('follows the catalogue: a changed product shows in the next page answered', async () => {
    const { inventoryId: productId } = await firstProductOfCategory1();
    await t.db.kysely.updateTable('inventory').set({ price: 4321 }).where('inventory_id', '=', productId).execute();
    const carried = inlined(await page(`/inventory/${productId}`));
    expect((carried?.data.product as { price: number }).price).toBe(4321);
  });

  it('keeps text from the catalogue from ending the script element it is carried in', async () => {
    const { inventoryId: productId } = await firstProductOfCategory1();
    const name = '</script><script>alert(1)</script> <!-- Lamp & "Co"';
    await t.db.kysely.updateTable('inventory').set({ name }).where('inventory_id', '=', productId).execute();
    const html = await page(`/inventory/${productId}`);
    expect(html).not.toContain('<script>alert(1)');
    expect((inlined(html)?.data.product as { name: string }).name).toBe(name);
  });

  it('is sent compressed, not cached, under the same CSP, and logs one request, not its reads', async () => {
    log.lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain(FIRST_SCREEN_DATA_ID);
    const logged = log.lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(logged.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url)).toEqual(['/']);
  });
});
