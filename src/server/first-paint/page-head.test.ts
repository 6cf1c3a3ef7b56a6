import fs from 'node:fs';
import { getCategory, getProduct, listProducts, listReviews } from '@shared/contract/catalog';
import { callEndpoint } from '@server/test/call-endpoint';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { seedDemoIfEmpty } from '@server/demo/seed';
import { buildTestApp, createTestDb, testConfig } from '@server/test/test-app';
import { itemAt } from '@shared/item-at';
import { richResultProblems } from '@server/first-paint/rich-results.fixture';

/** index.html as the build writes it: its own title and description, which each page replaces. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n' +
  '<meta\n      name="description"\n      content="The shop." />\n<title>Shop</title></head>' +
  '<body><div id="first-paint" inert><header>Shop</header></div><div id="root"></div></body></html>';

const ORIGIN = 'https://shop.example';

interface ItemList {
  itemListElement: { name: string; url?: string }[];
}

/** The head of a page as a crawler reads it. */
function headOf(html: string) {
  const document = new JSDOM(html).window.document;
  const meta = (selector: string) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute('content'));
  const property = (name: string) => meta(`meta[property="${name}"]`);
  return {
    titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
    descriptions: meta('meta[name="description"]'),
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    robots: meta('meta[name="robots"]'),
    og: (name: string) => itemAt(property(`og:${name}`), 0),
    property,
    twitter: (name: string) => meta(`meta[name="twitter:${name}"]`)[0],
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  };
}

