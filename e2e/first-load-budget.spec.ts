import { chromium } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  CHROMIUM_ARGS,
  FIRST_LOAD_BUDGET_BYTES,
  formatReport,
  measureFirstLoads,
  overBudget,
  overBudgetMessage,
} from '../bench/first-load/measure';

// The same measurement as `npm run bench:first-load`, on the shop the e2e run started, so CI fails
// when a change brings a library back into the first load of a page shoppers arrive on, on any of
// the measured screens (two desktop heights and a phone).
test('the first load of the home, a category, a search and a product page stays within the JavaScript budget', async ({
  baseURL,
}) => {
  // Twelve fresh visits (four pages on three screens).
  test.setTimeout(400_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const loads = await measureFirstLoads(browser, baseURL!);
    console.log(formatReport(loads));
    for (const load of loads)
      expect(load.scripts.length, `${load.name} at ${load.screen} loaded no script`).toBeGreaterThan(0);
    const over = overBudget(loads);
    expect(over, overBudgetMessage(over, FIRST_LOAD_BUDGET_BYTES)).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('scripts are sent Brotli-compressed when the browser accepts it, and smaller than gzip', async ({
  page,
  request,
}) => {
  await page.goto('/');
  // The entry is preloaded first and started by a small script once the page has painted.
  const entry = await page.locator('link[rel="modulepreload"]').first().getAttribute('href');
  expect(entry).toBeTruthy();
  const brotli = await request.get(entry!, { headers: { 'Accept-Encoding': 'br' } });
  const gzip = await request.get(entry!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(gzip.headers()['content-length']));
});
