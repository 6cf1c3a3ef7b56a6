import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { registerCustomer, signIn } from './support/customer';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Jumps without the page's smooth scrolling, so the position is known at once. */
async function scrollTo(page: Page, y: number | 'end') {
  await page.evaluate((top) => {
    window.scrollTo({ top: top === 'end' ? document.documentElement.scrollHeight : top, behavior: 'instant' });
  }, y);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not laid out`);
  return found;
}

/**
 * The grid is shown, the filters' counts have arrived and the images have loaded, so nothing
 * above a position moves it any more (on a loaded machine the counts can come after the network
 * has been idle for a moment).
 */
async function categoryShown(page: Page) {
  await expect(page.locator('main a[href^="/inventory/"]').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: /\(\d+ products/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a page opened by its URL starts at the top; Back returns to where the shopper was', async ({ page }) => {
  await page.goto('/category/1');
  await categoryShown(page);
  // Well within the page: beside its filters the category grid is about 1 700 px tall at 1280×900.
  await scrollTo(page, 600);
  await expect.poll(() => scrollY(page)).toBe(600);

  // Typed into the address bar of the same tab: a new page, not the previous one's position.
  await page.goto('/category/2');
  await categoryShown(page);
  await expect.poll(() => scrollY(page)).toBe(0);
  await scrollTo(page, 300);
  await expect.poll(() => scrollY(page)).toBe(300);

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/1$/);
  await categoryShown(page);
  await expect.poll(() => scrollY(page)).toBe(600);

  await page.goForward();
  await expect(page).toHaveURL(/\/category\/2$/);
  await expect.poll(() => scrollY(page)).toBe(300);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sticky 'Add to Cart' bar leaves the end of the product page readable", async ({ page }) => {
    await page.goto('/inventory/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByTestId('mobile-cart-bar');
    await expect(bar).toBeVisible();
    const lastLine = page.getByRole('contentinfo').getByText(/All rights reserved/);
    await expect(lastLine).toBeAttached();

    await scrollTo(page, 'end');
    await expect
      .poll(async () => (await box(lastLine)).y + (await box(lastLine)).height <= (await box(bar)).y)
      .toBe(true);
  });

  test('the address dialog keeps Save and Cancel on screen, and every error can be scrolled into view', async ({
    page,
    request,
  }) => {
    await signIn(page, await registerCustomer(request));
    await page.goto('/address/shipping');
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add address' });
    const save = dialog.getByRole('button', { name: 'Save address' });
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(cancel).toBeInViewport({ ratio: 1 });

    await save.click();
    const postalCode = dialog.getByLabel('Postal Code');
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(cancel).toBeInViewport({ ratio: 1 });

    // The last error, under the last field, scrolls clear of the footer.
    const errorId = await postalCode.getAttribute('aria-describedby');
    const lastError = dialog.locator(`[id="${errorId}"]`);
    await lastError.scrollIntoViewIfNeeded();
    await expect(lastError).toBeInViewport({ ratio: 1 });
    const errorBox = await box(lastError);
    expect(errorBox.y + errorBox.height).toBeLessThanOrEqual((await box(save)).y);
  });
});
