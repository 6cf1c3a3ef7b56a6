import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EAGER_LIST_CARDS,
  FIRST_SCREEN_DATA_ID,
  firstScreenPageOf,
  firstScreenReads,
  type FirstScreenData,
  type FirstScreenPage,
} from '@shared/first-screen';
import type { Banner } from '@shared/schemas/home';
import type { Product, ProductList } from '@shared/schemas/catalog';
import { toCode, toWire } from '@shared/wire-names';
import { DEFAULT_SHOP_NAME, type ShopBrand } from '@shared/constants';
import { escapeHtml } from '@server/lib/html';
import {
  existenceRead,
  headHtml,
  headReads,
  pageHead,
  type HeadData,
  type PageHead,
  type Shop,
} from '@server/first-paint/page-head';
import { publicPageOf } from '@server/first-paint/public-page';

/**
 * The lazy route chunk of each page the server prepares, as Vite's manifest names its source
 * (relative to src/web). Keep in step with app/router.tsx.
 */
const ROUTE_SOURCES: Record<FirstScreenPage['route'], string> = {
  home: 'features/home/routes/home-page.tsx',
  category: 'features/catalog/routes/category-page.tsx',
  search: 'features/catalog/routes/search-page.tsx',
  product: 'features/product/routes/product-page.tsx',
};

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The header that marks the API reads made for a page (`app.inject`): they are the shop talking
 * to itself, so they are not logged as requests. The value is new at every start, so no visitor
 * can hide a request of their own from the log with it.
 */
const READ_HEADER = 'x-first-screen-read';
const READ_TOKEN = randomUUID();

export function isFirstScreenRead(request: FastifyRequest): boolean {
  return request.headers[READ_HEADER] === READ_TOKEN;
}

/**
 * Each route's chunk and the chunks it imports statically, less those index.html already
 * names: what a `<link rel="modulepreload">` should fetch while the entry downloads, instead of
 * after it has run.
 */
function routeChunkFiles(manifest: Manifest, template: string): Record<FirstScreenPage['route'], string[]> {
  const inIndex = new Set([...template.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]));
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  // A route module that Rollup merged with small neighbours is keyed by its chunk, not its
  // source; its chunk still bears the module's name.
  const keyOf = (source: string) =>
    Object.entries(manifest).find(([key, chunk]) => key === source || chunk.src === source)?.[0] ??
    Object.entries(manifest).find(
      ([, chunk]) => chunk.isDynamicEntry && chunk.name === path.basename(source, '.tsx'),
    )?.[0];
  const files = {} as Record<FirstScreenPage['route'], string[]>;
  for (const [route, source] of Object.entries(ROUTE_SOURCES) as [FirstScreenPage['route'], string][]) {
    const chunks = new Set<string>();
    const key = keyOf(source);
    if (key) collect(key, chunks);
    files[route] = [...chunks].filter((file) => !inIndex.has(file));
  }
  return files;
}

/**
 * The pictures the first screen shows at once, the largest paint's among them: a list's first
 * cards (any of them can be the largest paint: equal in size, the first painted wins), the
 * home page's first banner, a product's first gallery picture.
 */
function firstScreenImages(page: FirstScreenPage, data: FirstScreenData): string[] {
  switch (page.route) {
    case 'home': {
      const banner = (data.banners as { banners: Banner[] } | undefined)?.banners[0]?.coverPath;
      return banner ? [banner] : [];
    }
    case 'category':
    case 'search': {
      const cards = (data.list as ProductList | undefined)?.list.slice(0, EAGER_LIST_CARDS) ?? [];
      return cards.map((card) => card.coverPath).filter(Boolean);
    }
    case 'product': {
      const product = data.product as Product | undefined;
      // The gallery's first picture (features/product/components/product-gallery.tsx).
      const first = product && [product.coverPath, ...product.galleryJson].find(Boolean);
      return first ? [first] : [];
    }
  }
}

const brandOf = (shop: Shop): ShopBrand => ({
  name: shop.name,
  tagline: shop.tagline,
  logoPath: shop.logoPath ?? null,
});

/** JSON that cannot end the `<script>` element it sits in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The module the storefront's build makes for the server (src/web/first-paint/first-paint.tsx). */
interface FirstPaintRenderer {
  renderFirstPaint(screen?: { url: string; page: FirstScreenPage; data: FirstScreenData }, brand?: ShopBrand): string;
  firstPaintReady: Promise<void>;
}

