import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { getData } from './support/api';

// Finding things on the demo catalogue, on a wide screen and on a phone: filters with counts on
// Electronics, a misspelled search, and a suggestion picked with the keyboard. Nothing here signs
// up or buys, so the journeys leave the shop as they found it.

interface NavItem {
  name: string;
  externId: string | null;
}
interface Facets {
  ratings: { atLeast: number; count: number }[];
  inStock: number;
}

/** The shopper's range in the demo's Electronics (cents): $50–$200, where five products in stock are rated 4 and up. */
const MIN_PRICE = 5_000;
const MAX_PRICE = 20_000;

async function electronicsId(request: APIRequestContext): Promise<string> {
  const { navItems } = await getData<{ navItems: NavItem[] }>(request, '/api/home/nav-items');
  const id = navItems.find((item) => item.name === 'Electronics')?.externId;
  if (!id) throw new Error('The demo menu has no Electronics category');
  return id;
}

/** What the API says the page at `url` should show: its total and its facets. */
async function expected(request: APIRequestContext, url: string) {
  const { pathname, searchParams } = new URL(url);
  const api = new URLSearchParams({ categoryId: pathname.replace('/category/', '') });
  for (const [key, value] of searchParams) if (key !== 'page') api.append(key, value);
  const { total } = await getData<{ total: number }>(request, `/api/product/inventory?${api}`);
  const facets = await getData<Facets>(request, `/api/product/facets?${api}`);
  return { total, facets };
}

/** The product cards of the page (not the "Search for … instead" link). */
const cardsOf = (page: Page) =>
  page.getByRole('main').locator('a[href^="/inventory/"]:not([href^="/inventory/search"])');

const countText = (total: number) => (total === 1 ? '1 product' : `${total} products`);

/** The count line and the grid agree with the API for the page's current URL. */
async function expectGridFollows(page: Page, request: APIRequestContext) {
  const { total, facets } = await expected(request, page.url());
  const main = page.getByRole('main');
  await expect(main.getByText(countText(total), { exact: true })).toBeVisible();
  await expect(cardsOf(page)).toHaveCount(Math.min(total, 12));
  return { total, facets };
}

/** Applies in stock, the price range and 4 stars & up inside `filters` (the bar, or the drawer). */
async function chooseFilters(page: Page, request: APIRequestContext, filters: () => Promise<Locator>) {
  const before = await expectGridFollows(page, request);

  // click, then wait: the page applies a choice once the URL has changed, not synchronously.
  const inStock = (await filters()).getByRole('checkbox', { name: /^In stock/ });
  await inStock.click();
  await expect(inStock).toBeChecked();
  await expect(page).toHaveURL(/inStock=1/);
  await expect(await filters()).toContainText(`In stock (${before.facets.inStock}`);

  const bar = await filters();
  await bar.getByLabel('Min $').fill(String(MIN_PRICE / 100));
  await bar.getByLabel('Max $').fill(String(MAX_PRICE / 100));
  await bar.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`minPrice=${MIN_PRICE}&maxPrice=${MAX_PRICE}`));
  const priced = await expected(request, page.url());
  const fourUp = priced.facets.ratings.find((r) => r.atLeast === 4)?.count ?? 0;
  expect(fourUp, 'the demo has Electronics rated 4 and up in the range').toBeGreaterThan(0);
  // The rating counts follow the price just chosen.
  await expect(
    (await filters()).getByRole('radio', { name: new RegExp(`^4 stars & up \\(${fourUp}\\b`) }),
  ).toBeVisible();

  const four = (await filters()).getByRole('radio', { name: /^4 stars & up/ });
  await four.click();
  await expect(four).toBeChecked();
  await expect(page).toHaveURL(/minRating=4/);
  const after = await expected(request, page.url());
  expect(after.total).toBe(fourUp);
  expect(after.total).toBeLessThan(before.total);
  return after.total;
}

/** The search box: the header's on a wide screen, the search drawer's on a phone. */
async function searchBox(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search products' });
}

async function misspelledSearch(page: Page, phone: boolean) {
  const box = await searchBox(page, phone);
  await box.fill('hedphones');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/inventory\/search\?keyword=hedphones$/);
  await expect(page.getByRole('status')).toContainText('Showing results for headphones');
  await expect(cardsOf(page).first()).toContainText(/headphones/i);
  await expect(page.getByRole('link', { name: 'Search for "hedphones" instead' })).toBeVisible();
}

async function pickSuggestionByKeyboard(page: Page, phone: boolean) {
  await page.goto('/');
  const box = await searchBox(page, phone);
  await box.click();
  await box.pressSequentially('headph');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const second = listbox.getByRole('option').nth(1);
  await expect(second).toContainText(/headphones/i);
  const name = (await second.locator('span').first().textContent()) ?? '';
  const secondId = (await second.getAttribute('id')) ?? '';

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', secondId);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/inventory\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a wide screen', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 } });

    test('Electronics narrowed to in stock, a price range and 4 stars & up; the URL keeps it', async ({
      page,
      request,
    }) => {
      await page.goto(`/category/${await electronicsId(request)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();

      let filters: () => Promise<Locator>;
      if (phone) {
        // The bar stays hidden on a phone: its groups are in the "Filters" drawer.
        await expect(page.getByRole('group', { name: 'Availability' })).toBeHidden();
        await page.getByRole('button', { name: /^Filters/ }).click();
        const drawer = page.getByRole('dialog', { name: 'Filters' });
        await expect(drawer).toBeVisible();
        filters = async () => drawer;
      } else filters = async () => page.getByRole('region', { name: 'Filters' });

      const total = await chooseFilters(page, request, filters);
      if (phone) {
        await page.getByRole('button', { name: `Show ${countText(total)}` }).click();
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
        await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
      }
      await expectGridFollows(page, request);
      await expect(page.getByRole('button', { name: 'Remove filter: 4 stars & up' })).toBeVisible();

      // Shared or reloaded, the URL shows the same grid with the same choices.
      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expectGridFollows(page, request);
      for (const chip of ['In stock', '4 stars & up', '$50.00–$200.00'])
        await expect(page.getByRole('button', { name: `Remove filter: ${chip}` })).toBeVisible();
    });

    test('"hedphones" finds headphones, saying so; a suggestion is picked with the keyboard', async ({ page }) => {
      await page.goto('/');
      await misspelledSearch(page, phone);
      await pickSuggestionByKeyboard(page, phone);
    });
  });
}
