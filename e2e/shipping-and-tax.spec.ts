import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { test as suite, expect } from './support/fixtures';
import { dataOf } from './support/api';
import { expectAxeClean } from './support/axe';
import { bearer, registerCustomer, signIn } from './support/customer';
import { registerOperator } from './support/operator';
import { addressesOf, plainProduct } from './support/order';
import { startShop, type Shop } from './support/shop';
import { startMailCatcher, type MailCatcher } from '../src/server/test/mail-catcher';
import { formatMoney } from '../src/shared/money';
import { toast } from './support/toast';

/**
 * Delivery and tax, as a merchant sets them and a shopper pays them, at both widths: the operator
 * adds California's 8.25 % sales tax in the console (at 390 px also switches the catalogue's
 * prices to exclude tax), the shopper sees the delivery estimate in the cart, picks Express at
 * checkout, pays on the built-in test checkout, and the invoice PDF has the Express line and the
 * tax table. The tax rate and the price setting apply to the whole shop, so each journey runs a
 * shop of its own (the suite's shop keeps the demo's defaults for every other spec).
 */
const test = suite.extend<{ shop: Shop & { mail: MailCatcher } }>({
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  shop: async ({}, use) => {
    const mail = await startMailCatcher();
    const shop = await startShop({ smtpUrl: mail.url });
    await use({ ...shop, mail });
    await shop.stop();
    await mail.stop();
  },
  baseURL: async ({ shop }, use) => use(shop.baseUrl),
});

const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);
/** California's 8.25 % on a base in cents, rounded half up: added to it, or the part of it that is tax. */
const taxOf = (base: number, included: boolean) =>
  included ? Math.floor((base * 825 * 2 + 10_825) / (2 * 10_825)) : Math.floor((base * 825 + 5_000) / 10_000);