/** Where the build puts it: a dot folder of the storefront's build, which is not served. */
const RENDERER = path.join('.render', 'first-paint.js');

/** index.html's inert element that holds what is painted before the storefront's code runs. */
const FIRST_PAINT_OPEN = '<div id="first-paint" inert>';
const ROOT = '<div id="root"></div>';
/**
 * index.html's inert element that holds the modulepreloads of the storefront's code until the
 * first paint (vite.config.ts, `startAfterFirstPaint`): a page's route chunks wait there too.
 */
const AFTER_FIRST_PAINT_OPEN = '<template id="after-first-paint">';

export interface StorefrontPage {
  /**
   * index.html for a page URL, with its own head and what its first screen needs named or
   * included, and the status that tells the truth about it: 404 for a path the storefront has no
   * page for and for an unknown or withdrawn product or category.
   */
  answer(url: string): Promise<{ status: 200 | 404; html: string }>;
}

/**
 * index.html, answered for every page path, made specific to the page (docs/storefront.md,
 * "First paint" and "What each page carries"):
 * - its head is the page's own: title, description, canonical URL, Open Graph and Twitter card
 *   tags, structured data (page-head.ts);
 * - on the storefront pages a visitor lands on (home, a category, a product, a search) its first
 *   paint is the page's first screen, rendered with the storefront's own components
 *   (src/web/first-paint/first-paint.tsx), so the browser paints the page before any script has run;
 * - it names the picture of its largest paint in `<link rel="preload" as="image">`, and its route
 *   chunks among the modulepreloads the storefront asks for once that paint is done;
 * - it carries the first screen's public API answers in a `<script type="application/json">`
 *   (data, not script: the CSP allows it as it is), from which the first paint is rendered and
 *   the storefront seeds its query cache instead of asking again.
 *
 * The answers are the API's own, read through `app.inject` without credentials (so never a
 * customer's data) and served from the answer memory like any other request. A read that fails
 * is left out; when it is the one that names the page's product or category, the page is the
 * 404 page: its head, the header as its first paint, and the storefront shows its own not-found.
 */
