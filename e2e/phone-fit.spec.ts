import type { APIRequestContext, Locator } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { getData } from './support/api';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/customer';
import { registerOperator } from './support/operator';
import { BANNER_AUTOPLAY_MS } from '../src/shared/constants';

/**
 * What an outside review at 390 × 844 found, each checked at 390 and at 1280 px: the orders
 * list's filters read whole, the console's menu is opaque from its first frame, every column of
 * the combinations grid can be reached (with a long colour's name too), each add-on row keeps its
 * name and price together inside the dialog, and under reduced motion the home carousel changes
 * slides at once. axe checks each state visited.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** `inner`'s box lies within `outer`'s (half a pixel of rounding either way). */
async function expectInside(inner: Locator, outer: Locator | { x: number; y: number; width: number; height: number }) {
  const box = (await inner.boundingBox())!;
  const frame = 'boundingBox' in outer ? (await outer.boundingBox())! : outer;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(frame.x - 0.5);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(frame.x + frame.width + 0.5);
}

/** A product with colour and size combinations. */
async function productWithCombinations(request: APIRequestContext) {
  for (let id = 1; id <= 160; id++) {
    const { list } = await getData<{ list: unknown[] }>(request, `/api/product/inventory/${id}/variants`);
    if (list.length > 1) return id;
  }
  throw new Error('The demo catalogue has no product with combinations');
}

/** A product whose add-ons give the picker the most to fit: most groups, then a price beside a stock note. */
async function productWithManyAddons(request: APIRequestContext) {
  const { list } = await getData<{ list: { inventoryId: number }[] }>(
    request,
    '/api/product/inventory?categoryId=1&page=1&num=24',
  );
  let best = { id: 0, groups: 0 };
  for (const { inventoryId } of list) {
    const addons = await getData<{ list: { addonType: string; plusPrice: number }[] }>(
      request,
      `/api/product/inventory/${inventoryId}/addon`,
    );
    const groups = new Set(addons.list.map((a) => a.addonType)).size;
    if (groups > best.groups) best = { id: inventoryId, groups };
  }
  if (!best.id) throw new Error('The demo catalogue has no product with add-ons in category 1');
  return best.id;
}

