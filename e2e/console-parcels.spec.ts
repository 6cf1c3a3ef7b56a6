import type { APIRequestContext, Page } from '@playwright/test';
import fs from 'node:fs/promises';
import { test, expect } from './support/fixtures';
import { getData } from './support/api';
import { expectAxeClean } from './support/axe';
import { registerCustomer, signIn, type Customer } from './support/customer';
import { registerOperator } from './support/operator';
import { buyAndPay, plainProduct } from './support/order';
import { toast } from './support/toast';

/**
 * An order paid for two units of one product, shipped in two parcels from the console at 1280
 * and 390 px: one unit first (the order reads "Partly shipped"), then the other; a packing slip
 * downloaded; the customer's order page lists both parcels under Check Shipment. axe checks every
 * state shown.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

test.use({ reducedMotion: 'reduce' });

/** A picture of the page as shown, kept with the test's results to look at. */
const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

async function orderUuidOf(request: APIRequestContext, shopper: Customer, orderId: string) {
  const { list } = await getData<{ list: { orderId: string; orderUuid: string }[] }>(
    request,
    '/api/order/list',
    shopper.accessToken,
  );
  return list.find((o) => o.orderId === orderId)!.orderUuid;
}

/**
 * Fills in and sends the open 'Ship items' dialog; the toast counts the units. An earlier parcel's
 * toast with the same words is let go first, so the one found is this parcel's.
 */
async function shipParcel(op: Page, carrier: string, tracking: string, units: string) {
  await expect(toast(op, units, { exact: true })).toHaveCount(0);
  const ship = op.getByRole('dialog', { name: 'Ship items' });
  await ship.getByLabel('Carrier').fill(carrier);
  await ship.getByLabel('Tracking number').fill(tracking);
  await ship.getByRole('button', { name: 'Ship items' }).click();
  await expect(toast(op, units, { exact: true })).toBeVisible();
  await expect(ship).toBeHidden();
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px an operator ships a line of two units in two parcels, with a packing slip`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const product = await plainProduct(request, 2);
    const shopper = await registerCustomer(request);
    await signIn(page, shopper);
    const orderId = await buyAndPay(page, request, baseURL!, shopper, { productId: product.inventoryId, qty: 2 });
    const orderUuid = await orderUuidOf(request, shopper, orderId);

    const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
    const op = await context.newPage();
    await signIn(op, await registerOperator(request));
    await op.goto(`/admin/orders/${orderUuid}`);
    await expect(op.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
    await expect(op.getByText('Not shipped').first()).toBeVisible();
    await expectAxeClean(op, `paid order at ${viewport.width}`);

    // One unit of the two in the first parcel.
    await op.getByRole('button', { name: 'Ship items' }).click();
    const ship = op.getByRole('dialog', { name: 'Ship items' });
    const units = ship.getByRole('spinbutton', { name: `Units of ${product.name} in this parcel` });
    await expect(units).toHaveValue('2');
    await expect(ship).toContainText('of 2');
    await expectAxeClean(op, `ship dialog at ${viewport.width}`);
    await shoot(op, `ship-dialog-${viewport.width}`);
    await units.fill('1');
    await shipParcel(op, 'UPS', '1Z999AA10123456784', '1 unit shipped');
    const items = op.getByRole('region', { name: 'Items' });
    await expect(items.getByText('Partly shipped')).toBeVisible();
    await expect(items.getByText('1 of 2', { exact: true })).toBeVisible();
    await expect(op.getByText('Partly shipped')).toHaveCount(2); // the order's badge and the line's
    await expectAxeClean(op, `partly shipped at ${viewport.width}`);
    await op.screenshot({ path: test.info().outputPath(`partly-shipped-${viewport.width}.png`), fullPage: true });

    // The unit left goes in the second parcel.
    await op.getByRole('button', { name: 'Ship items' }).click();
    await expect(ship.getByText('× 1')).toBeVisible();
    await shipParcel(op, 'USPS', '9400111899223344556677', '1 unit shipped');
    await expect(op.getByText('Partly shipped')).toHaveCount(0);
    await expect(items.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(op.getByRole('button', { name: 'Ship items' })).toHaveCount(0);
    const shipments = op.getByRole('region', { name: 'Shipments' });
    await expect(shipments.getByRole('listitem')).toHaveCount(2);
    await expect(shipments).toContainText('1Z999AA10123456784');
    await expect(shipments).toContainText('9400111899223344556677');
    await expectAxeClean(op, `shipped in two parcels at ${viewport.width}`);
    await op.screenshot({ path: test.info().outputPath(`two-parcels-${viewport.width}.png`), fullPage: true });

    // The first parcel's packing slip: a PDF, downloaded.
    const slipButton = shipments.getByRole('button', { name: /^Packing slip of shipment / }).first();
    const [answer, download] = await Promise.all([
      op.waitForResponse((r) => /\/api\/admin\/shipments\/\d+\/packing-slip\.pdf$/.test(r.url())),
      op.waitForEvent('download'),
      slipButton.click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await answer.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(download.suggestedFilename()).toMatch(new RegExp(`^packing-slip-${orderId}-\\d+\\.pdf$`));
    expect((await fs.readFile(await download.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await context.close();

    // The customer's order page: shipped, and the line's two parcels under Check Shipment.
    await page.goto(`/user/order/${orderUuid}`);
    await page.getByRole('tab', { name: 'Order Items' }).click();
    await page.getByRole('article', { name: product.name }).getByRole('button', { name: 'Check Shipment' }).click();
    const parcels = page.getByRole('dialog', { name: 'Shipment' });
    await expect(parcels.getByRole('region', { name: 'Parcel 1 of 2: 1 unit' })).toContainText('UPS');
    await expect(parcels.getByRole('region', { name: 'Parcel 2 of 2: 1 unit' })).toContainText('USPS');
    await expectAxeClean(page, `the customer's parcels at ${viewport.width}`);
    await shoot(page, `customer-parcels-${viewport.width}`);
  });
}