export function storefrontPage(app: FastifyInstance, webDir: string, shopNow: () => Shop): StorefrontPage {
  const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const manifestPath = path.join(webDir, '.vite', 'manifest.json');
  const chunks = fs.existsSync(manifestPath)
    ? routeChunkFiles(JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest, template)
    : undefined;

  /**
   * An API answer's data with the code's names, as the storefront's client reads it
   * (src/shared/wire-names.ts), or undefined when it is not a 200 (nothing of an error is kept).
   */
  async function read(apiPath: string): Promise<unknown> {
    const res = await app.inject({
      method: 'GET',
      url: `/api${apiPath}`,
      headers: { [READ_HEADER]: READ_TOKEN },
    });
    if (res.statusCode !== 200) return undefined;
    return toCode((res.json() as { data: unknown }).data);
  }

  /** Each path read once, though the head and the first screen may both name it. */
  async function readAll(reads: Record<string, string>[]): Promise<Map<string, unknown>> {
    const paths = [...new Set(reads.flatMap((named) => Object.values(named)))];
    const answers = await Promise.all(paths.map(read));
    return new Map(paths.map((apiPath, i) => [apiPath, answers[i]]));
  }

  const byName = (reads: Record<string, string>, answers: Map<string, unknown>) => {
    const data: Record<string, unknown> = {};
    for (const [name, apiPath] of Object.entries(reads)) {
      const answer = answers.get(apiPath);
      if (answer !== undefined) data[name] = answer;
    }
    return data;
  };

  /** index.html with the page's head in place of its own title and description. */
  function withHead(html: string, head: PageHead, shop: Shop): string {
    const parts = headHtml(head, shop);
    // Replaced by functions: a `$` in a name must not be read as a replacement pattern.
    return html
      .replace(/<title>[\s\S]*?<\/title>/, () => parts.title)
      .replace(/<meta\s+name="description"[^>]*>/, () => '')
      .replace('</head>', () => `${parts.description}${parts.rest}</head>`);
  }

  // Loaded once, as the server starts, so the first visitor does not wait for it; without it (a
  // build without the renderer, tests) pages keep index.html's first paint, the header.
  const rendererPath = path.join(webDir, RENDERER);
  const renderer: Promise<FirstPaintRenderer | undefined> = fs.existsSync(rendererPath)
    ? (import(pathToFileURL(rendererPath).href) as Promise<FirstPaintRenderer>)
        .then(async (loaded) => {
          await loaded.firstPaintReady;
          return loaded;
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'first paint: the renderer did not load; pages keep the header alone');
          return undefined;
        })
    : Promise.resolve(undefined);
  const firstPaintStart = template.indexOf(FIRST_PAINT_OPEN);
  const rootStart = template.indexOf(ROOT);
  const canRender = firstPaintStart >= 0 && rootStart > firstPaintStart;

  /**
   * index.html with the page's first screen as its first paint, or without a screen (a page the
   * server does not prepare) with the header alone, in the shop's brand; index.html as built
   * on a failure.
   */
  async function paintedTemplate(screen: Parameters<FirstPaintRenderer['renderFirstPaint']>[0], brand: ShopBrand) {
    const render = canRender ? await renderer : undefined;
    if (!render) return template;
    let painted: string;
    try {
      painted = render.renderFirstPaint(screen, brand);
    } catch (error) {
      app.log.error({ err: error, url: screen?.url }, 'first paint: rendering failed; the page keeps the header alone');
      return template;
    }
    // In place of index.html's header, which the storefront replaces once it has rendered.
    return `${template.slice(0, firstPaintStart)}${FIRST_PAINT_OPEN}${painted}</div>${template.slice(rootStart)}`;
  }

  /**
   * index.html's header was drawn at build time with the default name; a shop whose console saved
   * another name or a logo gets it drawn again, once per change of them.
   */
  let brandedHeader: { key: string; html: Promise<string> } | undefined;
  function headerTemplate(shop: Shop): Promise<string> {
    const brand = brandOf(shop);
    if (brand.name === DEFAULT_SHOP_NAME && !brand.logoPath) return Promise.resolve(template);
    const key = JSON.stringify(brand);
    if (brandedHeader?.key !== key) brandedHeader = { key, html: paintedTemplate(undefined, brand) };
    return brandedHeader.html;
  }

  return {
    async answer(url) {
      const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
      // The shop's name, tagline and logo as they are now, for this whole page.
      const shop = shopNow();
      const page = publicPageOf(pathname, searchParams);
      const landing = page.kind !== 'not-found' && page.kind !== 'private';
      const screen = landing ? firstScreenPageOf(pathname, searchParams) : undefined;
      const screenReads = screen ? firstScreenReads(screen) : {};
      const ownReads = headReads(page);
      const answers = await readAll([screenReads, ownReads]);
      // The first screen's answers win where both name one (a list's first page).
      const headData: HeadData = { ...byName(ownReads, answers), ...byName(screenReads, answers) };
      const mustExist = existenceRead(page);
      if (page.kind === 'not-found' || (mustExist && headData[mustExist] === undefined)) {
        return {
          status: 404,
          html: withHead(await headerTemplate(shop), pageHead({ kind: 'not-found' }, {}, shop), shop),
        };
      }
      const head = pageHead(page, headData, shop);
      if (!screen) return { status: 200, html: withHead(await headerTemplate(shop), head, shop) };

      const data: FirstScreenData = byName(screenReads, answers);
      const chunkHints = (chunks?.[screen.route] ?? [])
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}">`)
        .join('');
      const imageHints = firstScreenImages(screen, data)
        .map((image) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`)
        .join('');
      // The answers as the API gave them, with the wire's names; the storefront reads them as it reads any answer.
      const payload = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptSafeJson({ page: screen, data: toWire(data) })}</script>`;
      const painted = await paintedTemplate({ url, page: screen, data }, brandOf(shop));
      // Replaced by functions: a `$` in the data must not be read as a replacement pattern.
      const html = painted
        .replace(AFTER_FIRST_PAINT_OPEN, () => `${AFTER_FIRST_PAINT_OPEN}${chunkHints}`)
        .replace('</head>', () => `${imageHints}</head>`)
        .replace('</body>', () => `${payload}</body>`);
      return { status: 200, html: withHead(html, head, shop) };
    },
  };
}

/**
 * Sends a page, compressed as the browser accepts (Brotli, else gzip). @fastify/compress does
 * not run here: it hooks into routes, and pages are answered by the not-found handler. Brotli at
 * quality 5 takes well under a millisecond for a page of 20 KB.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}
