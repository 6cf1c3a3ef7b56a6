import type { APIRequestContext, Browser } from '@playwright/test';
import { formatMoney } from '../src/shared/money';
import { publicStock, type Product as ProductInCode } from '../src/shared/schemas/catalog';
import type { OnWire } from '../src/shared/wire-names';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { registerCustomer, signIn } from './support/customer';
import { registerOperator } from './support/operator';
import { toast } from './support/toast';

/** A product as the API answers it (tests speak the wire). */
type Product = OnWire<ProductInCode>;

/** A demo product without add-ons, so a shopper adds it with one click. */
async function plainProduct(request: APIRequestContext, skip: number): Promise<Product> {
  let seen = 0;
  for (let id = 1; id <= 160; id++) {
    const addons = await getData<{ list: unknown[] }>(request, `/api/product/inventory/${id}/addon`);
    if (addons.list.length > 0) continue;
    if (seen++ === skip) return getData<Product>(request, `/api/product/inventory/${id}`);
  }
  throw new Error('The demo catalogue lacks a product without add-ons');
}

/** A visitor's product page, in a browser of its own (each browser keeps its own HTTP cache). */
async function visitProduct(browser: Browser, product: Product) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/inventory/${product.inventoryId}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  return { page, close: () => context.close() };
}

test('an operator changes a product’s price and stock and the shop shows the new price at once', async ({
  page,
  browser,
  request,
}) => {
  const product = await plainProduct(request, 3);
  // A visitor looks first: the shop now remembers the product page's answer.
  const before = await visitProduct(browser, product);
  await expect(before.page.getByText(formatMoney(product.price)).first()).toBeVisible();
  await before.close();

  const operator = await registerOperator(request);
  await signIn(page, operator);
  await page.goto('/admin/products');
  await page.getByRole('searchbox').fill(String(product.inventoryId));
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  // The console counts every unit; the public is told only "In stock" above a few.
  const units = Number(await page.getByTestId('product-stock').textContent());

  const newPrice = product.price + 1234;
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill((newPrice / 100).toFixed(2));
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(toast(page, 'Product saved: the shop shows it now')).toBeVisible();

  // Stock: add 7 units with a reason, confirmed in a dialog.
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
  await dialog.getByLabel(`Change for ${product.name}`).fill('+7');
  await dialog.getByLabel('Reason').fill('Found in the back room');
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(toast(page, 'Stock saved for 1 product')).toBeVisible();
  await expect(page.getByTestId('product-stock')).toHaveText(String(units + 7));

  // The next visitor, straight after: the new price, not the remembered answer.
  const after = await visitProduct(browser, product);
  await expect(after.page.getByText(formatMoney(newPrice)).first()).toBeVisible();
  await after.close();
  const shown = await getData<Product>(request, `/api/product/inventory/${product.inventoryId}`);
  expect(shown).toMatchObject({ price: newPrice, ...publicStock(units + 7) });
});

test('an operator creates a coupon that a shopper then uses in the cart', async ({ page, browser, request }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const operator = await registerOperator(request);
  await signIn(page, operator);
  await page.goto('/admin/coupons');
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Kind').selectOption('fixed');
  await dialog.getByLabel('Amount off').fill('5');
  await dialog.getByLabel('Uses per customer').fill('1');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(toast(page, `${code} created`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Coupons' }).getByText(code)).toBeVisible();

  // A shopper, in a browser of their own, uses it.
  const product = await plainProduct(request, 4);
  const shopper = await registerCustomer(request);
  await dataOf(
    await request.post('/api/shopping-cart/item', {
      headers: { Authorization: `Bearer ${shopper.accessToken}` },
      data: { inventoryId: product.inventoryId, qty: 2 },
    }),
  );
  const context = await browser.newContext();
  const shopperPage = await context.newPage();
  await signIn(shopperPage, shopper);
  await shopperPage.goto('/cart');
  await shopperPage.getByLabel('Discount code').fill(code.toLowerCase());
  await shopperPage.getByRole('button', { name: 'OK' }).click();
  const summary = shopperPage.getByRole('region', { name: 'Order summary' });
  await expect(
    summary.locator('dt', { hasText: `Discount (${code})` }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(`−${formatMoney(500)}`);
  await expect(
    summary.locator('dt', { hasText: 'Total incl. VAT' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(formatMoney(product.price * 2 - 500));
  await context.close();
});
