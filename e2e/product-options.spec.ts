import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { signIn } from './support/customer';
import { registerOperator } from './support/operator';
import { expectAxeClean } from './support/axe';

/**
 * The product editor as an operator uses it for a new product with options, at both widths:
 * sizes and colours typed as lists make the combinations table appear at once; one save makes
 * the product with them and opens its page without "Leave without saving?"; a changed count
 * with no reason is refused at the top with the focus on what is missing. axe checks each state.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  const at = `${viewport.width} px`;
  test(`a new product's sizes and colours make its combinations at once, saved in one save (${at})`, async ({
    page,
    request,
  }, testInfo) => {
    // A long journey (an upload, two saves, three axe runs) on the shared 2 cores.
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await signIn(page, await registerOperator(request));
    await page.goto('/admin/products/new');
    const name = `Options Tee ${viewport.width}-${Date.now()}`;
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: /^Price/ }).fill('25.00');
    const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2f4a6d' } })
      .png()
      .toBuffer();
    await page
      .getByRole('group', { name: /^Gallery/ })
      .locator('input[type=file]')
      .setInputFiles({ name: 'tee.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByRole('img', { name: /^Gallery .* 1$/ })).toBeVisible({ timeout: 15_000 });

    await page.getByRole('textbox', { name: 'Size', exact: true }).fill('S, M, L');
    await page.getByRole('textbox', { name: 'Colour', exact: true }).fill('Navy, Forest');
    const rows = page.getByRole('rowheader');
    await expect(rows).toHaveText([
      'Navy / Snew',
      'Navy / Mnew',
      'Navy / Lnew',
      'Forest / Snew',
      'Forest / Mnew',
      'Forest / Lnew',
    ]);
    await page.getByRole('textbox', { name: 'Stock of Navy / M' }).fill('3');
    await page.getByRole('textbox', { name: 'SKU of Navy / M' }).fill(`TEE-${viewport.width}-${Date.now()}-NM`);
    await page.getByRole('table').scrollIntoViewIfNeeded();
    await expectAxeClean(page, `new product with options ${at}`);
    await page.screenshot({ path: testInfo.outputPath(`options-new-${viewport.width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Stock of Navy / M' })).toHaveValue('3');
    await expect(page.getByRole('textbox', { name: 'Stock of Forest / L' })).toHaveValue('0');
    await expect(page.getByTestId('product-stock')).toHaveText('3');

    // A changed count needs a reason: refused at the top, the focus where it is missing.
    await page.getByRole('textbox', { name: 'Stock of Forest / L' }).fill('2');
    await page.getByRole('button', { name: 'Save product' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'The product was not saved' });
    await expect(summary).toContainText('Reason for stock changes must not be empty');
    await expect(page.getByRole('textbox', { name: /^Reason for stock changes/ })).toBeFocused();
    await expectAxeClean(page, `stock change without a reason ${at}`);
    await page.screenshot({ path: testInfo.outputPath(`options-refused-${viewport.width}.png`), fullPage: true });
    await page.getByRole('textbox', { name: /^Reason for stock changes/ }).fill('Delivery');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Product saved: the shop shows it now')).toBeVisible();
    await expect(page.getByTestId('product-stock')).toHaveText('5');
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  });
}
