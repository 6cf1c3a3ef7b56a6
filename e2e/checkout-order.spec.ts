import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { registerCustomer, signIn, type Customer } from './support/customer';

interface Product {
  inventoryId: number;
  name: string;
  stockState: 'in_stock' | 'low' | 'sold_out';
}

/** The first demo product without add-ons that has plenty in stock. */
async function plainProduct(request: APIRequestContext): Promise<Product> {
  for (let id = 1; id <= 160; id++) {
    const addons = await getData<{ list: unknown[] }>(request, `/api/product/inventory/${id}/addon`);
    if (addons.list.length > 0) continue;
    const product = await getData<Product>(request, `/api/product/inventory/${id}`);
    if (product.stockState === 'in_stock') return product;
  }
  throw new Error('The demo catalogue lacks a product without add-ons in stock');
}

/** A customer with one product in the cart and a default shipping address, but no billing address. */
async function shopperWithCart(request: APIRequestContext, product: Product): Promise<Customer> {
  const customer = await registerCustomer(request);
  const headers = { Authorization: `Bearer ${customer.accessToken}` };
  await dataOf(
    await request.post('/api/shopping-cart/item', { headers, data: { inventoryId: product.inventoryId, qty: 2 } }),
  );
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

async function purchase(page: Page, request: APIRequestContext) {
  const product = await plainProduct(request);
  const customer = await shopperWithCart(request, product);
  await signIn(page, customer);

  await page.goto('/order');
  const shipping = page.getByRole('region', { name: 'Shipping Address' });
  const billing = page.getByRole('region', { name: 'Billing Address' });
  await expect(shipping).toContainText('500 Howard Street');
  await expect(billing.getByRole('button')).toHaveText('No default address, click to select');
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please select address first')).toBeVisible();
  expect(page.url()).toContain('/order');

  // Pick the billing address: none saved, so add one from the picker.
  await billing.getByRole('button').click();
  const picker = page.getByRole('dialog', { name: 'Choose a billing address' });
  await picker.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('dialog', { name: 'Add address' });
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Phone Number').fill('4155550100');
  await form.getByLabel('Address Line 1').fill('1 Analytical Way');
  await form.getByLabel('City').fill('Oakland');
  await form.getByLabel('State').fill('CA');
  await form.getByLabel('Postal Code').fill('94607');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(billing).toContainText('1 Analytical Way');

  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/pay\/cs_test_/);
  await expect(page.getByRole('note')).toHaveText('Test mode — no real money moves');

  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await pay(page, '4242 4242 4242 4242');

  await page.waitForURL(/\/user\/order$/);
  const card = page.getByRole('article').filter({ hasText: 'Payment Success' });
  await expect(card).toHaveCount(1);
  const orderNumber = (await card.getByText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/).textContent())!;
  await card.getByRole('link', { name: `Detail of order ${orderNumber}` }).click();

  await expect(page.getByRole('tab', { name: 'Order Info' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText(orderNumber);
  await expect(panel).toContainText('Payment Success');
  await page.getByRole('tab', { name: 'Address Info' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('1 Analytical Way');
  await expect(page.getByRole('tabpanel')).toContainText('500 Howard Street');
  await page.getByRole('tab', { name: 'Order Items' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(product.name);
}

test('a shopper pays by card: address needed first, a declined card, then Payment Success and the snapshot', async ({
  page,
  request,
}) => {
  await purchase(page, request);
});

test('the same purchase on a 390 px wide phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await purchase(page, request);
});
