import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { expectAxeClean } from './support/axe';
import { bearer, registerCustomer, signIn, type Customer } from './support/customer';
import { registerOperator } from './support/operator';
import { buyAndPay, plainProduct } from './support/order';
import { toast } from './support/toast';

/**
 * Getting into the console and around it, as an operator sees it at both widths: /admin signed
 * out asks to sign in and comes back; the account page links the console; a saved product
 * leaves without "Leave without saving?"; a refund's mail shows on the order page at once.
 * axe checks every state it visits.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

async function signInThroughDialog(page: Page, who: Customer) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await dialog.getByLabel(/^Password/).fill(who.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
}

for (const viewport of VIEWPORTS) {
  const at = `at ${viewport.width} px`;

  test(`/admin signed out asks to sign in and returns to the console; the account page links it (${at})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const operator = await registerOperator(request);
    await page.goto('/admin/orders');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expectAxeClean(page, `login over /admin ${at}`);
    await signInThroughDialog(page, operator);
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expectAxeClean(page, `orders after sign-in ${at}`);
    // Each filter is wide enough to read its first option whole ("Any payment", not "Any payı").
    for (const filter of ['Payment', 'Refund', 'Shipping']) {
      const box = await page.getByRole('combobox', { name: filter, exact: true }).boundingBox();
      expect(box!.width, filter).toBeGreaterThanOrEqual(150);
    }

    // The storefront's account page offers the console to an operator…
    await page.goto('/user');
    const actions = page.getByRole('region', { name: 'My Actions' });
    await actions.getByRole('link', { name: /^Operator console/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectAxeClean(page, `dashboard ${at}`);
    // The page ends where its content does: nothing scrolls past the console's column into blank space.
    const overflow = await page.evaluate(() => {
      const main = document.getElementById('admin-main')!.getBoundingClientRect();
      return {
        below: document.documentElement.scrollHeight - Math.max(main.bottom + window.scrollY, window.innerHeight),
        sideways: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(overflow).toEqual({ below: 0, sideways: 0 });
  });

  test(`a customer's account page has no console link (${at})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await signIn(page, await registerCustomer(request));
    await page.goto('/user');
    await expect(
      page.getByRole('region', { name: 'My Actions' }).getByRole('link', { name: /^My Orders/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /console/i })).toHaveCount(0);
  });

  test(`a saved product leaves without "Leave without saving?" (${at})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const operator = await registerOperator(request);
    const product = await plainProduct(request, viewport.width === 1280 ? 2 : 3);
    const saved = await getData<Record<string, unknown>>(
      request,
      `/api/admin/products/${product.inventoryId}`,
      operator.accessToken,
    );
    await signIn(page, operator);
    await page.goto(`/admin/products/${product.inventoryId}`);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue(String(saved.name));
    await name.fill(`${String(saved.name)} (console check)`);
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(toast(page, 'Product saved: the shop shows it now')).toBeVisible();
    await expect(toast(page, 'Product saved: the shop shows it now')).toBeHidden();
    await expectAxeClean(page, `product editor saved ${at}`);
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);

    // A save refused on the spot says why at the top and puts the focus on the field.
    await page.goto(`/admin/products/${product.inventoryId}`);
    await name.fill('');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The product was not saved' })).toContainText(
      'Name must not be empty',
    );
    await expect(name).toBeFocused();
    await expectAxeClean(page, `product editor refused ${at}`);

    const { inventoryId: _id, stock: _stock, updatedAt: _at, ...body } = saved;
    await dataOf(
      await request.post(`/api/admin/products/${product.inventoryId}`, { data: body, headers: bearer(operator) }),
    );
  });

  test(`the combinations grid marks a duplicate SKU and asks before leaving; add-ons and counts fit (${at})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    let productId = 0;
    for (let id = 1; id <= 160 && !productId; id++) {
      const { list } = await getData<{ list: unknown[] }>(request, `/api/product/inventory/${id}/variants`);
      if (list.length > 1) productId = id;
    }
    await signIn(page, await registerOperator(request));
    await page.goto(`/admin/products/${productId}`);
    // Every add-on's name has room to be typed in.
    const addonName = await page.getByRole('textbox', { name: 'Add-on 1 name' }).boundingBox();
    expect(addonName!.width).toBeGreaterThanOrEqual(150);
    // The count is on the screen without scrolling the grid sideways.
    const stock = page.getByRole('textbox', { name: /^Stock of / }).first();
    await stock.scrollIntoViewIfNeeded();
    const box = await stock.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

    const skus = page.getByRole('textbox', { name: /^SKU of / });
    await skus.first().fill(await skus.nth(1).inputValue());
    const taken = await skus.nth(1).inputValue();
    await expect(skus.first()).toHaveAccessibleDescription(`SKU ${taken} is given to two combinations here`);
    // A save is refused on the spot: the problem listed at the top, the first cell focused.
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('alert', { name: /The product was not saved/ })).toContainText(
      `SKU ${taken} is given to two combinations here`,
    );
    await expect(skus.first()).toBeFocused();
    await expectAxeClean(page, `combinations with a duplicate SKU ${at}`);
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  });

  test(`a refund's mail shows on the order page without a reload (${at})`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const shopper = await registerCustomer(request);
    await signIn(page, shopper);
    const product = await plainProduct(request, 1);
    const orderId = await buyAndPay(page, request, baseURL!, shopper, product.inventoryId);
    const { list } = await getData<{ list: { orderId: string; orderUuid: string }[] }>(
      request,
      '/api/order/list',
      shopper.accessToken,
    );
    const orderUuid = list.find((o) => o.orderId === orderId)!.orderUuid;

    const context = await page.context().browser()!.newContext({ baseURL, viewport });
    const op = await context.newPage();
    await signIn(op, await registerOperator(request));
    await op.goto(`/admin/orders/${orderUuid}`);
    await expect(op.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
    const mails = op.getByRole('region', { name: 'Mails' });
    await expect(mails).toBeVisible();
    await expect(mails).not.toContainText('your refund');

    await op.getByRole('region', { name: 'Refunds' }).getByRole('button', { name: 'Refund' }).click();
    const dialog = op.getByRole('dialog', { name: 'Refund' });
    await dialog.getByRole('radio', { name: 'An amount' }).check();
    await dialog.getByLabel('Amount ($)').fill('1.00');
    await dialog.getByLabel(/^Reason/).fill('A scratch on the side');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('button', { name: 'Refund $1.00' }).click();
    await expect(toast(op, '$1.00 refunded')).toBeVisible();
    await expect(mails).toContainText(`your refund for order ${orderId}`);
    // axe reads a toast's colours halfway through its fade as low contrast: check the page once it has gone.
    await expect(toast(op, '$1.00 refunded')).toBeHidden();
    await expectAxeClean(op, `order after a refund ${at}`);
    await context.close();
  });
}
