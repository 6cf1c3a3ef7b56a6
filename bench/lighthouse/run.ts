/**
 * Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) on the pages a shopper lands
 * on: home, a category, a product and a search. Prints each page's four scores and its LCP, TBT
 * and CLS, and exits non-zero when a score is under its target (docs/performance.md, "Lighthouse").
 *
 *   npm run build && npm run bench:lighthouse
 *   npm run bench:lighthouse -- --url http://127.0.0.1:3000   # a shop that is already running
 *   npm run bench:lighthouse -- --save /tmp/lh                # also write each page's full report (JSON)
 *   npm run bench:lighthouse -- --runs 5                      # each page 5 times, keeping the median run
 *   npm run bench:lighthouse -- --pages home,product          # only these pages
 *
 * Without --url it starts the built storefront the way the e2e suite does (free port, temporary
 * DATA_DIR, WEB_DIR or dist/web). Chromium is Debian's (CHROMIUM_PATH or /usr/bin/chromium), started
 * afresh for each page so no cache carries over.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import globalSetup from '../../e2e/support/global-setup';
import { itemAt } from '../../src/shared/item-at.js';
import { listProducts } from '../../src/shared/contract/catalog.js';
import { callApi } from '../lib/api.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The issue's targets, out of 100. */
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };

interface PageResult {
  name: string;
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Home, category 1, the first product of category 1, and a search for that product's first word. */
async function pagesToAudit(baseUrl: string) {
  const { list } = await callApi(baseUrl, listProducts, { query: { categoryId: 1, page: 1, num: 1 } });
  const product = list[0];
  if (!product) throw new Error('The catalogue has no product in category 1 to audit a product page with');
  const keyword = itemAt(product.name.split(' '), 0);
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: '/category/1' },
    { name: 'product', path: `/inventory/${product.productId}` },
    { name: 'search', path: `/inventory/search?keyword=${encodeURIComponent(keyword)}` },
  ];
}

/** One Lighthouse run in a fresh Chromium (so no cache carries over from the previous page). */
async function runLighthouse(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Audits one page. A run whose trace Chromium failed to record (NO_NAVSTART and the like, seen on
 * a busy machine) is run once more rather than counted as a score of 0.
 */
async function auditOnce(url: string) {
  const lhr = await runLighthouse(url);
  return lhr.runtimeError ? runLighthouse(url) : lhr;
}

/**
 * Audits one page `runs` times and keeps Lighthouse's median run (the one nearest the median FCP
 * and TTI, as Lighthouse's own docs advise): one run on a shared machine can swing by ten points.
 */
async function audit(baseUrl: string, page: { name: string; path: string }): Promise<PageResult> {
  const url = new URL(page.path, baseUrl).href;
  const lhrs = [];
  for (let run = 0; run < runs; run++) lhrs.push(await auditOnce(url));
  const valid = filterToValidRuns(lhrs);
  // median-run.js is typed with Lighthouse's global LH.Result; it hands back one of `lhrs`.
  const lhr = (valid.length > 0 ? computeMedianRun(valid) : lhrs[0]) as (typeof lhrs)[number];
  const { categories, audits, runtimeError, environment } = lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${runtimeError.message}`);
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    fs.writeFileSync(path.join(saveDir, `${page.name}.json`), JSON.stringify(lhr, null, 1));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing = CATEGORIES.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`),
  );
  const perf = lhrs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join(', ');
  console.log(`${page.name} (CPU benchmark index ${environment.benchmarkIndex}; performance per run: ${perf})`);
  for (const line of failing) console.log(`  ${line}`);
  return {
    ...page,
    scores,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

function formatTable(results: PageResult[]): string {
  const header = 'page       perf  a11y  best  seo    LCP       TBT     CLS    path';
  const rows = results.map(
    (r) =>
      `${r.name.padEnd(9)} ${CATEGORIES.map((id) => String(r.scores[id]).padStart(5)).join(' ')}  ` +
      `${`${(r.lcpMs / 1000).toFixed(2)} s`.padStart(7)}  ${`${Math.round(r.tbtMs)} ms`.padStart(7)}  ` +
      `${r.cls.toFixed(3)}  ${r.path}`,
  );
  const targets = `targets   ${CATEGORIES.map((id) => `${TARGETS[id]}`.padStart(5)).join(' ')}`;
  return [header, ...rows, targets].join('\n');
}

const flag = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const givenUrl = flag('--url');
const saveDir = flag('--save');
const runs = Number(flag('--runs') ?? 1);
const onlyPages = flag('--pages')?.split(',');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs per page');
const stopShop = givenUrl ? undefined : await globalSetup();
const baseUrl = givenUrl ?? process.env.E2E_BASE_URL!;

try {
  const results: PageResult[] = [];
  const pages = (await pagesToAudit(baseUrl)).filter((page) => !onlyPages || onlyPages.includes(page.name));
  for (const page of pages) results.push(await audit(baseUrl, page));
  console.log(`\n${formatTable(results)}`);
  const under = results.filter((r) => CATEGORIES.some((id) => r.scores[id] < TARGETS[id]));
  if (under.length > 0) {
    console.error(`\nUnder target: ${under.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await stopShop?.();
}
