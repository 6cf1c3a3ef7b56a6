import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
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
// axe takes 2 to 6 s a page on the busy 2-core CI machine; each test audits up to thirteen views,
// and a slow first paint on a loaded machine took one past 2 minutes (and one with ten views past 4).
test.describe.configure({ mode: 'parallel', timeout: 420_000 });

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

/**
 * A shopper with a paid order, both addresses and one product in the cart. The test checkout's
 * page is audited on the way: as it opens, with a field left empty, and with a declined card.
 */
async function shopperWithHistory(
  page: Page,
  request: APIRequestContext,
  baseUrl: string,
  audit: (label: string) => Promise<void>,
): Promise<Customer> {
  const customer = await registerCustomer(request);
  await addressesOf(request, customer);
  await signIn(page, customer);
  const [ordered, inCart] = [await plainProduct(request), await plainProduct(request, 1)];
  await buyAndPay(page, request, baseUrl, customer, ordered.inventoryId, async (checkout) => {
    await expect(checkout.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
    await audit('test checkout');
    await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
    await checkout.getByLabel('Expiry (MM / YY)').fill('12 / 40');
    await checkout.getByLabel('CVC').fill('123');
    await checkout.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(checkout.getByText('Please enter the name on the card.')).toBeVisible();
    await audit('test checkout, a field missing');
    await checkout.getByLabel('Name on card').fill('Zofia Łukasiewicz');
    await checkout.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(checkout.getByRole('alert')).toBeVisible();
    await audit('test checkout, card declined');
  });
  await dataOf(
    await request.post('/api/shopping-cart/item', {
      headers: bearer(customer),
      data: { inventoryId: inCart.inventoryId, qty: 1 },
    }),
  );
  return customer;
}

/**
 * Whether the element's focus ring (its outline) is drawn, and how many pixels of it, at most on
 * one side, fall outside the box that clips its parent's content (a scrolling box clips at its
 * padding edge).
 */
async function ringClipping(element: Locator) {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const width = parseFloat(style.outlineWidth);
    const offset = parseFloat(style.outlineOffset);
    const box = el.getBoundingClientRect();
    const grow = offset + width;
    const ring = { top: box.top - grow, bottom: box.bottom + grow, left: box.left - grow, right: box.right + grow };
    const clip = el.parentElement!;
    const clipBox = clip.getBoundingClientRect();
    const visible = {
      top: clipBox.top + clip.clientTop,
      bottom: clipBox.top + clip.clientTop + clip.clientHeight,
      left: clipBox.left + clip.clientLeft,
      right: clipBox.left + clip.clientLeft + clip.clientWidth,
    };
    return {
      drawn: style.outlineStyle !== 'none' && width > 0,
      clippedPx: Math.max(
        0,
        visible.top - ring.top,
        ring.bottom - visible.bottom,
        visible.left - ring.left,
        ring.right - visible.right,
      ),
    };
  });
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
      // The menu open: the mega menu's panel on a wide screen (reached with the keyboard, as Tab
      // goes from the trigger into its panel), the drawer on a phone. The carousel stands still.
      if (viewport.width >= 768) {
        const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
        await trigger.focus();
        await page.keyboard.press('Enter');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: /^Shop all / })).toBeFocused();
        await audit('mega menu open');
        await page.keyboard.press('Escape');
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await audit('mega menu closed again');
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit('menu drawer');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
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
      const customer = await shopperWithHistory(page, request, baseURL!, audit);
      const { list: orders } = await getData<{ list: { orderUuid: string }[] }>(
        request,
        '/api/order/list',
        customer.accessToken,
      );

      await visit('cart', '/cart');
      // The bell's panel (a drawer on a phone) beside the toasts' region: two landmarks, two names.
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const bellPanel =
        viewport.width >= 768
          ? page.getByRole('region', { name: 'Notifications' })
          : page.getByRole('dialog', { name: 'Notifications' });
      await expect(bellPanel.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
      await audit('notifications open');
      await page.keyboard.press('Escape');
      await expect(bellPanel).toBeHidden();
      await visit('checkout', '/order?couponCode=');
      await visit('addresses', '/address/shipping');
      await page.getByRole('button', { name: 'Add address' }).click();
      await expect(page.getByRole('dialog', { name: 'Add address' })).toBeVisible();
      await audit('address dialog');
      await visit('account', '/user');
      await visit('orders', '/user/order');
      await visit('order detail', `/user/order/${itemAt(orders, 0).orderUuid}`);
      // Every tab of the order page, each with its headings (Order Info was audited above).
      for (const tab of ['Address Info', 'Order Items']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await audit(`order detail, ${tab}`);
      }
      // Reached with the keyboard, a tab shows its whole focus ring inside the (scrolling) tab list.
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: 'Order Info' })).toBeFocused();
      expect(await ringClipping(page.getByRole('tab', { name: 'Order Info' }))).toEqual({
        drawn: true,
        clippedPx: 0,
      });

      expect(found.length, report(found)).toBe(0);
    });
  });
}
