import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { bearer, registerCustomer, signIn, type Customer } from './support/customer';
import { addressesOf, buyAndPay, plainProduct } from './support/order';
import { itemAt } from '../src/shared/item-at';

/**
 * axe-core (every rule it runs by default: WCAG 2.x A/AA and best practices) on every storefront
 * page and dialog, at the desktop and the phone width. Per width, one test visits the catalogue
 * signed out and one a customer's pages, with one shopper and one paid order. On failure the message
 * lists each violation: page, rule, what it asks, and the elements at fault (docs/storefront.md,
 * "Accessibility").
 */

interface Violation {
  page: string;
  rule: string;
  help: string;
  targets: string[];
}

/** Animations end at once, so axe never measures a dialog halfway through fading in. */
test.use({ reducedMotion: 'reduce' });
// axe takes 2 to 6 s a page on the busy 2-core CI machine; each test audits six or seven views, and a
// slow first paint on a loaded machine took one past 2 minutes.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

/**
 * The page has drawn its content: the app has taken over from the server's first paint (whose
 * inert copy axe would otherwise read as a page without a main landmark or heading), its heading
 * is shown, nothing is loading, the network is idle.
 */
async function settled(page: Page) {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#root main').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function audit(page: Page, name: string, found: Violation[]) {
  const results = await new AxeBuilder({ page })
    // Experimental, so off, in axe-core 4.13 (what @axe-core/playwright 4.13 bundles; on by default
    // from 4.14, which needs Node 22): a link's name must contain the text it shows (WCAG 2.5.3).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  for (const violation of results.violations)
    found.push({
      page: name,
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
}

function report(found: Violation[]): string {
  const lines = found.map(
    ({ page, rule, help, targets }) =>
      `${page}: ${rule} (${help}), ${targets.length} element(s): ${targets.slice(0, 5).join(' | ')}`,
  );
  return `axe found ${found.length} violation(s):\n${lines.join('\n')}`;
}

/** A product of category 1 that has add-ons, for the picker. */
async function productWithAddons(request: APIRequestContext) {
  const { list } = await getData<{ list: { inventoryId: number }[] }>(
    request,
    '/api/product/inventory?categoryId=1&page=1&num=24',
  );
  for (const { inventoryId: productId } of list) {
    const addons = await getData<{ list: unknown[] }>(request, `/api/product/inventory/${productId}/addon`);
    if (addons.list.length > 0)
      return getData<{ inventoryId: number; name: string }>(request, `/api/product/inventory/${productId}`);
  }
  throw new Error('The demo catalogue has no product with add-ons in category 1');
}

/** A shopper with a paid order, both addresses and one product in the cart. */
async function shopperWithHistory(page: Page, request: APIRequestContext, baseUrl: string): Promise<Customer> {
  const customer = await registerCustomer(request);
  await addressesOf(request, customer);
  await signIn(page, customer);
  const [ordered, inCart] = [await plainProduct(request), await plainProduct(request, 1)];
  await buyAndPay(page, request, baseUrl, customer, ordered.inventoryId);
  await dataOf(
    await request.post('/api/shopping-cart/item', {
      headers: bearer(customer),
      data: { inventoryId: inCart.inventoryId, qty: 1 },
    }),
  );
  return customer;
}

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Opens each page, waits until it has settled, and collects axe's violations. */
function auditor(page: Page) {
  const found: Violation[] = [];
  return {
    found,
    audit: (label: string) => audit(page, label, found),
    async visit(label: string, path: string) {
      await page.goto(path);
      await settled(page);
      await audit(page, label, found);
    },
  };
}

for (const { name, viewport } of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the catalogue and the login dialog pass axe on the ${name}`, async ({ page, request }) => {
      const { found, audit, visit } = auditor(page);

      // Signed out: a guarded page sends the visitor home with the login dialog open.
      await page.goto('/user');
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await audit('login dialog');

      const product = await productWithAddons(request);
      await visit('home', '/');
      await visit('category', '/category/1');
      await visit('search', `/inventory/search?keyword=${encodeURIComponent(itemAt(product.name.split(' '), 0))}`);
      await visit('product', `/inventory/${product.inventoryId}`);
      await page.getByRole('button', { name: /Choose Addons/ }).click();
      await expect(page.getByRole('dialog', { name: 'Choose Addons' })).toBeVisible();
      await audit('add-on picker');
      await visit('not found', '/404');

      expect(found.length, report(found)).toBe(0);
    });

    test(`a customer's pages pass axe on the ${name}`, async ({ page, request, baseURL }) => {
      const { found, audit, visit } = auditor(page);
      const customer = await shopperWithHistory(page, request, baseURL!);
      const { list: orders } = await getData<{ list: { orderUuid: string }[] }>(
        request,
        '/api/order/list',
        customer.accessToken,
      );

      await visit('cart', '/cart');
      await visit('checkout', '/order?couponCode=');
      await visit('addresses', '/address/shipping');
      await page.getByRole('button', { name: 'Add address' }).click();
      await expect(page.getByRole('dialog', { name: 'Add address' })).toBeVisible();
      await audit('address dialog');
      await visit('account', '/user');
      await visit('orders', '/user/order');
      await visit('order detail', `/user/order/${itemAt(orders, 0).orderUuid}`);

      expect(found.length, report(found)).toBe(0);
    });
  });
}
