/**
 * First-load JavaScript budget: the scripts a first visit to the home page, a category page and a
 * product page downloads, in gzip bytes, against the 120 KB budget. Exits non-zero past it.
 *
 *   npm run build && npm run bench:first-load
 *   npm run bench:first-load -- --url http://127.0.0.1:3000   # a shop that is already running
 *
 * Without --url it starts the built storefront the way the e2e suite does (free port, temporary
 * DATA_DIR, WEB_DIR or dist/web) and drives Debian's Chromium.
 */
import { chromium } from 'playwright';
import globalSetup from '../../e2e/support/global-setup';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadPages, formatReport, measurePage, overBudget } from './measure';

const urlFlag = process.argv.indexOf('--url');
const givenUrl = urlFlag >= 0 ? process.argv[urlFlag + 1] : undefined;
const stopShop = givenUrl ? undefined : await globalSetup();
const baseUrl = givenUrl ?? process.env.E2E_BASE_URL!;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const loads = [];
  for (const page of await firstLoadPages(baseUrl)) loads.push(await measurePage(browser, baseUrl, page));
  console.log(formatReport(loads));
  const over = overBudget(loads);
  if (over.length > 0) {
    console.error(
      `\nOver the ${FIRST_LOAD_BUDGET_BYTES / 1024} KB first-load budget: ${over.map((load) => `${load.name} ${(load.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await stopShop?.();
}
