import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerCustomer, signIn } from './support/customer';

/** The pictures of the locator have arrived and are drawn (not a broken or empty image). */
async function expectPictureShown(page: Page, selector: string) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
}

/** The landing pages the server renders (docs/storefront.md, "First paint"). */
const LANDING_PAGES = ['/', '/category/1', '/inventory/80', '/inventory/search?keyword=Merino'];

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test("a product's page shows its name, price and picture", async ({ page }) => {
    await page.goto('/inventory/80');
    // Both layouts are in the page, CSS shows one: on a desktop, the desktop's.
    await expect(page.getByRole('heading', { level: 1, name: 'Merino V-Neck Sweater' }).first()).toBeVisible();
    await expect(page.getByText('$113.00').first()).toBeVisible();
    await expectPictureShown(page, 'main img[alt="Merino V-Neck Sweater"]');
  });

  test("a category's page shows its heading and first cards, the home page its banner", async ({ page }) => {
    await page.goto('/category/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    await expect(page.locator('main a[href^="/inventory/"]').first()).toBeVisible();
    await expectPictureShown(page, 'main a[href^="/inventory/"] img');

    await page.goto('/');
    await expect(page.getByText('Welcome to Northwind Market')).toBeVisible();
  });
});

/** Errors the page logs or throws while `during` runs. */
async function errorsDuring(page: Page, during: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await during();
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return errors;
}

/** React has rendered the page in place of the server's: the footer comes after its first render. */
async function tookOver(page: Page) {
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

test('the storefront takes over the landing pages the server rendered without an error', async ({ page }) => {
  for (const url of ['/', '/inventory/80']) {
    const errors = await errorsDuring(page, async () => {
      await page.goto(url);
      await tookOver(page);
      await page.waitForLoadState('networkidle');
    });
    expect(errors, url).toEqual([]);
  }
  // The category and search pages have no footer: the sort menu answers once React has them.
  for (const url of LANDING_PAGES.slice(1)) {
    const errors = await errorsDuring(page, async () => {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
    expect(errors, url).toEqual([]);
  }
});

test('a signed-in shopper sees their account cue once the storefront has taken over', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signIn(page, customer);
  const errors = await errorsDuring(page, async () => {
    await page.goto('/inventory/80');
    // The server renders what a visitor sees; the shopper's own parts follow the takeover.
    await expect(page.getByRole('link', { name: 'Account, signed in' })).toBeVisible();
    await tookOver(page);
  });
  expect(errors).toEqual([]);
});

test("a shopper who scrolls the page before the storefront's code has run stays where they scrolled", async ({
  page,
}) => {
  // The entry waits until the shopper has scrolled the page the server rendered.
  let release = () => {};
  const scrolled = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await scrolled;
    await route.continue();
  });
  await page.goto('/inventory/80');
  await expect(page.getByRole('heading', { level: 1, name: 'Merino V-Neck Sweater' }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  release();

  await tookOver(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});
