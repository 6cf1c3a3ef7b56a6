import fs from 'node:fs';
import { getShopPage } from '@shared/contract/shop-pages';
import { callEndpoint } from '@server/test/call-endpoint';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PAGE_SLUGS } from '@shared/constants';
import { seedDemoIfEmpty } from '@server/demo/seed';
import { buildTestApp, createTestDb, testConfig, testDialects } from '@server/test/test-app';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n' +
  '<meta name="description" content="The shop." />\n<title>Shop</title></head>' +
  '<body><div id="first-paint" inert><header>Shop</header></div><div id="root"></div></body></html>';

const ORIGIN = 'https://shop.example';

/** The head of a page as a crawler reads it. */
function headOf(html: string) {
  const document = new JSDOM(html).window.document;
  const attribute = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name));
  return {
    titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
    descriptions: attribute('meta[name="description"]', 'content'),
    canonical: attribute('link[rel="canonical"]', 'href'),
    robots: attribute('meta[name="robots"]', 'content'),
    ogUrl: attribute('meta[property="og:url"]', 'content'),
  };
}

describe.each(testDialects)("the shop pages' own head and status (%s)", (dialect) => {
  let t: Awaited<ReturnType<typeof createTestDb>>;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await seedDemoIfEmpty(t.db, { shopName: 'Test Shop' });
    const webDir = path.join(t.dataDir, 'web');
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    app = await buildTestApp(testConfig(t.dataDir, { PUBLIC_URL: `${ORIGIN}/` }), { db: t.db, webDir });
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  const shopPage = async (slug: (typeof SHOP_PAGE_SLUGS)[number]) =>
    (await callEndpoint(app, getShopPage, { params: { slug } })).data;

  it('answers every page the footer links with 200, its title, its text as description and its canonical URL', async () => {
    for (const slug of SHOP_PAGE_SLUGS) {
      const page = await shopPage(slug);
      const res = await app.inject({ method: 'GET', url: `/pages/${slug}?utm_source=footer` });
      expect(res.statusCode, slug).toBe(200);
      const head = headOf(res.body);
      expect(head.titles, slug).toEqual([`${page.title} · Test Shop`]);
      expect(head.canonical, slug).toEqual([`${ORIGIN}/pages/${slug}`]);
      expect(head.ogUrl, slug).toEqual([`${ORIGIN}/pages/${slug}`]);
      expect(head.robots, slug).toEqual([]);
      expect(head.descriptions, slug).toHaveLength(1);
      const description = head.descriptions[0] ?? '';
      // The page's own words, as plain text, cut to what a search result shows.
      expect(description.length, slug).toBeGreaterThan(40);
      expect(description.length, slug).toBeLessThanOrEqual(155);
      expect(description, slug).not.toMatch(/[<>]/);
      expect(description, slug).not.toBe('The shop.');
      const firstWords = new JSDOM(page.bodyHtml).window.document.body.textContent?.slice(0, 30);
      expect(description.startsWith(firstWords ?? '-'), slug).toBe(true);
    }
  });

  it("follows the operator's edits: the new title, and the text with its entities read as text", async () => {
    const before = await t.db.catalogVersion();
    await t.db.kysely
      .updateTable('shop_page')
      .set({
        title: 'Returns & refunds',
        body_html: '<h2>Thirty days</h2><p>Send it <strong>back</strong> &amp; relax.</p>',
      })
      .where('slug', '=', 'returns')
      .execute();
    // On PostgreSQL the new version is announced by NOTIFY, a moment after the commit.
    await expect.poll(() => t.db.catalogVersion(), { timeout: 10_000, interval: 20 }).toBeGreaterThan(before);
    const head = headOf((await app.inject({ method: 'GET', url: '/pages/returns' })).body);
    expect(head.titles).toEqual(['Returns & refunds · Test Shop']);
    expect(head.descriptions).toEqual(['Thirty days Send it back & relax.']);
  });

  it('keeps an unknown page a 404 with noindex and no canonical URL', async () => {
    for (const url of ['/pages/terms', '/pages/Shipping', '/pages/shipping/extra', `/pages/${'x'.repeat(300)}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      const head = headOf(res.body);
      expect(head.titles, url).toEqual(['Page not found · Test Shop']);
      expect(head.robots, url).toEqual(['noindex']);
      expect(head.canonical, url).toEqual([]);
    }
  });
});
