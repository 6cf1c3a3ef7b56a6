import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { getData } from './support/api';
import { registerCustomer, signIn } from './support/customer';
import { itemAt } from '../src/shared/item-at';

interface Addon {
  addonId: number;
  addonType: 'color' | 'size' | 'ship' | 'accessory';
  name: string;
}

interface Product {
  inventoryId: number;
  name: string;
  requireSizeAddon: boolean;
  requireColorAddon: boolean;
  requireAccessoryAddon: boolean;
  requireShipAddon: boolean;
}

/** A product of category 1 that requires a size and nothing else, so the picker's defaults suffice. */
async function sizedProduct(request: APIRequestContext): Promise<Product> {
  const { list } = await getData<{ list: { inventoryId: number }[] }>(
    request,
    '/api/product/inventory?categoryId=1&page=1&num=24',
  );
  for (const { inventoryId: productId } of list) {
    const product = await getData<Product>(request, `/api/product/inventory/${productId}`);
    if (
      product.requireSizeAddon &&
      !product.requireColorAddon &&
      !product.requireAccessoryAddon &&
      !product.requireShipAddon
    )
      return product;
  }
  throw new Error('The demo catalogue has no product in category 1 that requires only a size');
}

test('menu → category → page 2 → product → add-on picker → confirmed names shown', async ({ page, request }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Women' }).hover();
  await page.getByRole('link', { name: 'Shop all Women' }).click();

  await expect(page).toHaveURL(/\/category\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const firstOnPage1 = await page.locator('main a[href^="/inventory/"]').first().getAttribute('href');

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/category\/1\?page=2$/);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const card = page.locator('main a[href^="/inventory/"]').first();
  await expect(card).not.toHaveAttribute('href', firstOnPage1!);

  // Back and Forward move between the pages.
  await page.goBack();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  const href = (await card.getAttribute('href'))!;
  const productId = Number(href.split('/').pop());
  const product = await getData<Product>(request, `/api/product/inventory/${productId}`);
  const { list: addons } = await getData<{ list: Addon[] }>(request, `/api/product/inventory/${productId}/addon`);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/category/1');

  // Choose the last add-on of the first group (a required group would start on its first).
  const firstType = itemAt(addons, 0).addonType;
  const chosen = addons.filter((addon) => addon.addonType === firstType).at(-1)!;
  await page.getByRole('button', { name: /Choose Addons/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Addons' });
  await picker.getByRole('radio', { name: new RegExp(`^${chosen.name}`) }).click();
  await picker.getByRole('button', { name: 'Confirm selection' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: /Choose Addons/ })).toContainText(chosen.name);
});

test('choosing another colour brings up the picture in that colour', async ({ page, request }) => {
  const { list } = await getData<{ list: { inventoryId: number }[] }>(
    request,
    '/api/product/inventory?categoryId=1&page=1&num=24',
  );
  let found: { inventoryId: number; colour: Addon } | undefined;
  for (const { inventoryId: productId } of list) {
    const { list: addons } = await getData<{ list: Addon[] }>(request, `/api/product/inventory/${productId}/addon`);
    const colours = addons.filter((addon) => addon.addonType === 'color');
    // The first colour is the product's own (its cover); the last is another one.
    if (colours.length > 1) found = { inventoryId: productId, colour: colours.at(-1)! };
    if (found) break;
  }
  if (!found) throw new Error('The demo catalogue has no product in category 1 with two colours');

  await page.goto(`/inventory/${found.inventoryId}`);
  const shown = page.getByRole('group', { name: 'Choose image' }).locator('button[aria-current="true"] img');
  const colourPicture = new RegExp(`-${found.colour.name.toLowerCase()}-0\\.svg$`);
  await expect(shown).toHaveAttribute('src', /\.svg$/);
  await expect(shown).not.toHaveAttribute('src', colourPicture);
  await page.getByRole('button', { name: /Choose Addons/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Addons' });
  await picker.getByRole('radio', { name: new RegExp(`^${found.colour.name}`) }).click();
  await picker.getByRole('button', { name: 'Confirm selection' }).click();
  await expect(shown).toHaveAttribute('src', colourPicture);
});

test('search by Enter in the header box; the box then belongs to the search page', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('lamp');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/inventory\/search\?keyword=lamp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Searching for "lamp"' })).toBeVisible();
  await expect(page.locator('main a[href^="/inventory/"]').first()).toBeVisible();
  await expect(box).toHaveValue('lamp');
  await expect(box).toBeFocused();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await box.fill('zzzqqq');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Searching for "zzzqqq"' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No results for "zzzqqq"' })).toBeVisible();

  // Reloading keeps the keyword in the box.
  await page.goto('/inventory/search?keyword=mug');
  await expect(box).toHaveValue('mug');
  await expect(page.getByRole('heading', { level: 1, name: 'Searching for "mug"' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the search drawer's 'Confirm Search' opens the results", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: 'Search products' }).fill('sweater');
    await drawer.getByRole('button', { name: 'Confirm Search' }).click();

    await expect(page).toHaveURL(/\/inventory\/search\?keyword=sweater$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Searching for "sweater"' })).toBeVisible();
    await expect(page.locator('main a[href^="/inventory/"]').first()).toBeVisible();
  });
});

test("a product without reviews says 'No comments yet' and rates 5.0", async ({ page }) => {
  await page.goto('/inventory/160');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The comments are below the fold and load as the shopper scrolls towards them.
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('heading', { name: 'Latest Comments' })).toBeVisible();
  await expect(page.getByText('No comments yet', { exact: true })).toBeVisible();
  await expect(page.getByTestId('overall-rating')).toContainText('5.0 out of 5');
});

test('an unknown product shows a not-found state', async ({ page }) => {
  await page.goto('/inventory/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
});

test("a signed-in customer adds a product that requires a size: 'Add to Cart' first opens the picker", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const product = await sizedProduct(request);
  const { list: addons } = await getData<{ list: Addon[] }>(
    request,
    `/api/product/inventory/${product.inventoryId}/addon`,
  );
  const firstSize = addons.find((addon) => addon.addonType === 'size')!;
  await signIn(page, customer);
  await page.goto(`/inventory/${product.inventoryId}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Addons' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('radio', { name: new RegExp(`^${firstSize.name}`) })).toBeChecked();
  await picker.getByRole('button', { name: 'Confirm selection' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: /Choose Addons/ })).toContainText(firstSize.name);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item successfully added to cart')).toBeVisible();

  const cart = await getData<{ list: { inventoryId: number; qty: number; sizeAddon: { addonId: number } | null }[] }>(
    request,
    '/api/shopping-cart/list',
    customer.accessToken,
  );
  expect(cart.list).toEqual([
    expect.objectContaining({
      inventoryId: product.inventoryId,
      qty: 1,
      sizeAddon: expect.objectContaining({ addonId: firstSize.addonId }),
    }),
  ]);
});

test("a visitor's 'Add to Cart' asks for the required size first, then opens the login dialog instead of adding", async ({
  page,
  request,
}) => {
  const product = await sizedProduct(request);
  await page.goto(`/inventory/${product.inventoryId}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The size first, so that signing in can add the line as chosen without a second visit.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Addons' });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Confirm selection' }).click();
  await expect(picker).toBeHidden();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
