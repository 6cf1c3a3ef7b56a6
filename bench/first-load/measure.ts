/**
 * First-load JavaScript: every script a fresh visit to a page downloads (entry, modulepreloads,
 * lazy route and component chunks) until the network is idle, sized as gzip would send it.
 * Web fonts are counted beside it (woff2 is compressed already: counted as sent).
 * Shared by `npm run bench:first-load` and the e2e budget spec, so both count the same way.
 */
import zlib from 'node:zlib';
import type { Browser, Page, Request } from 'playwright';
import { listProducts } from '../../src/shared/contract/catalog.js';
import { callApi } from '../lib/api.js';

/**
 * The goal per page, in gzip bytes, for a first visit on any of `FIRST_LOAD_SCREENS`
 * (docs/performance.md, "First-load JavaScript"). React, React DOM, React Router (declarative) and
 * TanStack Query alone come to about 94 KB gzip.
 */
export const FIRST_LOAD_TARGET_BYTES = 120 * 1024;

/**
 * What a page may not pass on any screen, in gzip bytes, so a change that brings a library back
 * into a first load fails: the goal itself.
 */
export const FIRST_LOAD_BUDGET_BYTES = FIRST_LOAD_TARGET_BYTES;

export interface LoadedScript {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageLoad {
  name: string;
  path: string;
  /** The screen of the visit (`FIRST_LOAD_SCREENS`). */
  screen: string;
  scripts: LoadedScript[];
  gzipBytes: number;
  /** Font files the visit downloaded, by path, and their bytes. */
  fonts: { url: string; bytes: number }[];
  fontBytes: number;
}

/**
 * The pages a shopper arrives on: the home page, a category page, a search (a word of the first
 * product's name, so it finds something) and a product page.
 */
export async function firstLoadPages(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const { list } = await callApi(baseUrl, listProducts, { query: { categoryId: 1, page: 1, num: 1 } });
  const product = list[0];
  if (!product) throw new Error('The catalogue has no product in category 1 to measure a product page with');
  const word = product.name.split(/\s+/).find((w) => w.length >= 4) ?? 'shirt';
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: '/category/1' },
    { name: 'search', path: `/inventory/search?${new URLSearchParams({ keyword: word })}` },
    { name: 'product', path: `/inventory/${product.productId}` },
  ];
}

/**
 * The body's gzip size at level 9 — what the server sends (its precompressed .gz) to a browser
 * that accepts gzip but not Brotli.
 */
function gzipSize(body: Buffer): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

/**
 * The screens a visit is measured on; a page's figure is its worst. What loads depends on the
 * screen: the product page's lower half loads when at least 160 px of it shows, which at 1280 px
 * wide starts about 790 px down, so a screen taller than 950 px loads it (docs/performance.md). The e2e
 * spec's config makes 1280×900 contexts; every visit here states its own screen.
 */
