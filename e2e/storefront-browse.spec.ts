import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectAxeClean } from './support/axe';

/**
 * Browsing shows the goods: a product's pictures and a review's photo open full screen (arrow
 * keys, Escape, the focus kept inside and given back), and a category's first screen at
 * 1280×800 shows its first row of products whole, with the filters beside them.
 */
test.use({ reducedMotion: 'reduce' });

/** The slide the lightbox shows (its neighbours are kept beside it, inert). */
const shownSlide = (page: Page) =>
  page.getByRole('dialog', { name: /pictures$/ }).locator('[aria-roledescription="Slide"]:not([inert])');

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`at ${width} px: product pictures and review photos open in a lightbox`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    // The demo's Cashmere Cardigan: five pictures, and a review with a photo first.
    await page.goto('/inventory/2');
    // The first screen arrives drawn (inert); its buttons work once the storefront has taken over.
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const name = await page.getByRole('heading', { level: 1 }).innerText();

    // The first picture, by keyboard: Enter opens it at that picture.
    const cover = page.getByRole('button', { name: `Enlarge: ${name}`, exact: true }).filter({ visible: true });
    await cover.focus();
    await expect(cover).toBeFocused();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: `${name} pictures` });
    await expect(lightbox).toBeVisible();
    await expect(shownSlide(page)).toHaveAccessibleName('1 of 5');
    await expect(shownSlide(page).getByRole('img', { name, exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/browse-lightbox-${width}.png` });
    await expectAxeClean(page, 'product lightbox');

    // Arrow keys go through the pictures; Tab stays inside; Escape closes and gives the focus back.
    await page.keyboard.press('ArrowRight');
    await expect(shownSlide(page)).toHaveAccessibleName('2 of 5');
    // One press a slide, as a person reads each picture: a press during the slide's animation is dropped.
    await page.keyboard.press('ArrowLeft');
    await expect(shownSlide(page)).toHaveAccessibleName('1 of 5');
    await page.keyboard.press('ArrowLeft');
    await expect(shownSlide(page)).toHaveAccessibleName('5 of 5');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      await expect(lightbox.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(cover).toBeFocused();

    // A review's photo, by pointer; the Close button closes it.
    // The comments load as the shopper nears them.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.getByRole('heading', { name: 'Latest Comments' })).toBeVisible();
    const photo = page.getByRole('button', { name: /^Enlarge: Photo from / }).first();
    await photo.scrollIntoViewIfNeeded();
    const photoName = (await photo.getAttribute('aria-label'))!.replace('Enlarge: ', '');
    await photo.click();
    const photoBox = page.getByRole('dialog', { name: photoName });
    await expect(photoBox.getByRole('img', { name: photoName })).toBeVisible();
    // One photo: no arrows that lead nowhere.
    await expect(photoBox.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.screenshot({ path: `test-results/browse-review-photo-${width}.png` });
    await expectAxeClean(page, 'review photo lightbox');
    await photoBox.getByRole('button', { name: 'Close' }).click();
    await expect(photoBox).toBeHidden();
    await expect(photo).toBeFocused();
  });
}

test('at 1280×800 the first row of a category is on the first screen, filters beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/category/1');
  // Each card is one link: picture, name and price.
  const cards = page.getByRole('main').locator('a[href^="/inventory/"]');
  await expect(cards.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every card of the first row (those level with the first) is whole on the first screen. The
  // boxes are read in one go: the grid may re-render between two reads (a card then has none).
  const boxes = await cards.evaluateAll((links) =>
    links.map((link) => {
      const { x, y, height } = link.getBoundingClientRect();
      return { x, y, height };
    }),
  );
  const first = boxes[0]!;
  let inRow = 0;
  for (const box of boxes) {
    if (Math.abs(box.y - first.y) > 2) break;
    expect(box.y + box.height, 'a card of the first row ends below the first screen').toBeLessThanOrEqual(800);
    inRow++;
  }
  expect(inRow).toBeGreaterThanOrEqual(3);
  // The filters are on screen, beside the grid.
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters.getByRole('group', { name: 'Price' })).toBeInViewport();
  expect((await filters.boundingBox())!.x).toBeLessThan(first.x);
  await page.screenshot({ path: 'test-results/browse-category-1280x800.png' });
  await expectAxeClean(page, 'category page');
});
