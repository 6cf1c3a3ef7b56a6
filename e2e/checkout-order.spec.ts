import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { registerCustomer, type Customer } from './support/customer';
import { expectAxeClean } from './support/axe';

interface Product {
  inventoryId: number;
  name: string;
  stockState: 'in_stock' | 'low' | 'sold_out';
}

/** A demo product sold in colours (one of them pictured in its gallery), with plenty in stock. */
async function colourProduct(request: APIRequestContext): Promise<Product & { colour: string }> {
  for (let id = 1; id <= 160; id++) {
    const addons = await getData<{ list: { addonType: string; name: string }[] }>(
      request,
      `/api/product/inventory/${id}/addon`,
    );
    const colours = addons.list.filter((addon) => addon.addonType === 'color');
    if (colours.length < 2) continue;
    const product = await getData<Product & { galleryJson: string[] }>(request, `/api/product/inventory/${id}`);
    if (product.stockState !== 'in_stock') continue;
    const pictured = colours.find((colour) =>
      product.galleryJson.some((path) => path.toLowerCase().includes(`-${colour.name.toLowerCase()}-`)),
    );
    if (pictured) return { ...product, colour: pictured.name };
  }
  throw new Error('The demo catalogue lacks a product in colours');
}

/** A customer with a default shipping address, no billing address and an empty cart. */
async function shopperWithAddress(request: APIRequestContext): Promise<Customer> {
  const customer = await registerCustomer(request);
  const headers = { Authorization: `Bearer ${customer.accessToken}` };
  await dataOf(
    await request.post('/api/user/address/creation', {
      headers,
      data: {
        addressType: 'shipping',
        fullName: 'Grace Hopper',
        phoneNumber: '4155550123',
        addressLine1: '500 Howard Street',
        addressLine2: 'Floor 3',
        city: 'San Francisco',
        stateOrProvince: 'CA',
        postalCode: '94105',
      },
    }),
  );
  return customer;
}

async function pay(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/**
 * From "add" to "paid": a signed-out visitor chooses a colour and adds the product, signs in in
 * the dialog (the item is added without a second click), finds it in the cart with the colour's
 * picture, uses "Same as shipping address", pays (a declined card first), and lands on the thank-you
 * line and the order card with its item and "Not shipped". `keyboard`: the same without a pointer.
 */
async function purchase(page: Page, request: APIRequestContext, { keyboard = false } = {}) {
  const product = await colourProduct(request);
  const customer = await shopperWithAddress(request);
  const press = async (locator: Locator) => {
    if (!keyboard) return locator.click();
    await locator.focus();
    await expect(locator).toBeFocused();
    await page.keyboard.press('Enter');
  };

  await page.goto(`/inventory/${product.inventoryId}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The server's first paint (inert, not focusable) has given way to the page itself.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await press(
    page
      .getByRole('button', { name: /Choose Addons/ })
      .filter({ visible: true })
      .first(),
  );
  const picker = page.getByRole('dialog', { name: 'Choose Addons' });
  const colours = picker.getByRole('radiogroup', { name: 'Colors' });
  const colour = colours.getByRole('radio', { name: new RegExp(`^${product.colour}`) });
  if (keyboard) {
    // Arrow keys select the option they move to, until the colour is reached. The focus moves a
    // task after the key: each move is awaited before deciding on another press, or a press too
    // many (sent while the last move was still on its way) walks past the colour.
    const checked = colours.getByRole('radio', { checked: true });
    await checked.focus();
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 10 && (await colour.getAttribute('aria-checked')) !== 'true'; i++) {
      const before = await focusedText();
      await page.keyboard.press('ArrowRight');
      await expect.poll(focusedText).not.toBe(before);
      await expect(checked).toBeFocused();
    }
  } else await colour.click();
  await expect(colour).toHaveAttribute('aria-checked', 'true');
  await press(picker.getByRole('button', { name: 'Confirm selection' }));
  await expect(picker).toBeHidden();
  // Closing gives the focus back to the button that opened the picker, a moment after the dialog
  // hides: a key sent to Add to Cart before that lands on "Choose Addons" and opens it again.
  if (keyboard)
    await expect(
      page
        .getByRole('button', { name: /Choose Addons/ })
        .filter({ visible: true })
        .first(),
    ).toBeFocused();

  const add = page.getByRole('button', { name: 'Add to Cart' }).filter({ visible: true }).first();
  await press(add);
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(customer.email);
  await login.getByLabel('Password').fill(customer.password);
  if (keyboard) await page.keyboard.press('Enter');
  else await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Item successfully added to cart')).toBeVisible();
  // The dialog gave the focus back to the button that asked for it.
  await expect(add).toBeFocused();

  await page.goto('/cart');
  const line = page.getByRole('article', { name: product.name });
  await expect(line).toContainText(product.colour);
  await expect(line.locator('img')).toHaveAttribute('src', new RegExp(`-${product.colour.toLowerCase()}-`, 'i'));

  await page.goto('/order');
  const shipping = page.getByRole('region', { name: 'Shipping Address' });
  const billing = page.getByRole('region', { name: 'Billing Address' });
  await expect(shipping).toContainText('500 Howard Street');
  // The address book, opened from the checkout, is its Delivery step; the way back returns here.
  await press(shipping.getByRole('link', { name: 'Manage shipping addresses' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping addresses' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Checkout steps' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText('Delivery');
  await expect(page.getByRole('article', { name: 'Grace Hopper' })).toBeVisible();
  await press(page.getByRole('link', { name: 'Back to checkout' }));
  await expect(page).toHaveURL(/\/order\?couponCode=$/);
  await expect(shipping).toContainText('500 Howard Street');
  // Without a billing address of their own, billing follows shipping: ticked already (its copy
  // is saved on Confirm).
  const same = billing.getByRole('checkbox', { name: 'Same as shipping address' });
  await expect(same).toBeChecked();
  await expect(billing).toContainText('500 Howard Street');
  await expectAxeClean(page, 'checkout');

  await press(page.getByRole('button', { name: 'Confirm' }));
  await page.waitForURL(/\/pay\/cs_test_/);
  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await pay(page, '4242 4242 4242 4242');

  await page.waitForURL(/\/user\/order$/);
  const thanks = page.getByRole('heading', { name: /^Thank you — order [0-9A-Z]{5}-[0-9A-Z]{5} is paid$/ });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  const orderNumber = ((await thanks.textContent()) ?? '').replace(/^.*order (\S+) is paid$/, '$1');
  const card = page.getByRole('article', { name: orderNumber });
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card).toContainText('Payment Success');
  await expect(card).toContainText('Not shipped');
  await expect(card.getByRole('list', { name: 'Items' })).toContainText(product.name);
  await expectAxeClean(page, 'orders after payment');
}

test('from add to paid at 1280 px: sign in to add, same as shipping, a declined card, then the thank-you line', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await purchase(page, request);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the same purchase at ${viewport.width} px, by keyboard alone`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await purchase(page, request, { keyboard: true });
  });
}
