import type { APIRequestContext } from '@playwright/test';
import type { Product as ProductInCode } from '../src/shared/schemas/catalog';
import type { OnWire } from '../src/shared/wire-names';
import type { AdminVariant } from '../src/shared/schemas/variant';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { bearer, registerCustomer, signIn, type Customer } from './support/customer';
import { registerOperator } from './support/operator';
import { addressesOf, buyAndPay, plainProduct } from './support/order';
import { axeViolations, expectAxeClean } from './support/axe';

/** A product as the API answers it (tests speak the wire). */
type Product = OnWire<ProductInCode>;

/**
 * The storefront tells the truth about options and stock: the add-on picker offers a colour while
 * any size of it can be bought, the stock note follows the chosen combination, the filters list
 * only products whose chosen colour and size are in stock together, an unknown filter value shows
 * no products rather than an error, and Add to Cart shows what was added with the way on.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 120_000 });

/** Forest: S 20, M sold out, XL 20. Navy: S and M sold out, XL 3 left. */
const STOCK: Record<string, number> = {
  'Forest/S': 20,
  'Forest/M': 0,
  'Forest/XL': 20,
  'Navy/S': 0,
  'Navy/M': 0,
  'Navy/XL': 3,
};

/** A dress made by the operator with those combinations (a name of its own, so searches find it alone). */
async function dress(request: APIRequestContext, operator: Customer): Promise<Product> {
  const demo = await getData<Product>(request, '/api/product/inventory/1');
  const name = `Truth Dress ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await dataOf<{ inventoryId: number }>(
    await request.post('/api/admin/products', {
      headers: bearer(operator),
      data: {
        name,
        subCategoryId: demo.subCategory.categoryId,
        price: 8900,
        originalPrice: null,
        features: [],
        descriptionHtml: '<p>Linen, cut long.</p>',
        gallery: [demo.coverPath],
        addons: [
          ...['Forest', 'Navy'].map((n) => ({ addonType: 'color', name: n, plusPrice: 0 })),
          ...['S', 'M', 'XL'].map((n) => ({ addonType: 'size', name: n, plusPrice: 0 })),
        ],
        requires: { size: true, color: true, accessory: false, ship: false },
        isActive: true,
        stock: 0,
      },
    }),
  );
  const { list } = await getData<{ list: AdminVariant[] }>(
    request,
    `/api/admin/products/${created.inventoryId}/variants`,
    operator.accessToken,
  );
  const adjustments = list.flatMap((v) => {
    const delta = STOCK[`${v.colorName}/${v.sizeName}`]! - v.stock;
    return delta === 0 ? [] : [{ variantId: v.variantId, delta }];
  });
  await dataOf(
    await request.post('/api/admin/stock/adjustments', {
      headers: bearer(operator),
      data: { adjustments, reason: 'Counted for the journey' },
    }),
  );
  return getData<Product>(request, `/api/product/inventory/${created.inventoryId}`);
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`at ${width} px: options and stock tell the truth, and Add to Cart shows what was added`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const operator = await registerOperator(request);
    const product = await dress(request, operator);
    const shopper = await registerCustomer(request);
    await signIn(page, shopper);

    // The picker opens on Forest and S; Navy is offered though its S is sold out.
    await page.goto(`/inventory/${product.inventoryId}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page
      .getByRole('button', { name: /Choose Addons/ })
      .first()
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose Addons' });
    const colours = picker.getByRole('radiogroup', { name: 'Colors' });
    const sizes = picker.getByRole('radiogroup', { name: 'Sizes' });
    await expect(sizes.getByRole('radio', { name: 'M — sold out' })).toBeDisabled();
    // Not sold out: its XL has 3 left, and the picker says so.
    const navy = colours.getByRole('radio', { name: 'Navy — Only 3 left', exact: true });
    await expect(navy).toBeEnabled();
    // Choosing Navy moves the size to the one Navy has.
    await navy.click();
    await expect(sizes.getByRole('radio', { name: 'XL — Only 3 left' })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: 'S — sold out' })).toBeDisabled();
    await page.screenshot({ path: `test-results/truth-picker-${width}.png` });
    await picker.getByRole('button', { name: 'Confirm selection' }).click();
    await expect(picker).toBeHidden();

    // The stock note follows Navy/XL, not the dress as a whole.
    await expect(page.getByText('Only 3 left', { exact: true })).toBeVisible();
    await expect(page.getByText('In stock', { exact: true })).toHaveCount(0);

    // Add to Cart: a notification names the item and its options, and takes the focus.
    const add = page.getByRole('button', { name: 'Add to Cart' }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    const added = page.getByRole('dialog', { name: 'Item successfully added to cart' });
    await expect(added).toBeFocused();
    await expect(added.getByText(product.name)).toBeVisible();
    await expect(added.getByText('Navy, XL')).toBeVisible();
    await page.screenshot({ path: `test-results/truth-added-${width}.png` });
    await expectAxeClean(page, 'product page with the notification');
    await page.keyboard.press('Tab');
    await expect(added.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(added.getByRole('link', { name: 'View cart' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(added.getByRole('link', { name: 'Checkout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(added).toBeHidden();
    await expect(add).toBeFocused();
    // Again; View cart opens the cart with the line in it.
    await page.keyboard.press('Enter');
    await added.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(product.name).first()).toBeVisible();

    // Filters: Forest + M + In stock leaves the dress out (its Forest/M is sold out); Forest + S keeps it.
    const search = (filters: string) =>
      `/inventory/search?${new URLSearchParams({ keyword: product.name })}&${filters}`;
    await page.goto(search('color=Forest&size=M&inStock=1'));
    await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
    await page.goto(search('color=Forest&size=S&inStock=1'));
    await expect(page.getByRole('link', { name: new RegExp(product.name) }).first()).toBeVisible();

    // A colour the shop does not know: no products, not an error.
    await page.goto(search('color=Purple'));
    await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
    await expect(page.getByText("We couldn't load these products.")).toHaveCount(0);
    await page.screenshot({ path: `test-results/truth-unknown-colour-${width}.png` });
  });
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`at ${width} px: the menu, the bell, the order's tabs and the test checkout pass axe`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    const found: string[] = [];
    const customer = await registerCustomer(request);
    await addressesOf(request, customer);
    await signIn(page, customer);
    const product = await plainProduct(request);
    await buyAndPay(page, request, baseURL!, customer, product.inventoryId);

    // The desktop's mega menu, open.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (width >= 1024) {
      const women = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Women' });
      await women.hover();
      await expect(women).toHaveAttribute('aria-expanded', 'true');
      await page.waitForLoadState('networkidle');
      found.push(...(await axeViolations(page, 'mega menu')));
      await page.mouse.move(0, height - 1);
      await expect(women).toHaveAttribute('aria-expanded', 'false');
    }

    // The bell's list, open.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.waitForLoadState('networkidle');
    found.push(...(await axeViolations(page, 'notifications')));
    await page.keyboard.press('Escape');

    // Each of the order's tabs.
    const { list: orders } = await getData<{ list: { orderUuid: string }[] }>(
      request,
      '/api/order/list',
      customer.accessToken,
    );
    await page.goto(`/user/order/${orders[0]!.orderUuid}`);
    const tabs = page.getByRole('tablist', { name: 'Order' }).getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const name of await tabs.allInnerTexts()) {
      await page.getByRole('tab', { name }).click();
      await page.waitForLoadState('networkidle');
      found.push(...(await axeViolations(page, `order tab ${name}`)));
    }
    // The focus ring of a tab is drawn whole, not cut by the scrolling tab list.
    await page.getByRole('tab', { name: 'Order Info' }).focus();
    await page.keyboard.press('ArrowRight');
    const focused = page.getByRole('tab').and(page.locator(':focus-visible'));
    await expect(focused).toHaveCount(1);
    const clipped = await focused.evaluate((tab) => {
      const ring = tab.getBoundingClientRect();
      const outline = parseFloat(getComputedStyle(tab).outlineWidth) + parseFloat(getComputedStyle(tab).outlineOffset);
      const list = tab.parentElement!.getBoundingClientRect();
      return ring.top - outline < list.top || ring.bottom + outline > list.bottom || ring.left - outline < list.left;
    });
    expect.soft(clipped, "the focused tab's ring is cut by its list").toBe(false);
    await page.screenshot({ path: `test-results/truth-order-tabs-${width}.png` });

    // The test checkout page of a second order, before paying.
    await dataOf(
      await request.post('/api/shopping-cart/item', {
        headers: bearer(customer),
        data: { inventoryId: product.inventoryId, qty: 1 },
      }),
    );
    const { orderId } = await dataOf<{ orderId: string }>(
      await request.post('/api/shopping-cart/order', {
        headers: bearer(customer),
        data: { couponCode: '', ...(await addressesOf(request, customer)) },
      }),
    );
    const { checkoutUrl } = await dataOf<{ checkoutUrl: string }>(
      await request.post(`/api/shopping-cart/order/${orderId}/checkout`, {
        headers: bearer(customer),
        data: { paymentGateway: 'stripe', successUrl: `${baseURL}/order`, cancelUrl: `${baseURL}/user/order` },
      }),
    );
    await page.goto(checkoutUrl);
    await expect(page.getByLabel('Card number')).toBeVisible();
    found.push(...(await axeViolations(page, 'test checkout')));
    await page.screenshot({ path: `test-results/truth-test-checkout-${width}.png`, fullPage: true });

    expect(found).toEqual([]);
  });
}
