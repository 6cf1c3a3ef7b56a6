import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { test, expect } from './support/fixtures';

/** What curl (a crawler, a chat app's link preview) reads in a page's head: no script runs. */
function headOf(html: string) {
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const unescape = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
  const metas = [...html.matchAll(/<meta [^>]*>/g)].map((match) => match[0]);
  const meta = (key: string) => {
    const tag = metas.find((m) => attribute(m, 'property') === key || attribute(m, 'name') === key);
    const content = tag && attribute(tag, 'content');
    return content === undefined ? undefined : unescape(content);
  };
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    ),
  };
}

interface Product {
  inventoryId: number;
  name: string;
  price: number;
  stockState: 'in_stock' | 'low' | 'sold_out';
}

test('a product page, fetched as curl fetches it, carries its own head, preview and structured data', async ({
  request,
  baseURL,
}) => {
  const product = (await (await request.get('/api/product/inventory/80')).json()).data as Product;
  const res = await request.get('/inventory/80');
  expect(res.status()).toBe(200);
  const head = headOf(await res.text());
  expect(head.title).toBe(`${product.name} · Northwind Market`);
  expect(head.meta('description')?.length).toBeGreaterThan(50);
  expect(head.canonical).toBe(`${baseURL}/inventory/80`);
  expect(head.meta('og:type')).toBe('product');
  expect(head.meta('og:title')).toBe(head.title);
  expect(head.meta('product:price:amount')).toBe((product.price / 100).toFixed(2));

  // The preview's picture is a raster one that answers.
  const image = head.meta('og:image') ?? '';
  expect(image).toMatch(/\.jpg$/);
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  const data = head.jsonLd.find((item) => item['@type'] === 'Product') as { offers: Record<string, string> };
  const availability = { in_stock: 'InStock', low: 'LimitedAvailability', sold_out: 'OutOfStock' }[product.stockState];
  expect(data.offers).toMatchObject({
    price: (product.price / 100).toFixed(2),
    priceCurrency: 'USD',
    availability: `https://schema.org/${availability}`,
  });
  expect(head.jsonLd.map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
});

test('an unknown product and an unknown path answer 404, and the storefront still shows its not-found', async ({
  page,
}) => {
  const product = await page.goto('/inventory/999999');
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();

  const unknown = await page.goto('/no/such/page');
  expect(unknown?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Northwind Market');
});

test('the title and description follow the shopper from page to page', async ({ page, request }) => {
  await page.goto('/');
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', 'Considered goods for everyday living, delivered to your door.');
  await page.goto('/category/1');
  await expect(page).toHaveTitle('Women · Northwind Market');
  const card = page.locator('main a[href^="/inventory/"]').first();
  const href = (await card.getAttribute('href')) ?? '';
  const product = (await (await request.get(`/api/product${href}`)).json()).data as Product;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page).toHaveTitle(`${product.name} · Northwind Market`);
  await expect(description).not.toHaveAttribute('content', /Considered goods/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

test('robots.txt names the sitemap, whose files list the product pages', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /cart');
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(files[0]).toBe(`${baseURL}/sitemaps/pages.xml`);
  let urls: string[] = [];
  for (const file of files) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    urls = urls.concat([...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
  }
  expect(urls).toContain(`${baseURL}/`);
  expect(urls).toContain(`${baseURL}/category/1`);
  expect(urls).toContain(`${baseURL}/inventory/80`);
});

test("Lighthouse's SEO score of a product page is 100", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(`${baseURL}/inventory/80`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo'],
    });
    const lhr = result?.lhr;
    const failing = (lhr?.categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    expect(failing).toEqual([]);
    expect(lhr?.categories.seo?.score).toBe(1);
  } finally {
    chrome.kill();
  }
});
