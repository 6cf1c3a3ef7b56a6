import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { expectAxeClean } from './support/axe';
import { bearer, signIn } from './support/customer';
import { registerOperator } from './support/operator';

/**
 * Searching in the shopper's words on the demo catalogue, at 1280 and 390 px: "t shirt", "tshirt"
 * and "t-shirt" find the demo's tees (named "… Tee", found through the demo's synonym group), a
 * colour finds what is sold in it ("black headphones" too, uncorrected), a catalogue word is searched as typed, the heading says what
 * was searched, the suggestions offer what the search finds, a search that finds nothing shows no
 * filters; and a synonym group the operator adds in the console is used by the next search. axe
 * checks every state shown.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

test.use({ reducedMotion: 'reduce' });

/** A picture of the page as shown, kept with the test's results to look at. */
const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** The product cards of the page (not the "Search for … instead" link). */
const cardsOf = (page: Page) =>
  page.getByRole('main').locator('a[href^="/inventory/"]:not([href^="/inventory/search"])');

/** The names the API lists first for `words`, in its order. */
async function namesFound(request: APIRequestContext, words: string) {
  const { list } = await getData<{ list: { name: string }[] }>(
    request,
    `/api/product/inventory?${new URLSearchParams({ search: words, num: '12' })}`,
  );
  return list.map((p) => p.name);
}

/** The search box: the header's on a wide screen, the search drawer's on a phone. */
async function searchBox(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search products' });
}

/** Types `words` in the search box and presses Enter: the search page says what it searched. */
async function searchFor(page: Page, phone: boolean, words: string, searched = words) {
  const box = await searchBox(page, phone);
  await box.fill(words);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Searching for "${searched}"` })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 768;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the tees by t shirt, tshirt and t-shirt; a colour; a catalogue word kept; no filters for nothing found', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const tees = await namesFound(request, 'tee');
      expect(tees, 'the demo sells tees').toContain('Slub Pocket Tee');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

      for (const typed of ['t shirt', 'tshirt', 't-shirt']) {
        await searchFor(page, phone, typed);
        await expect(cardsOf(page)).toHaveCount(tees.length);
        await expect(cardsOf(page)).toContainText(tees);
      }
      await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
      await expectAxeClean(page, `"t-shirt" at ${viewport.width}`);
      await shoot(page, `t-shirt-${viewport.width}`);

      // A colour is a word of what is sold in it: both sweaters come in Sage.
      await searchFor(page, phone, 'sage sweater');
      await expect(cardsOf(page)).toContainText(['Merino V-Neck Sweater', 'Cable-Knit V-Neck Sweater']);
      await expect(cardsOf(page)).toHaveCount(2);

      // "woven" is one edit from "women", which would find more; a catalogue word is searched as typed.
      await searchFor(page, phone, 'woven bag');
      await expect(cardsOf(page)).toContainText(['Woven Bucket Bag', 'Woven Weekender']);
      await expect(page.getByText('Showing results for')).toHaveCount(0);

      // The demo sells black headphones: "black" is searched as typed, never corrected to "back".
      const blackHeadphones = await namesFound(request, 'black headphones');
      expect(blackHeadphones.length, 'the demo sells black headphones').toBeGreaterThan(0);
      for (const name of blackHeadphones) expect(name).toContain('Headphones');
      await searchFor(page, phone, 'black headphones');
      await expect(cardsOf(page)).toHaveCount(blackHeadphones.length);
      await expect(cardsOf(page)).toContainText(blackHeadphones);
      await expect(page.getByText('Showing results for')).toHaveCount(0);
      await shoot(page, `black-headphones-${viewport.width}`);

      // A word the catalogue lacks is corrected, and the heading names the words searched.
      await searchFor(page, phone, 'hedphones', 'headphones');
      await expect(page.getByRole('status')).toContainText('Showing results for headphones');
      await expectAxeClean(page, `"hedphones" at ${viewport.width}`);
      await shoot(page, `corrected-${viewport.width}`);

      // Nothing found: no filter bar of zeros, nor its button on a phone.
      await searchFor(page, phone, 'zzqxj');
      await expect(page.getByRole('heading', { name: 'No results for "zzqxj"' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
      await expectAxeClean(page, `nothing found at ${viewport.width}`);
      await shoot(page, `nothing-found-${viewport.width}`);

      // The suggestions offer what the search finds: "tshirt" suggests the tees, by the synonym.
      await page.goto('/');
      const box = await searchBox(page, phone);
      await box.click();
      await box.pressSequentially('tshirt');
      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(listbox.getByRole('option', { name: /Slub Pocket Tee/ })).toBeVisible();
      await expect(listbox.getByRole('option', { name: 'Search for “tshirt”' })).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expectAxeClean(page, `suggestions for "tshirt" at ${viewport.width}`);
      await shoot(page, `suggestions-${viewport.width}`);
      await listbox.getByRole('option', { name: 'Search for “tshirt”' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Searching for "tshirt"' })).toBeVisible();
      await expect(cardsOf(page)).toContainText(tees);
    });

    test('a synonym group the operator adds in Settings finds by the next search and suggestion', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      // A word the demo does not have, for a word it has: each width adds its own group.
      const [word, standsFor] = phone ? ['holdall', 'weekender'] : ['pullover', 'sweater'];
      // The first the search for the other word lists: the most popular whose name has it.
      const found = (await namesFound(request, standsFor))[0]!;
      expect(await namesFound(request, word)).not.toContain(found);

      const operator = await registerOperator(request);
      const before = await getData<{ groups: string[] }>(request, '/api/admin/search-synonyms', operator.accessToken);
      await signIn(page, operator);
      await page.goto('/admin/settings');
      const section = page.getByRole('region', { name: 'Search synonyms' });
      const groups = section.getByRole('textbox', { name: 'Synonym groups, one a line' });
      await expect(groups).toHaveValue(before.groups.join('\n'));
      await expectAxeClean(page, `console settings at ${viewport.width}`);
      await groups.fill([...before.groups, `${word}, ${standsFor}`].join('\n'));
      await shoot(page, `synonyms-${viewport.width}`);
      await section.getByRole('button', { name: 'Save synonyms' }).click();
      await expect(
        page.locator('[data-sonner-toast]').getByText('Synonyms saved: the next search uses them'),
      ).toBeVisible();

      try {
        // The shopper, in a browser of their own.
        const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
        const shopper = await context.newPage();
        await shopper.goto('/');
        await searchFor(shopper, phone, word);
        await expect(cardsOf(shopper).filter({ hasText: found })).toHaveCount(1);
        await expectAxeClean(shopper, `"${word}" at ${viewport.width}`);
        await shopper.goto('/');
        const box = await searchBox(shopper, phone);
        await box.click();
        await box.pressSequentially(word);
        await expect(
          shopper.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: new RegExp(found) }),
        ).toBeVisible();
        await context.close();
      } finally {
        // The shop's groups as they were, so other journeys meet the demo's.
        await dataOf(
          await request.post('/api/admin/search-synonyms', {
            headers: bearer(operator),
            data: { groups: before.groups },
          }),
        );
      }
    });
  });
}
