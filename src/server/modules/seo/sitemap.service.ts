import type { Db } from '@server/db/database';
import { listShopPages } from '@server/modules/shop-page';
import * as repo from './sitemap.repository.js';

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Products read from the database at a time while a file is written out. */
const BATCH = 5_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const PAGES_FILE = 'pages.xml';
const PRODUCTS_FILE = /^products-([1-9]\d{0,5})\.xml$/;

/** Text made safe for XML content. */
const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export interface SitemapOptions {
  /** PUBLIC_URL without a trailing slash. */
  origin: string;
  /** URLs per product file: SITEMAP_MAX_URLS, smaller in tests. */
  chunkSize?: number;
}

/**
 * The product files: file n holds the products on sale with ids in ((n−1)·chunk, n·chunk], so no
 * file can hold more than `chunk` URLs, and knowing how many files there are takes one read of the
 * highest id on sale (no count of the catalogue). A range emptied by withdrawals is an empty
 * file, which the protocol allows.
 */
async function productFileCount(db: Db, chunk: number) {
  return Math.ceil((await repo.highestActiveProductId(db)) / chunk);
}

/** The sitemap index: the pages file (home, categories, shop pages), then each product file. */
export async function sitemapIndex(db: Db, options: SitemapOptions): Promise<string> {
  const chunk = options.chunkSize ?? SITEMAP_MAX_URLS;
  const files = [PAGES_FILE];
  for (let n = 1; n <= (await productFileCount(db, chunk)); n++) files.push(`products-${n}.xml`);
  const entries = files.map((file) => `<sitemap><loc>${xml(`${options.origin}/sitemaps/${file}`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * A sitemap file as pieces of text, written as they are read (a few thousand products at a time),
 * so a file of 50 000 URLs is never a whole string in memory; undefined when there is no such file.
 */
export async function sitemapFile(
  db: Db,
  name: string,
  options: SitemapOptions,
): Promise<AsyncGenerator<string> | undefined> {
  const chunk = options.chunkSize ?? SITEMAP_MAX_URLS;
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${xml(`${options.origin}${path}`)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>\n`;
  if (name === PAGES_FILE) {
    const categories = await repo.categoryIds(db.reads);
    const shopPages = await listShopPages(db.reads);
    return (async function* pages() {
      yield `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`;
      yield url('/');
      yield categories.map((id) => url(`/category/${id}`)).join('');
      // Shipping, returns, privacy, contact: pages of their own, with the time of their last edit.
      yield shopPages.map((page) => url(`/pages/${page.slug}`, page.updatedAt)).join('');
      yield '</urlset>\n';
    })();
  }
  const n = Number(PRODUCTS_FILE.exec(name)?.[1] ?? 0);
  if (n < 1 || n > (await productFileCount(db, chunk))) return undefined;
  return (async function* products() {
    yield `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`;
    const upTo = n * chunk;
    let after = (n - 1) * chunk;
    const prefix = xml(`${options.origin}/inventory/`);
    for (;;) {
      const batch = await repo.productUrlsXml(db, prefix, after, upTo, BATCH);
      if (batch.xml) yield batch.xml;
      if (batch.count < BATCH) break;
      after = batch.last;
    }
    yield '</urlset>\n';
  })();
}
