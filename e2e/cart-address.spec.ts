import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatMoney } from '../src/shared/money';
import { test, expect } from './support/fixtures';
import { getData } from './support/api';
import { registerCustomer, signIn } from './support/customer';

interface Product {
  inventoryId: number;
  name: string;
  requireSizeAddon: boolean;
}

/** The first product of category 1 that requires a size, and one product that has no add-ons at all. */
async function pickProducts(request: APIRequestContext): Promise<{ sized: Product; plain: Product }> {
  const { list } = await getData<{ list: { inventoryId: number }[] }>(
    request,
    '/api/product/inventory?categoryId=1&page=1&num=24',
  );
  let sized: Product | undefined;
  for (const { inventoryId: productId } of list) {
    const product = await getData<Product>(request, `/api/product/inventory/${productId}`);
    if (product.requireSizeAddon) {
      sized = product;
      break;
    }
  }
  let plain: Product | undefined;
  for (let id = 1; id <= 160 && !plain; id++) {
    const addons = await getData<{ list: unknown[] }>(request, `/api/product/inventory/${id}/addon`);
    if (addons.list.length === 0) plain = await getData<Product>(request, `/api/product/inventory/${id}`);
  }
  if (!sized || !plain) throw new Error('The demo catalogue lacks a sized product or one without add-ons');
  return { sized, plain };
}

