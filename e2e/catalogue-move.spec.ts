import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { PRODUCT_FILE_COLUMNS } from '../src/shared/schemas/catalogue-move';
import { zipOf } from '../src/server/test/zip-file';
import { test, expect } from './support/fixtures';
import { signIn } from './support/customer';
import { registerOperator } from './support/operator';
import { expectAxeClean } from './support/axe';

/**
 * Moving in (docs/operator-console.md, "Import and export"): the operator downloads the template,
 * dry-runs then imports a file with its pictures in a zip, follows the progress to the report,
 * finds the new product on the storefront, and takes this month's orders out as CSV.
 */

const PHONE = { width: 390, height: 844 };

test('an operator brings products in from a spreadsheet with their pictures and takes the orders out', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  const tag = Date.now().toString(36).toUpperCase();
  const name = `Moved-in lantern ${tag}`;
  const operator = await registerOperator(page.request);
  await signIn(page, operator);
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  await expectAxeClean(page, 'import page at 1280');

  // The template: the header every file starts with.
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('product-import-template.csv');
  const header = (await readFile((await template.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\n')[0];
  expect(header).toBe(PRODUCT_FILE_COLUMNS.join(','));

  // A lantern in two sizes, its picture in a zip, and a row with a bad price.
  const row = (cells: Partial<Record<(typeof PRODUCT_FILE_COLUMNS)[number], string>>) =>
    PRODUCT_FILE_COLUMNS.map((c) => cells[c] ?? '').join(',');
  const csv = [
    header,
    row({
      externalId: `LANTERN-${tag}`,
      name,
      descriptionHtml: '<p>Brass and glass.</p>',
      category: 'Moving in',
      subcategory: 'Lanterns',
      price: '39.00',
      sizes: 'Small|Large:10.00',
      requires: 'size',
      pictures: 'lantern.png',
      size: 'Small',
      sku: `LANTERN-${tag}-S`,
      stock: '5',
    }),
    row({ externalId: `LANTERN-${tag}`, size: 'Large', sku: `LANTERN-${tag}-L`, stock: '2' }),
    row({
      externalId: `BAD-${tag}`,
      name: 'Bad price',
      category: 'Moving in',
      subcategory: 'Lanterns',
      price: 'ten',
      pictures: 'lantern.png',
    }),
  ].join('\n');
  const picture = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#b58b3a' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Product file (CSV)')
    .setInputFiles({ name: 'lanterns.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page
    .getByLabel('Pictures it names (zip, optional)')
    .setInputFiles({ name: 'pictures.zip', mimeType: 'application/zip', buffer: zipOf({ 'lantern.png': picture }) });
  await page.getByLabel(/Create the categories/).check();

  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText('Dry run finished: nothing was written')).toBeVisible({ timeout: 60_000 });
  const dryReport = page.getByRole('region', { name: 'Dry run report' });
  await expect(dryReport.getByRole('table', { name: 'Refused rows' })).toContainText(
    'price "ten" is not an amount like 12.50',
  );
  await expect(dryReport.getByRole('table', { name: 'Refused rows' })).toContainText('4');

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report.getByText('created').locator('..')).toContainText('1');
  await page.screenshot({ path: testInfo.outputPath('import-report-1280.png'), fullPage: true });
  await expectAxeClean(page, 'import report at 1280');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath('import-report-390.png'), fullPage: true });
  await expectAxeClean(page, 'import report at 390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The storefront finds it, with its picture re-encoded as an upload.
  await page.goto(`/inventory/search?${new URLSearchParams({ keyword: 'moved-in lantern' })}`);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('img[src*="/media/uploads/"]').first()).toBeVisible();

  // This month's orders, with the list's filters.
  await page.goto('/admin/orders');
  const ordersDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export orders' }).click();
  const orders = await ordersDownload;
  expect(orders.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const ordersCsv = (await readFile((await orders.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(ordersCsv.split('\n')[0]).toMatch(/^orderNumber,placedAt,paidAt,/);
  await expectAxeClean(page, 'orders with the export at 1280');
});
