import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { BANNER_AUTOPLAY_MS } from '../src/shared/constants';

/**
 * The home carousel can be stopped (WCAG 2.2.2): a visible "Pause slideshow" button stops the
 * auto-advance and is then named "Play slideshow"; a shopper whose system asks for reduced motion
 * finds it stopped. The page's clock is Playwright's, so "it does not move" is checked by running
 * the clock on, not by waiting.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

const dots = (page: Page) => page.getByRole('group', { name: 'Choose slide' }).getByRole('button');

/** The slide in view, counted from 0: the dot marked current. */
const current = (page: Page) =>
  dots(page).evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));

/**
 * Opens the home page on Playwright's clock, stopped once the carousel is there: from then on the
 * page's time moves only with `runFor`. The pointer rests away from the carousel (over it,
 * autoplay pauses) and the focus is outside it.
 */
async function openHome(page: Page) {
  await page.clock.install();
  await page.goto('/');
  // The app has taken over from the server's first paint (a still copy), and loaded what it needs.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await expect(dots(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(Date.now() + 2_000);
  await leaveCarousel(page);
}

async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

for (const viewport of VIEWPORTS) {
  const at = `at ${viewport.width} px`;

  test.describe(at, () => {
    test.use({ viewport, reducedMotion: 'no-preference' });

    test(`the carousel advances on its own until the shopper pauses it (${at})`, async ({ page }) => {
      await openHome(page);
      const count = await dots(page).count();
      expect(count).toBeGreaterThan(1);
      const next = (index: number) => (index + 1) % count;
      const pause = page.getByRole('button', { name: 'Pause slideshow' });
      await expect(pause).toBeVisible();
      const first = await current(page);
      await page.clock.runFor(BANNER_AUTOPLAY_MS + 1_000);
      await expect.poll(() => current(page)).toBe(next(first));

      await pause.click();
      const play = page.getByRole('button', { name: 'Play slideshow' });
      await expect(play).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
      await leaveCarousel(page);
      await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
      await expect.poll(() => current(page)).toBe(next(first));

      // Played again, it moves on.
      await play.click();
      await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      await leaveCarousel(page);
      await page.clock.runFor(BANNER_AUTOPLAY_MS + 1_000);
      await expect.poll(() => current(page)).toBe(next(next(first)));
    });
  });

  test.describe(`${at}, reduced motion`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test(`the carousel stands still until the shopper plays it (${at})`, async ({ page }) => {
      await openHome(page);
      await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
      expect(await current(page)).toBe(0);
      await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
      expect(await current(page)).toBe(0);
    });
  });
}