for (const viewport of VIEWPORTS) {
  const at = `at ${viewport.width} px`;

  test.describe(at, () => {
    test.use({ viewport });

    test(`the orders list's filters read whole, and the console's menu is opaque from its first frame (${at})`, async ({
      page,
      request,
    }) => {
      await signIn(page, await registerOperator(request));
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      for (const name of ['Payment', 'Refund', 'Shipping']) {
        const filter = page.getByRole('combobox', { name, exact: true });
        await expectInside(filter, { x: 0, y: 0, ...viewport });
        // The chosen option's text, as drawn in the select's font, fits between its paddings and its arrow.
        const fit = await filter.evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = context.measureText(select.selectedOptions[0]!.text).width;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text, room };
        });
        expect(fit.text, `${name}'s first option`).toBeLessThanOrEqual(fit.room);
      }
      await expectAxeClean(page, `orders ${at}`);

      if (viewport.width >= 1024) {
        const column = page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Console' }) });
        await expect(column).toHaveCSS('background-color', 'rgb(241, 235, 225)');
        return;
      }
      // Opened with motion on, and looked at 60 ms into its way in (every animation held there):
      // it slides in whole and opaque at the screen's top, so the page never shows through it.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      // The browser's animations stand still (DevTools' playback rate), so the test can look at one
      // however long its steps take; each is then set to its 60th millisecond.
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Animation.enable');
      await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
      await page.getByRole('button', { name: 'Console menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Console' });
      await expect(menu).toBeVisible();
      const midway = await menu.evaluate((element) => {
        const animations = document.getAnimations();
        for (const animation of animations) {
          animation.pause();
          animation.currentTime = 60;
        }
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          animations: animations.length,
          opacity: style.opacity,
          background: style.backgroundColor,
          top: box.top,
        };
      });
      expect(midway.animations, 'the menu is on its way in').toBeGreaterThan(0);
      expect(midway.opacity).toBe('1');
      expect(midway.background).toBe('rgb(250, 247, 242)');
      expect(midway.top).toBe(0);
      await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
      await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
      await expectInside(menu, { x: 0, y: 0, ...viewport });
      await expectAxeClean(page, `console menu ${at}`);
      // The same under high-contrast colours: the system's own opaque background.
      await page.emulateMedia({ forcedColors: 'active' });
      await expect(menu).not.toHaveCSS('background-color', /rgba\(.*, 0\)|transparent/);
      await page.emulateMedia({ forcedColors: 'none' });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    test(`every column of the combinations grid can be reached, with a long colour's name too (${at})`, async ({
      page,
      request,
    }) => {
      const productId = await productWithCombinations(request);
      await signIn(page, await registerOperator(request));
      await page.goto(`/admin/products/${productId}`);
      const name = 'Deep Forest Green Heather';
      await page.getByRole('textbox', { name: 'Colour', exact: true }).fill(`${name}, Charcoal`);
      const stock = page.getByRole('textbox', { name: new RegExp(`^Stock of ${name} / `) }).first();
      const sku = page.getByRole('textbox', { name: new RegExp(`^SKU of ${name} / `) }).first();
      const picture = page.getByRole('combobox', { name: new RegExp(`^Picture of ${name} / `) }).first();
      const grid = page.locator('div:has(> table)').filter({ has: stock });
      await stock.scrollIntoViewIfNeeded();
      // The grid stays within the screen, and a shadow marks its edge while more is past it.
      await expectInside(grid, { x: 0, y: 0, ...viewport });
      const sideways = await grid.evaluate((element) => element.scrollWidth > element.clientWidth);
      const more = page.locator('[data-edge="more"]');
      await expect(more).toHaveCount(sideways ? 1 : 0);

      // Each field, reached with Tab (focus scrolls the grid), shows whole and on top: the
      // combination's column, which stays in place, covers none of it.
      for (const field of [stock, sku, picture, stock]) {
        await field.focus();
        await expectInside(field, grid);
        const onTop = await field.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return [box.left + 2, box.left + box.width / 2, box.right - 2].every((x) => {
            const hit = document.elementFromPoint(x, box.top + box.height / 2);
            return hit === element || element.contains(hit);
          });
        });
        expect(onTop, `${await field.getAttribute('aria-label')} is covered`).toBe(true);
      }
      // The picture's chosen option reads whole.
      expect(await picture.evaluate((select) => select.scrollWidth <= select.clientWidth)).toBe(true);
      await grid.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(more).toHaveCount(0);
      await sku.fill('DFGH-S-1');
      await expect(sku).toHaveValue('DFGH-S-1');
      await expectAxeClean(page, `combinations with a long name ${at}`);
    });

    test(`each add-on row fits the dialog, its price on the name's line (${at})`, async ({ page, request }) => {
      const productId = await productWithManyAddons(request);
      await page.goto(`/inventory/${productId}`);
      await page.getByRole('button', { name: /Choose Addons/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose Addons' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
      await expectInside(dialog, { x: 0, y: 0, ...viewport });
      expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

      const rows = await dialog.getByRole('radio').evaluateAll((radios) =>
        radios.map((radio) => {
          const box = radio.getBoundingClientRect();
          const children = [...radio.children] as HTMLElement[];
          const [name, ...rest] = children;
          const price = rest.find((child) => child.textContent?.startsWith('+'));
          // The first line of the name: a range over its first text.
          const range = document.createRange();
          range.selectNodeContents(name ?? radio);
          const firstLine = range.getClientRects()[0];
          const priceBox = price?.getBoundingClientRect();
          return {
            label: radio.textContent ?? '',
            fits: radio.scrollWidth <= radio.clientWidth,
            inside: children.every((child) => {
              const inner = child.getBoundingClientRect();
              return inner.left >= box.left - 0.5 && inner.right <= box.right + 0.5;
            }),
            priceOffLine: priceBox && firstLine ? Math.abs(priceBox.bottom - firstLine.bottom) : 0,
          };
        }),
      );
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) {
        expect(row.fits, `${row.label} overflows`).toBe(true);
        expect(row.inside, `${row.label} sticks out of its row`).toBe(true);
        expect(row.priceOffLine, `${row.label}: its price is off the name's line`).toBeLessThanOrEqual(2);
      }
      for (const radio of await dialog.getByRole('radio').all()) await expectInside(radio, dialog);
      await expectAxeClean(page, `add-on picker ${at}`);
    });
  });

  test.describe(`${at}, reduced motion`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test(`the home carousel changes slides at once, and Play still advances (${at})`, async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await expect(page.locator('#first-paint')).toHaveCount(0);
      const carousel = page.getByRole('region', { name: 'Featured' });
      const dots = carousel.getByRole('group', { name: 'Choose slide' }).getByRole('button');
      await expect(dots.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.clock.pauseAt(Date.now() + 2_000);
      const row = carousel.locator('[aria-roledescription="slide"]').first().locator('..');
      // The row's shift as the carousel set it: none for the first slide, whole slides for the others.
      const shift = () => row.evaluate((element) => element.style.transform);
      const shiftedBy = (slides: number) =>
        slides ? new RegExp(`^translate3d\\(-${slides * 100}%, 0(px)?, 0(px)?\\)$`) : /^$/;
      expect(await shift()).toMatch(shiftedBy(0));

      // A dot (the arrows are there from 640 px): on the page's stopped clock no frame runs, yet
      // the second slide is in place.
      await dots.nth(1).click();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      expect(await shift()).toMatch(shiftedBy(1));

      await carousel.getByRole('button', { name: 'Play slideshow' }).click();
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const count = await dots.count();
      // To the autoplay's move and 100 ms on: a slide across (450 ms) would be a quarter of its way.
      await page.clock.runFor(BANNER_AUTOPLAY_MS + 100);
      const third = 2 % count;
      await expect(dots.nth(third)).toHaveAttribute('aria-current', 'true');
      expect(await shift()).toMatch(shiftedBy(third));
      // axe waits on timers: the page's clock runs again.
      await page.clock.resume();
      await expectAxeClean(page, `home, carousel playing ${at}`);
    });
  });
}