/** Adds through the product page as a shopper does: pick the add-ons if there are any, then 'Add to Cart'. */
async function addFromProductPage(page: Page, product: Product, withAddons: boolean) {
  await page.goto(`/inventory/${product.inventoryId}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  if (withAddons) {
    await page
      .getByRole('button', { name: /Choose Addons/ })
      .first()
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose Addons' });
    // Required groups come preselected with their first add-on.
    await picker.getByRole('button', { name: 'Confirm selection' }).click();
    await expect(picker).toBeHidden();
  }
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Item successfully added to cart')).toBeVisible();
}

function summaryValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Order summary' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');
}

/** Reads '$1,234.56' back into cents. */
async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

test('the cart: add-ons shown, quantities step by one, WELCOME10 lowers the total, lines removed down to the empty cart', async ({
  page,
  request,
}) => {
  const { sized, plain } = await pickProducts(request);
  const customer = await registerCustomer(request);
  await signIn(page, customer);

  await addFromProductPage(page, sized, true);
  await addFromProductPage(page, plain, false);

  await page.goto('/cart');
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toHaveText(
    'Shopping Cart',
  );
  const sizedLine = page.getByRole('article', { name: sized.name });
  const plainLine = page.getByRole('article', { name: plain.name });
  await expect(sizedLine.getByRole('list', { name: 'Add-ons' })).toContainText('Size:');
  await expect(plainLine.getByRole('list', { name: 'Add-ons' })).toHaveCount(0);

  const qty = sizedLine.getByRole('group', { name: 'Quantity' });
  await expect(qty).toHaveText('1');
  await expect(sizedLine.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  const unit = await cents(sizedLine.getByText(/^Unit price \$[\d,.]+ each$/));
  await sizedLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(qty).toHaveText('2');
  await sizedLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(qty).toHaveText('3');
  await expect(sizedLine).toContainText(`Line total ${formatMoney(unit * 3)}`);
  await sizedLine.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(qty).toHaveText('2');
  await expect(sizedLine).toContainText(`Line total ${formatMoney(unit * 2)}`);

  const plainTotal = await cents(plainLine.getByText(/^Line total \$/));
  const itemsTotal = unit * 2 + plainTotal;
  await expect(summaryValue(page, 'Items total')).toHaveText(formatMoney(itemsTotal));
  await expect(summaryValue(page, 'Estimated delivery costs')).toHaveText('$0.00');
  await expect(summaryValue(page, 'Total incl. VAT')).toHaveText(formatMoney(itemsTotal));
  await expect(page.getByText(/^Your order will be delivered to your home within \d+ days?$/)).toBeVisible();

  // A code that does not exist is refused with the API's reason and changes nothing.
  await page.getByLabel('Discount code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'OK' }).click();
  const refusal = 'Coupon code "NOSUCHCODE" is not valid';
  await expect(page.locator('[data-sonner-toast]').getByText(refusal)).toBeVisible();
  await expect(page.getByLabel('Discount code')).toHaveAccessibleDescription(refusal);
  await expect(summaryValue(page, 'Total incl. VAT')).toHaveText(formatMoney(itemsTotal));

  await page.getByLabel('Discount code').fill('welcome10');
  await page.getByRole('button', { name: 'OK' }).click();
  const discount = Math.round(itemsTotal / 10);
  await expect(summaryValue(page, 'Discount (WELCOME10)')).toHaveText(`−${formatMoney(discount)}`);
  await expect(summaryValue(page, 'Total incl. VAT')).toHaveText(formatMoney(itemsTotal - discount));
  await expect(page.getByRole('button', { name: 'Remove discount code WELCOME10' })).toBeVisible();

  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/order\?couponCode=WELCOME10$/);
  await page.goBack();

  await plainLine.getByRole('button', { name: 'Remove' }).click();
  await expect(plainLine).toHaveCount(0);
  await expect(summaryValue(page, 'Items total')).toHaveText(formatMoney(unit * 2));
  await sizedLine.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('link', { name: 'Go shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('addresses: add two, edit one, move the default, delete one; unknown types are a 404', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await signIn(page, customer);
  await page.goto('/address/shipping');
  await expect(page.getByRole('heading', { name: 'Shipping addresses', level: 1 })).toBeVisible();
  await expect(page.getByText('The address list is empty')).toBeVisible();
  // Managed from the account, the book is no checkout step.
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toHaveCount(0);

  async function add(fields: Record<string, string>) {
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add address' });
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog).toBeHidden();
  }

  // Checked before sending, with the schema's own words.
  await page.getByRole('button', { name: 'Add address' }).click();
  const draft = page.getByRole('dialog', { name: 'Add address' });
  await draft.getByLabel('Postal Code').fill('941');
  await draft.getByRole('button', { name: 'Save address' }).click();
  await expect(draft.getByText('Full name is required')).toBeVisible();
  await expect(draft.getByLabel('Postal Code')).toHaveAccessibleDescription(
    'Postal code must be a US ZIP code like 94107 or 94107-1234',
  );
  await draft.getByRole('button', { name: 'Cancel' }).click();

  const first = {
    'Full Name': 'Ada Lovelace',
    'Phone Number': '+1 (415) 555-0134',
    'Address Line 1': '500 Howard Street',
    'Address Line 2': 'Apartment 4B',
    City: 'San Francisco',
    State: 'CA',
    'Postal Code': '94105',
  };
  const second = {
    'Full Name': 'Grace Hopper',
    'Phone Number': '202 555 0147',
    'Address Line 1': '1600 Pennsylvania Ave NW',
    City: 'Washington',
    State: 'DC',
    'Postal Code': '20500',
  };
  await add(first);
  const ada = page.getByRole('article', { name: 'Ada Lovelace' });
  await expect(ada.getByText('Default', { exact: true })).toBeVisible();
  await expect(ada).toContainText('San Francisco, CA 94105');
  await expect(ada).toContainText('Apartment 4B');
  await expect(ada).toContainText('United States');

  await add(second);
  const grace = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(grace).toBeVisible();
  await expect(grace.getByText('Default', { exact: true })).toHaveCount(0);

  await grace.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await expect(edit.getByLabel('City')).toHaveValue('Washington');
  await edit.getByLabel('City').fill('Arlington');
  await edit.getByLabel('State').fill('VA');
  await edit.getByLabel('Postal Code').fill('22202');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(grace).toContainText('Arlington, VA 22202');

  await grace.getByRole('button', { name: 'Set as default' }).click();
  await expect(grace.getByText('Default', { exact: true })).toBeVisible();
  await expect(ada.getByText('Default', { exact: true })).toHaveCount(0);
  // The default comes first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Grace Hopper');

  await ada.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(ada).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);

  // The billing book is separate.
  await page.getByRole('navigation', { name: 'Address type' }).getByRole('link', { name: 'billing' }).click();
  await expect(page).toHaveURL(/\/address\/billing$/);
  await expect(page.getByText('The address list is empty')).toBeVisible();

  // Only shipping and billing exist.
  await page.goto('/address/home');
  await expect(page).toHaveURL(/\/404$/);
});
