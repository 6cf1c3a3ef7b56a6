/**
 * First-load JavaScript budget: the scripts a first visit to the home page, a category page, a
 * search and a product page downloads, in gzip bytes, on three screens (1280×720, 1280×900, a
 * 390×844 phone), against the 120 KB budget (measure.ts). Where the bytes come from, module by
 * module: `npx tsx bench/first-load/attribute.ts`.
 * Exits non-zero past the budget; e2e/first-load-budget.spec.ts checks the same in CI.
 *
 *   npm run build && npm run bench:first-load
 *   npm run bench:first-load -- --url http://127.0.0.1:3000   # a shop that is already running
 *
 * Without --url it starts the built storefront the way the e2e suite does (free port, temporary
 * DATA_DIR, WEB_DIR or dist/web) and drives Debian's Chromium.
 */
import { chromium } from 'playwright';
import globalSetup from '../../e2e/support/global-setup';
import { CHROMIUM_ARGS, formatReport, measureFirstLoads, overBudget, overBudgetMessage } from './measure';

const urlFlag = process.argv.indexOf('--url');
const givenUrl = urlFlag >= 0 ? process.argv[urlFlag + 1] : undefined;
const stopShop = givenUrl ? undefined : await globalSetup();
const baseUrl = givenUrl ?? process.env.E2E_BASE_URL!;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const loads = await measureFirstLoads(browser, baseUrl);
  console.log(formatReport(loads));
  const over = overBudget(loads);
  if (over.length > 0) {
    console.error(`\n${overBudgetMessage(over)}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await stopShop?.();
}