export const FIRST_LOAD_SCREENS = [
  { name: '1280×720', viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false },
  { name: '1280×900', viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
  { name: '390×844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

export type FirstLoadScreen = (typeof FIRST_LOAD_SCREENS)[number];

/** One fresh visit (new context: empty cache) to `path` on `screen`, waiting for the network to be idle. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  page: { name: string; path: string },
  screen: FirstLoadScreen,
) {
  const { viewport, isMobile, hasTouch } = screen;
  const context = await browser.newContext({ viewport, isMobile, hasTouch });
  const tab = await context.newPage();
  const pending: Promise<LoadedScript | null>[] = [];
  const fonts: Promise<{ url: string; bytes: number } | null>[] = [];
  tab.on('response', (response) => {
    const url = new URL(response.url()).pathname;
    if (response.request().resourceType() === 'font')
      fonts.push(
        response.body().then(
          (body) => ({ url, bytes: body.length }),
          () => null,
        ),
      );
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSize(body) }),
        () => null,
      ),
    );
  });
  await tab.goto(new URL(page.path, baseUrl).href, { waitUntil: 'networkidle' });
  // On a busy machine the entry can take longer to run than networkidle's 500 ms, which then fires
  // before the page's lazy route chunk is even requested: wait for the page's heading, then quiet.
  await tab.locator('main :is(h1, h2)').first().waitFor();
  await networkQuiet(tab);
  const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
  const fontFiles = (await Promise.all(fonts)).filter((font) => font !== null);
  await context.close();
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const fontBytes = fontFiles.reduce((sum, font) => sum + font.bytes, 0);
  return { ...page, screen: screen.name, scripts, gzipBytes, fonts: fontFiles, fontBytes } satisfies PageLoad;
}

/**
 * Resolves once no request started from now on has been in flight for 500 ms (networkidle's rule);
 * throws, naming them, if some are still in flight after `limitMs`.
 */
async function networkQuiet(tab: Page, quietMs = 500, limitMs = 30_000): Promise<void> {
  const inFlight = new Set<Request>();
  let settle: () => void = () => {};
  let quietTimer: NodeJS.Timeout | undefined;
  const check = () => {
    clearTimeout(quietTimer);
    if (inFlight.size === 0) quietTimer = setTimeout(settle, quietMs);
  };
  const started = (request: Request) => {
    inFlight.add(request);
    check();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) check();
  };
  let limitTimer: NodeJS.Timeout | undefined;
  const quiet = new Promise<void>((resolve, reject) => {
    settle = resolve;
    limitTimer = setTimeout(() => {
      const urls = [...inFlight].map((request) => request.url());
      reject(new Error(`Requests still in flight after ${limitMs} ms: ${urls.join(', ')}`));
    }, limitMs);
  });
  tab.on('request', started);
  tab.on('requestfinished', ended);
  tab.on('requestfailed', ended);
  check();
  try {
    await quiet;
  } finally {
    clearTimeout(quietTimer);
    clearTimeout(limitTimer);
    tab.off('request', started);
    tab.off('requestfinished', ended);
    tab.off('requestfailed', ended);
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;

/** Every page on every screen, one fresh visit each. */
export async function measureFirstLoads(browser: Browser, baseUrl: string): Promise<PageLoad[]> {
  const loads: PageLoad[] = [];
  for (const page of await firstLoadPages(baseUrl))
    for (const screen of FIRST_LOAD_SCREENS) loads.push(await measurePage(browser, baseUrl, page, screen));
  return loads;
}

/** Each page's heaviest visit: the figure the budget and the goal apply to. */
export function worstPerPage(loads: PageLoad[]): PageLoad[] {
  const worst = new Map<string, PageLoad>();
  for (const load of loads) {
    const known = worst.get(load.name);
    if (!known || load.gzipBytes > known.gzipBytes) worst.set(load.name, load);
  }
  return [...worst.values()];
}

/**
 * A table of each visit's scripts and totals, with the ratio of each total to the budget and the
 * goal, then each page's worst screen.
 */
export function formatReport(loads: PageLoad[], budget = FIRST_LOAD_BUDGET_BYTES): string {
  const lines: string[] = [];
  for (const load of loads) {
    lines.push(`${load.name} (${load.path}) at ${load.screen}`);
    for (const script of [...load.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
      lines.push(`  ${kb(script.gzipBytes).padStart(9)} gzip ${kb(script.bytes).padStart(9)} raw  ${script.url}`);
    for (const font of load.fonts) lines.push(`  ${kb(font.bytes).padStart(9)} font                ${font.url}`);
  }
  const row = (load: PageLoad) =>
    `${load.name.padEnd(11)} ${load.screen.padEnd(9)} ${String(load.scripts.length).padStart(7)}   ${kb(load.gzipBytes).padEnd(10)}  ${percent(load.gzipBytes, budget).padStart(17)}   ${percent(load.gzipBytes, FIRST_LOAD_TARGET_BYTES).padStart(15)}   ${load.fonts.length} (${kb(load.fontBytes)})`;
  const header = `page        screen    scripts   gzip        of budget (${kb(budget)})   of goal (${kb(FIRST_LOAD_TARGET_BYTES)})   fonts`;
  lines.push('', header, ...loads.map(row), '', 'worst screen per page', header, ...worstPerPage(loads).map(row));
  return lines.join('\n');
}

/** The visits whose first load passes the budget (on any screen). */
export function overBudget(loads: PageLoad[], budget = FIRST_LOAD_BUDGET_BYTES): PageLoad[] {
  return loads.filter((load) => load.gzipBytes > budget);
}

/** One line naming the visits over the budget and their figures. */
export function overBudgetMessage(over: PageLoad[], budget = FIRST_LOAD_BUDGET_BYTES): string {
  const pages = over.map(
    (load) => `${load.name} at ${load.screen} ${kb(load.gzipBytes)} (${load.scripts.length} scripts)`,
  );
  return `First-load JavaScript over the ${kb(budget)} gzip budget: ${pages.join(', ')}`;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
