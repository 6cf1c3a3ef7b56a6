import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Addon, Product as ProductInCode } from '../src/shared/schemas/catalog';
import type { OnWire } from '../src/shared/wire-names';
import type { Variant } from '../src/shared/schemas/variant';
import { test, expect } from './support/fixtures';
import { getData } from './support/api';
import { registerCustomer, signIn } from './support/customer';
import { registerOperator } from './support/operator';

/** A product as the API answers it (tests speak the wire). */
type Product = OnWire<ProductInCode>;

/** Animations end at once, so axe never measures the dialog halfway through fading in. */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 120_000 });

/**
 * The demo shop's product with a size sold out in every colour and another size that can be
 * bought (the demo sneaker: size 9 sold out, size 10 in stock), found through the public API so
 * the journey follows the demo catalogue.
 */
async function sneaker(request: APIRequestContext) {
  for (let id = 1; id <= 160; id++) {
    const { list } = await getData<{ list: Variant[] }>(request, `/api/product/inventory/${id}/variants`);
    const sizeIds = [...new Set(list.flatMap((v) => (v.sizeAddonId === null ? [] : [v.sizeAddonId])))];
    const ofSize = (sizeId: number) => list.filter((v) => v.sizeAddonId === sizeId);
    const soldOut = sizeIds.find((s) => ofSize(s).every((v) => !v.available));
    const buyable = sizeIds.find((s) => ofSize(s).some((v) => v.available && v.stockState === 'in_stock'));
    if (soldOut === undefined || buyable === undefined) continue;
    const product = await getData<Product>(request, `/api/product/inventory/${id}`);
    const addons = (await getData<{ list: Addon[] }>(request, `/api/product/inventory/${id}/addon`)).list;
    const name = (addonId: number) => addons.find((a) => a.addonId === addonId)?.name ?? '';
    return { product, soldOut: name(soldOut), buyable: name(buyable) };
  }
  throw new Error('The demo catalogue lacks a product with a sold-out size');
}

async function openPicker(page: Page, product: Product) {
  await page.goto(`/inventory/${product.inventoryId}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /Choose Addons/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Choose Addons' });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An option or row named `name`, whatever it says after it (' — sold out', 'Only 5 left'). */
const exactly = (name: string) => new RegExp(`^${escape(name)}(\\s|$)`);
/** A row of the console's grid for this size: 'Black / 9', or '9' when the product has only sizes. */
const sizeRow = (size: string) => new RegExp(`(^| / )${escape(size)}(\\s|$)`);

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`at ${width} px: a sold-out size cannot be chosen, another is bought; the operator restocks it and the shop offers it again`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const { product, soldOut, buyable } = await sneaker(request);
    const shopper = await registerCustomer(request);
    await signIn(page, shopper);

    const picker = await openPicker(page, product);
    const sizes = picker.getByRole('radiogroup', { name: 'Sizes' });
    await expect(sizes.getByRole('radio', { name: `${soldOut} — sold out` })).toBeDisabled();
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await sizes.getByRole('radio', { name: exactly(buyable) }).click();
    await picker.getByRole('button', { name: 'Confirm selection' }).click();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('Item successfully added to cart')).toBeVisible();

    // The operator counts 5 of the sold-out size in every colour, in a browser of their own.
    const operator = await registerOperator(request);
    const consoleContext = await browser.newContext({ viewport: { width, height } });
    const admin = await consoleContext.newPage();
    await signIn(admin, operator);
    await admin.goto(`/admin/products/${product.inventoryId}`);
    const rows = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: sizeRow(soldOut) }) });
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      const stock = row.getByRole('textbox', { name: /^Stock of / });
      await stock.fill('5');
    }
    await admin.getByRole('textbox', { name: 'Reason for stock changes' }).fill('Found in the back room');
    await admin.getByRole('button', { name: 'Save product' }).click();
    await expect(admin.getByText('Product saved: the shop shows it now')).toBeVisible();
    await consoleContext.close();

    // The picker asks again on every opening: the size is offered within a second or so.
    await page.keyboard.press('Escape');
    await expect(async () => {
      const again = await openPicker(page, product);
      await expect(
        again.getByRole('radiogroup', { name: 'Sizes' }).getByRole('radio', { name: exactly(soldOut) }),
      ).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });
}