describe("every public page's head, as search engines and link previews read it", () => {
  let t: Awaited<ReturnType<typeof createTestDb>>;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    t = await createTestDb('sqlite');
    await seedDemoIfEmpty(t.db, { shopName: 'Test Shop' });
    const webDir = path.join(t.dataDir, 'web');
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    const config = testConfig(t.dataDir, { PUBLIC_URL: `${ORIGIN}/`, SHOP_TAGLINE: 'Good things, delivered.' });
    app = await buildTestApp(config, { db: t.db, webDir });
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  const get = async (url: string, status = 200) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(status);
    return headOf(res.body);
  };
  const productOfCategory = async (categoryId: number) =>
    itemAt((await callEndpoint(app, listProducts, { query: { categoryId, page: 1, num: 1 } })).data.list, 0);

  it('gives a product page its own title, description, canonical URL and preview, with its price', async () => {
    const { inventoryId } = await productOfCategory(1);
    const product = (await callEndpoint(app, getProduct, { params: { id: inventoryId } })).data;
    const head = await get(`/inventory/${inventoryId}?utm_source=mail`);
    expect(head.titles).toEqual([`${product.name} · Test Shop`]);
    expect(head.descriptions).toHaveLength(1);
    const description = itemAt(head.descriptions, 0) ?? '';
    expect(description.length).toBeGreaterThan(60);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).not.toMatch(/<|&[a-z]+;/);
    expect(head.canonical).toEqual([`${ORIGIN}/inventory/${inventoryId}`]);
    expect(head.robots).toEqual([]);
    expect(head.og('type')).toBe('product');
    expect(head.og('title')).toBe(`${product.name} · Test Shop`);
    expect(head.og('description')).toBe(description);
    expect(head.og('url')).toBe(`${ORIGIN}/inventory/${inventoryId}`);
    expect(head.og('site_name')).toBe('Test Shop');
    // The demo pictures are SVG, which previews do not show: their raster version.
    expect(head.og('image')).toMatch(new RegExp(`^${ORIGIN}/media/share/product/[\\w.-]+\\.jpg$`));
    expect(head.property('product:price:amount')).toEqual([(product.price / 100).toFixed(2)]);
    expect(head.property('product:price:currency')).toEqual(['USD']);
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.twitter('image')).toBe(head.og('image'));
  });

  it('describes the product in JSON-LD as the API does: price, availability, rating, reviews, breadcrumb', async () => {
    const { inventory_id: inventoryId } = await t.db.kysely
      .selectFrom('inventory')
      .select('inventory_id')
      .where('review_count', '>', 6)
      .where('is_active', '=', 1)
      .orderBy('inventory_id')
      .executeTakeFirstOrThrow();
    const product = (await callEndpoint(app, getProduct, { params: { id: inventoryId } })).data;
    const reviews = (await callEndpoint(app, listReviews, { params: { id: inventoryId }, query: { page: 1, num: 6 } }))
      .data;
    const head = await get(`/inventory/${inventoryId}`);
    expect(richResultProblems(head.jsonLd)).toEqual([]);
    const data = head.jsonLd.find((item) => item['@type'] === 'Product') as {
      name: string;
      offers: unknown;
      aggregateRating: unknown;
      review: { reviewBody: string }[];
    };
    expect(data.name).toBe(product.name);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: (product.price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: `https://schema.org/${{ in_stock: 'InStock', low: 'LimitedAvailability', sold_out: 'OutOfStock' }[product.stockState]}`,
      url: `${ORIGIN}/inventory/${inventoryId}`,
    });
    expect(product.reviewCount).toBeGreaterThan(0);
    expect(data.aggregateRating).toMatchObject({
      ratingValue: product.ratingDisplay / 100,
      reviewCount: product.reviewCount,
    });
    expect(data.review.map((review) => review.reviewBody)).toEqual(
      reviews.list.slice(0, 5).map((review) => review.content),
    );
    const crumbs = head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as unknown as ItemList;
    expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual([
      'Home',
      product.rootCategory.displayName,
      product.subCategory.displayName,
      product.name,
    ]);
  });

  it("follows the stock: availability is the product's as the API tells it", async () => {
    const { inventoryId } = await productOfCategory(2);
    const availability = async () => {
      const data = (await get(`/inventory/${inventoryId}`)).jsonLd.find((item) => item['@type'] === 'Product');
      return (data as { offers: { availability: string } }).offers.availability;
    };
    const setStock = (stock: number) =>
      t.db.kysely.updateTable('inventory_stock').set({ stock }).where('inventory_id', '=', inventoryId).execute();
    await setStock(0);
    expect(await availability()).toBe('https://schema.org/OutOfStock');
    await setStock(3);
    expect(await availability()).toBe('https://schema.org/LimitedAvailability');
    await setStock(40);
    expect(await availability()).toBe('https://schema.org/InStock');
  });

  it('titles and describes a category with its own words, its canonical URL without sort or page 1', async () => {
    const category = (await callEndpoint(app, getCategory, { params: { categoryId: 1 } })).data;
    for (const url of [
      '/category/1',
      '/category/1?page=1',
      '/category/1?sort=price_asc',
      '/category/1?page=1&sort=newest',
    ]) {
      const head = await get(url);
      expect(head.titles, url).toEqual([`${category.displayName} · Test Shop`]);
      expect(head.descriptions, url).toEqual([category.description]);
      expect(head.canonical, url).toEqual([`${ORIGIN}/category/1`]);
      expect(head.og('image'), url).toMatch(/^https:\/\/shop\.example\/media\/share\/[a-z]+\/[\w.-]+\.jpg$/);
      expect(richResultProblems(head.jsonLd), url).toEqual([]);
    }
    const second = await get('/category/1?page=2&sort=price_desc');
    expect(second.canonical).toEqual([`${ORIGIN}/category/1?page=2`]);
    const list = (
      await callEndpoint(app, listProducts, { query: { page: 2, num: 12, sort: 'default', categoryId: 1 } })
    ).data;
    const items = second.jsonLd.find((item) => item['@type'] === 'ItemList') as unknown as ItemList;
    expect(items.itemListElement.map((item) => item.url)).toEqual(
      list.list.map((card) => `${ORIGIN}/inventory/${card.inventoryId}`),
    );
  });

  it('gives home the shop, its tagline, the Organization and the WebSite with its search box', async () => {
    const head = await get('/?ref=newsletter');
    expect(head.titles).toEqual(['Test Shop']);
    expect(head.descriptions).toEqual(['Good things, delivered.']);
    expect(head.canonical).toEqual([`${ORIGIN}/`]);
    expect(head.og('type')).toBe('website');
    expect(head.og('image')).toMatch(/^https:\/\/shop\.example\/media\/share\/banner\/[\w.-]+\.jpg$/);
    expect(head.jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(richResultProblems(head.jsonLd)).toEqual([]);
    const site = itemAt(head.jsonLd, 1) as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/inventory/search?keyword={search_term_string}`);
  });

  it('keeps the keyword in a search canonical URL and drops the rest', async () => {
    const head = await get('/inventory/search?keyword=lamp&sort=price_asc&page=1');
    expect(head.titles).toEqual(['Search: lamp · Test Shop']);
    expect(head.canonical).toEqual([`${ORIGIN}/inventory/search?keyword=lamp`]);
    expect(head.descriptions).toEqual(['Products matching “lamp”, with their prices and reviews.']);
    expect(richResultProblems(head.jsonLd)).toEqual([]);
  });

  it('gives the 404 page its title, no canonical URL and noindex', async () => {
    const head = await get('/inventory/999999', 404);
    expect(head.titles).toEqual(['Page not found · Test Shop']);
    expect(head.canonical).toEqual([]);
    expect(head.robots).toEqual(['noindex']);
    expect(head.jsonLd).toEqual([]);
  });

  it("keeps a withdrawn product's page at 404", async () => {
    const { inventoryId } = await productOfCategory(3);
    await get(`/inventory/${inventoryId}`);
    await t.db.kysely.updateTable('inventory').set({ is_active: 0 }).where('inventory_id', '=', inventoryId).execute();
    await get(`/inventory/${inventoryId}`, 404);
  });

  it('keeps text from the catalogue inside the JSON-LD element and the attributes', async () => {
    const { inventoryId } = await productOfCategory(4);
    const name = '</script><script>alert(1)</script> <!-- "Lamp" & \u2028 $& co';
    await t.db.kysely.updateTable('inventory').set({ name }).where('inventory_id', '=', inventoryId).execute();
    const res = await app.inject({ method: 'GET', url: `/inventory/${inventoryId}` });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!-- "Lamp"');
    const head = headOf(res.body);
    expect(head.titles).toEqual([`${name} · Test Shop`]);
    expect(head.og('title')).toBe(`${name} · Test Shop`);
    expect((head.jsonLd.find((item) => item['@type'] === 'Product') as { name: string }).name).toBe(name);
  });
});
