import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { formatMoney } from '../src/shared/money';
import { bearer, registerCustomer, signIn } from './support/customer';
import { registerOperator } from './support/operator';
import { buyAndPay, plainProduct, productWithOptions } from './support/order';
import { axeViolations } from './support/axe';

/**
 * Checkout says where the shopper is (Delivery ticked only once both addresses are chosen, billing
 * following shipping for a shopper with no billing address, refusals at their place) and the
 * order page reads like a receipt; every state visited passes axe.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 300_000 });

/** axe finds nothing here; soft, so that one journey reports every state that fails. */
async function expectAxeCleanSoft(page: Page, what: string) {
  expect.soft(await axeViolations(page, what)).toEqual([]);
}

const deliveryStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem').nth(1);

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`at ${width} px: checkout says where the shopper is, and the order reads like a receipt`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    const customer = await registerCustomer(request);
    const product = await plainProduct(request);
    await dataOf(
      await request.post('/api/shopping-cart/item', {
        headers: bearer(customer),
        data: { inventoryId: product.inventoryId, qty: 1 },
      }),
    );
    await signIn(page, customer);

    // No address at all: Delivery is not done, and Confirm's refusal is said at both sections.
    await page.goto('/order?couponCode=');
    await expect(page.getByRole('button', { name: /No default address/ })).toHaveCount(2);
    await expect(deliveryStep(page)).toHaveText(/Delivery \(not completed\)/);
    await page.getByRole('button', { name: 'Confirm' }).click();
    for (const name of ['Shipping Address', 'Billing Address']) {
      const section = page.getByRole('region', { name });
      await expect(section.getByRole('alert')).toHaveText('Please select address first');
      await expect(section.getByRole('button', { name: /No default address/ })).toHaveAttribute('aria-invalid', 'true');
    }
    await expectAxeCleanSoft(page, 'checkout without addresses');
    await page.screenshot({ path: `test-results/checkout-truth-no-address-${width}.png`, fullPage: true });

    // A shipping address only: billing follows it, ticked, and Delivery is done.
    await dataOf(
      await request.post('/api/user/address/creation', {
        headers: bearer(customer),
        data: {
          addressType: 'shipping',
          fullName: 'Zofia Łukasiewicz',
          phoneNumber: '4155550123',
          addressLine1: '500 Howard Street',
          addressLine2: '',
          city: 'San Francisco',
          stateOrProvince: 'CA',
          postalCode: '94105',
          countryCode: 'US',
          isDefault: true,
        },
      }),
    );
    await page.reload();
    const billing = page.getByRole('region', { name: 'Billing Address' });
    await expect(billing.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked();
    await expect(billing).toContainText('500 Howard Street');
    await expect(deliveryStep(page)).toHaveText(/Delivery \(completed\)/);
    await expect(page.getByRole('radio', { checked: true })).toBeVisible();
    await expectAxeCleanSoft(page, 'checkout billed to the shipping address');
    await page.screenshot({ path: `test-results/checkout-truth-same-as-shipping-${width}.png`, fullPage: true });

    // Confirm saves the billing copy and goes to the payment page.
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    const { list: billingBook } = await getData<{ list: { addressLine1: string }[] }>(
      request,
      '/api/user/addresses?addressType=billing',
      customer.accessToken,
    );
    expect(billingBook.map((a) => a.addressLine1)).toEqual(['500 Howard Street']);
    await expectAxeCleanSoft(page, 'test checkout');

    // A paid order of a product in a colour and size: the header says paid and where the goods
    // are; addresses are blocks; the line names the colour and size bought.
    const chosen = await productWithOptions(request);
    await buyAndPay(page, request, baseURL!, customer, {
      productId: chosen.inventoryId,
      qty: 1,
      options: chosen.options,
    });
    const { list: orders } = await getData<{ list: { orderUuid: string; paymentStatus: string }[] }>(
      request,
      '/api/order/list',
      customer.accessToken,
    );
    const paid = orders.find((o) => o.paymentStatus === 'success')!;
    await page.goto(`/user/order/${paid.orderUuid}`);
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText('Not shipped')).toBeVisible();
    await expectAxeCleanSoft(page, 'order header');
    await page.screenshot({ path: `test-results/checkout-truth-order-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Address Info' }).click();
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('500 Howard Street');
    await expectAxeCleanSoft(page, 'order addresses');
    await page.screenshot({ path: `test-results/checkout-truth-order-addresses-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Order Items' }).click();
    const bought = page.getByRole('article', { name: chosen.name });
    await expect(bought).toContainText(`Color: ${chosen.colorName}`);
    await expect(bought).toContainText(`Size: ${chosen.sizeName}`);
    await expectAxeCleanSoft(page, 'order items');

    // Three units: the shop cancels one before shipping and refunds another. The header sums up
    // paid, refunded and net; the line says what became of its units, under its picture's side.
    const threeUnits = await buyAndPay(page, request, baseURL!, customer, { productId: product.inventoryId, qty: 3 });
    const { list: after } = await getData<{ list: { orderUuid: string; orderId: string }[] }>(
      request,
      '/api/order/list',
      customer.accessToken,
    );
    const { orderUuid } = after.find((o) => o.orderId === threeUnits)!;
    const detailOf = () =>
      getData<{ order: { amount: number }; refundedAmount: number; items: { orderItemId: number }[] }>(
        request,
        `/api/order/${orderUuid}`,
        customer.accessToken,
      );
    const line = { orderItemId: (await detailOf()).items[0]!.orderItemId, qty: 1 };
    const operator = await registerOperator(request);
    await dataOf(
      await request.post(`/api/admin/orders/${orderUuid}/cancellations`, {
        headers: bearer(operator),
        data: { lines: [line], reason: 'One went missing in the warehouse.' },
      }),
    );
    await dataOf(
      await request.post(`/api/admin/orders/${orderUuid}/refunds`, {
        headers: bearer(operator),
        data: { lines: [line], reason: 'Arrived scratched.' },
      }),
    );
    const { order, refundedAmount } = await detailOf();
    await page.goto(`/user/order/${orderUuid}`);
    for (const [label, value] of [
      ['Paid', formatMoney(order.amount)],
      ['Refunded', `−${formatMoney(refundedAmount)}`],
      ['Net', formatMoney(order.amount - refundedAmount)],
    ]) {
      // The header's figure (the first of its name, above the tabs), read beside its label.
      const term = page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .first();
      await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value!);
    }
    await expectAxeCleanSoft(page, 'order refunded in part');
    await page.screenshot({ path: `test-results/checkout-truth-refunded-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Order Items' }).click();
    const item = page.getByRole('article', { name: product.name });
    await expect(item).toContainText('1 of 3 cancelled · 1 of 3 refunded');
    const picture = item.locator('img');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAxeCleanSoft(page, 'order items cancelled and refunded');
    await page.screenshot({ path: `test-results/checkout-truth-refunded-items-${width}.png`, fullPage: true });
  });
}