/** The value beside a summary's label, the label whole ("Tax", not "Tax lines"). */
const valueOf = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function noSidewaysScroll(page: Page, name: string) {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${name} scrolls sideways`).toBe(0);
}

for (const viewport of [
  { width: 1280, height: 900, pricesIncludeTax: true },
  { width: 390, height: 844, pricesIncludeTax: false },
]) {
  const at = `${viewport.width} px`;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `test-results/shipping-tax-${name}-${viewport.width}.png`, fullPage: true });

  test(`at ${at}: a tax rate set in the console, Express chosen at checkout, paid, and the invoice's shipping line and tax table (prices ${viewport.pricesIncludeTax ? 'include' : 'exclude'} tax)`, async ({
    page,
    browser,
    request,
    shop,
  }) => {
    // A shop of its own to start, the console, the cart, checkout, payment and a PDF: about 50 s
    // alone, longer beside another journey on two cores.
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const nextMail = (to: string) => shop.mail.waitForMail(to, { timeoutMs: 15_000 });
    const operator = await registerOperator(request, { dataDir: shop.dataDir, nextMail });

    // The operator adds California's sales tax on the Tax rates page.
    await signIn(page, operator);
    await page.goto('/admin/tax');
    await expect(page.getByRole('heading', { level: 1, name: 'Tax rates' })).toBeVisible();
    await page.getByRole('button', { name: 'New tax rate' }).click();
    const rateDialog = page.getByRole('dialog', { name: 'New tax rate' });
    await rateDialog.getByLabel('Name').fill('California sales tax');
    await expect(rateDialog.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    await rateDialog.getByRole('combobox', { name: 'State' }).selectOption('CA');
    await rateDialog.getByLabel('Rate (%)').fill('8.25');
    await expectAxeClean(page, `new tax rate dialog ${at}`);
    await rateDialog.getByRole('button', { name: 'Add tax rate' }).click();
    await expect(toast(page, 'California sales tax added')).toBeVisible();
    await expect(rateDialog).toBeHidden();
    // axe reads a toast still fading in as text of too little contrast: it checks the page once it has gone.
    await expect(toast(page, 'California sales tax added')).toBeHidden();
    await expect(page.getByText('8.25 %').filter({ visible: true })).toBeVisible();
    await expectAxeClean(page, `tax rates ${at}`);
    await noSidewaysScroll(page, `tax rates ${at}`);
    await shot(page, 'console-tax');

    // The demo's zone delivers to the United States, Standard for free and Express for $15.00.
    await page.goto('/admin/shipping');
    const zone = page.getByRole('region', { name: 'United States' });
    await expect(zone.getByRole('list', { name: 'Methods of United States' })).toContainText('Standard');
    await expect(zone).toContainText('$15.00 · 2 days');
    await expectAxeClean(page, `shipping ${at}`);
    await noSidewaysScroll(page, `shipping ${at}`);
    await shot(page, 'console-shipping');

    if (!viewport.pricesIncludeTax) {
      await page.goto('/admin/settings');
      const includes = page.getByRole('checkbox', { name: 'Prices include tax' });
      await expect(includes).toBeChecked();
      await includes.uncheck();
      await page.getByLabel('Tax number').fill('US-EIN 12-3456789');
      await expectAxeClean(page, `settings ${at}`);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(page, 'Settings saved: new orders follow them')).toBeVisible();
      await shot(page, 'console-settings');
    }

    // The shopper, in a browser of their own, with a Californian address and a product in the cart.
    const shopper = await registerCustomer(request, undefined, nextMail);
    await addressesOf(request, shopper);
    const product = await plainProduct(request);
    await dataOf(
      await request.post('/api/shopping-cart/item', {
        headers: bearer(shopper),
        data: { inventoryId: product.inventoryId, qty: 1 },
      }),
    );
    const context = await browser.newContext({ viewport, baseURL: shop.baseUrl });
    const shopperPage = await context.newPage();
    await signIn(shopperPage, shopper);

    await shopperPage.goto('/cart');
    const summary = shopperPage.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Your order will be delivered to your home within 5 days');
    await expect(valueOf(shopperPage, 'Estimated delivery costs')).toHaveText('$0.00');
    if (viewport.pricesIncludeTax) await expect(summary.locator('dt', { hasText: /^Tax/ })).toHaveCount(0);
    else await expect(valueOf(shopperPage, 'Tax')).toHaveText(/^\$\d+\.\d\d$/);
    await expectAxeClean(shopperPage, `cart ${at}`);
    await shot(shopperPage, 'cart');

    await summary.getByRole('button', { name: 'Proceed to checkout' }).click();
    const methods = shopperPage.getByRole('radiogroup', { name: 'Shipping Method' });
    const standard = methods.getByRole('radio', { name: /^Standard/ });
    const express = methods.getByRole('radio', { name: /^Express/ });
    await expect(standard).toBeChecked();
    await expect(express).toContainText('Delivered within 2 days');
    await expect(express).toContainText('$15.00');
    await express.click();
    await expect(express).toBeChecked();
    await expect(valueOf(shopperPage, 'Delivery costs')).toHaveText('$15.00');
    const billing = shopperPage.getByRole('region', { name: 'Billing Address' });
    await expect(billing).toContainText('500 Howard Street');
    await expectAxeClean(shopperPage, `checkout with Express ${at}`);
    await noSidewaysScroll(shopperPage, `checkout ${at}`);
    await shot(shopperPage, 'checkout');
    const total = (await valueOf(shopperPage, 'Total incl. VAT').textContent()) ?? '';
    const itemsTotal = cents((await valueOf(shopperPage, 'Items total').textContent()) ?? '');

    await shopperPage.getByRole('button', { name: 'Confirm' }).click();
    await shopperPage.waitForURL(/\/pay\/cs_test_/);
    await expect(shopperPage.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
    await shopperPage.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shopperPage.getByLabel('Expiry (MM / YY)').fill('12 / 40');
    await shopperPage.getByLabel('CVC').fill('123');
    await shopperPage.getByLabel('Name on card').fill('Zofia Łukasiewicz');
    await shot(shopperPage, 'test-checkout');
    await shopperPage.getByRole('button', { name: /^Pay \$/ }).click();
    await shopperPage.waitForURL(/\/user\/order$/);
    const thanks = shopperPage.getByRole('heading', { name: /^Thank you — order .* is paid$/ });
    await expect(thanks).toBeVisible();
    const orderId = ((await thanks.textContent()) ?? '').replace(/^.*order (\S+) is paid$/, '$1');

    // The order's own page: the delivery row names Express, the tax row its line.
    const card = shopperPage.getByRole('article', { name: orderId });
    await expect(card).toContainText('Payment Success');
    await card.getByRole('link', { name: `Detail of order ${orderId}` }).click();
    await expect(valueOf(shopperPage, 'Delivery')).toContainText('Express, delivered within 2 days');
    await expect(shopperPage.getByRole('list', { name: 'Tax lines' })).toContainText('California sales tax 8.25 %');
    await expectAxeClean(shopperPage, `order detail ${at}`);
    await noSidewaysScroll(shopperPage, `order detail ${at}`);
    await shot(shopperPage, 'order-detail');

    // The invoice: the Express line and the tax table (rate, base, tax).
    await shopperPage.goto('/user/order');
    const [download] = await Promise.all([
      shopperPage.waitForEvent('download'),
      card.getByRole('button', { name: 'Get Invoice' }).click(),
    ]);
    const pdf = await fs.readFile((await download.path())!);
    await fs.writeFile(`test-results/shipping-tax-invoice-${viewport.width}.pdf`, pdf);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain(orderId);
    expect(text).toContain('Shipping (Express) $15.00');
    // One line per rate: the items' and the shipping's, each rounded once (half up, to the cent).
    const itemsTax = taxOf(itemsTotal, viewport.pricesIncludeTax);
    const shippingTax = taxOf(1500, viewport.pricesIncludeTax);
    expect(text).toContain(`California sales tax 8.25 % ${formatMoney(itemsTotal)} ${formatMoney(itemsTax)}`);
    expect(text).toContain(`California sales tax (shipping) 8.25 % $15.00 ${formatMoney(shippingTax)}`);
    expect(text).toContain(`Total tax ${formatMoney(itemsTax + shippingTax)}`);
    expect(text).toContain(`Total paid ${total}`);
    // The tax is inside the total or added to it, as the setting said when the order was placed.
    expect(cents(total)).toBe(itemsTotal + 1500 + (viewport.pricesIncludeTax ? 0 : itemsTax + shippingTax));
    if (viewport.pricesIncludeTax) expect(text).not.toContain('Tax number');
    else expect(text).toContain('Tax number: US-EIN 12-3456789');

    await context.close();
  });
}
