import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { expectAxeClean } from './support/axe';
import { bearer, registerCustomer, signIn, type Customer } from './support/customer';
import { registerOperator } from './support/operator';
import { buyAndPay, plainProduct } from './support/order';
import { toast } from './support/toast';

/**
 * The console's daily work on a phone (docs/operator-console.md): pick a home section's products
 * by name, edit a description with the rich-text editor, hold and approve a review, add a note to
 * an order; and the shop pages the footer links. axe checks every page it touches.
 */
test.use({ reducedMotion: 'reduce' });

const PHONE = { width: 390, height: 844 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The console's drawer on a phone: open it and follow one of its links. */
async function openFromMenu(page: Page, link: string) {
  await page.getByRole('button', { name: 'Console menu' }).click();
  await page.getByRole('dialog', { name: 'Console' }).getByRole('link', { name: link, exact: true }).click();
}

const setHold = async (request: APIRequestContext, operator: Customer, holdNewReviews: boolean) =>
  dataOf(await request.post('/api/admin/settings', { data: { holdNewReviews }, headers: bearer(operator) }));

test('the footer links the shop pages, which read well at both widths', async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Shop information' }).getByRole('link', { name: 'Returns' }).click();
    await expect(page).toHaveURL(/\/pages\/returns$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAxeClean(page, `returns page at ${viewport.width}`);
  }
});

test('on a phone an operator picks home products by name, edits a description, approves a held review and notes an order', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const operator = await registerOperator(request);
  await signIn(page, operator);
  const product = await plainProduct(request, 2);
  const orderId = await buyAndPay(page, request, baseURL!, operator, product.inventoryId);
  const { list: orders } = await getData<{ list: { orderId: string; orderUuid: string }[] }>(
    request,
    '/api/order/list',
    operator.accessToken,
  );
  const orderUuid = orders.find((o) => o.orderId === orderId)!.orderUuid;

  // Hold new reviews (the console's switch), write one: it is held, not on the product page.
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const hold = page.getByRole('checkbox', { name: 'Hold new reviews for approval' });
  const content = `Held for a moment (${orderId})`;
  try {
    await hold.check();
    await expect(toast(page, 'New reviews now wait for your approval')).toBeVisible();
    const detail = await getData<{ items: { orderItemId: number }[] }>(
      request,
      `/api/order/${orderUuid}`,
      operator.accessToken,
    );
    await dataOf(
      await request.post(`/api/order/${orderUuid}/item/${detail.items[0]!.orderItemId}/review`, {
        headers: bearer(operator),
        data: { rating: 4, content },
      }),
    );
  } finally {
    // The shop is shared with the other specs, whose reviews must show at once.
    await setHold(request, operator, false);
  }
  const publicReviews = async () =>
    JSON.stringify(await getData(request, `/api/product/inventory/${product.inventoryId}/review?page=1&num=50`));
  expect(await publicReviews()).not.toContain(content);

  await page.reload();
  await page.getByRole('searchbox', { name: 'Product or email' }).fill(operator.email);
  await page.keyboard.press('Enter');
  const card = page.getByRole('listitem').filter({ hasText: content });
  await expect(card.getByText('Awaiting approval')).toBeVisible();
  await expectAxeClean(page, 'reviews');
  await card.getByRole('button', { name: /^Approve review/ }).click();
  await page.getByRole('dialog', { name: 'Approve review' }).getByRole('button', { name: 'Approve review' }).click();
  await expect(toast(page, 'Review approved: it shows now')).toBeVisible();
  await expect(card.getByText('Visible')).toBeVisible();
  await expect.poll(publicReviews).toContain(content);

  // The home page's sections: find a product by its name and add it to a products section.
  const savedSections = await getData<{ sections: { inventoryIds?: number[] }[] }>(
    request,
    '/api/admin/home/sections',
    operator.accessToken,
  );
  const inSections = new Set(savedSections.sections.flatMap((s) => s.inventoryIds ?? []));
  let pick = await plainProduct(request, 3);
  for (let skip = 4; inSections.has(pick.inventoryId); skip++) pick = await plainProduct(request, skip);
  await openFromMenu(page, 'Home page');
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  const finder = page.getByRole('searchbox', { name: /^Find a product for section/ }).first();
  const sectionName = (await finder.evaluate((e) => e.closest('label')?.textContent ?? ''))
    .replace('Find a product for ', '')
    .trim();
  await finder.fill(pick.name);
  await page.getByRole('button', { name: new RegExp(`^${escape(pick.name)}`) }).click();
  const chosen = page.getByRole('list', { name: `Products of ${sectionName.toLowerCase()}, in order` });
  await expect(chosen.getByRole('listitem').filter({ hasText: pick.name })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Preview' }).getByText(pick.name)).toBeVisible();

  // Leaving with unsaved changes asks first.
  await openFromMenu(page, 'Orders');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  // The browser's Back button too: the address stays the editor's while it asks.
  const editorUrl = page.url();
  await page.evaluate(() => window.history.back());
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(editorUrl);
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  await expectAxeClean(page, 'home page editor');
  await page.getByRole('button', { name: 'Save sections' }).click();
  await expect(toast(page, 'Sections saved: the home page shows them now')).toBeVisible();
  expect(JSON.stringify(await getData(request, '/api/home/section'))).toContain(`"inventoryId":${pick.inventoryId}`);
  await dataOf(await request.post('/api/admin/home/sections', { data: savedSections, headers: bearer(operator) }));

  // A product's description: bold a new first sentence with the rich-text editor.
  const savedProduct = await getData<Record<string, unknown>>(
    request,
    `/api/admin/products/${product.inventoryId}`,
    operator.accessToken,
  );
  await page.goto(`/admin/products/${product.inventoryId}`);
  const editor = page.getByRole('textbox', { name: 'Description', exact: true });
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Made to last. ');
  await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 'Made to last.'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('toolbar', { name: 'Description formatting' }).getByRole('button', { name: 'Bold' }).click();
  await expect(editor.locator('strong').filter({ hasText: 'Made to last.' })).toBeVisible();
  await expectAxeClean(page, 'product editor');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(toast(page, 'Product saved: the shop shows it now')).toBeVisible();
  const shown = await getData(request, `/api/product/inventory/${product.inventoryId}`);
  expect(JSON.stringify(shown)).toContain('<strong>Made to last.</strong>');
  const { inventoryId: _id, stock: _stock, updatedAt: _at, ...body } = savedProduct;
  await dataOf(
    await request.post(`/api/admin/products/${product.inventoryId}`, { data: body, headers: bearer(operator) }),
  );

  // An internal note on the order, on its timeline.
  await page.goto(`/admin/orders/${orderUuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Internal note' }).fill('Customer asked for gift wrap');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, 'Note added')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Note: Customer asked for gift wrap');
  await expectAxeClean(page, 'order');

  // The shop pages' editor.
  await openFromMenu(page, 'Shop pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop pages' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
  await expectAxeClean(page, 'shop pages editor');
});

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`a review held for approval says so to its author (at ${viewport.width} px)`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const operator = await registerOperator(request);
    const customer = await registerCustomer(request);
    await signIn(page, customer);
    const product = await plainProduct(request, viewport.width === 1280 ? 4 : 5);
    const orderId = await buyAndPay(page, request, baseURL!, customer, product.inventoryId);
    const { list: orders } = await getData<{ list: { orderId: string; orderUuid: string }[] }>(
      request,
      '/api/order/list',
      customer.accessToken,
    );
    const orderUuid = orders.find((o) => o.orderId === orderId)!.orderUuid;
    const said = 'Thanks! Your review will appear once it has been approved.';

    await page.goto(`/user/order/${orderUuid}`);
    await page.getByRole('tab', { name: 'Order Items' }).click();
    try {
      await setHold(request, operator, true);
      await page.getByRole('button', { name: 'Write Review' }).click();
      const form = page.getByRole('dialog', { name: 'Write Review' });
      await form.getByRole('radio', { name: '4 stars' }).click();
      await form.getByRole('textbox', { name: 'Review' }).fill(`Held until approved (${orderId})`);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form).toBeHidden();
      await expect(toast(page, said)).toBeVisible();
    } finally {
      // The shop is shared with the other specs, whose reviews must show at once.
      await setHold(request, operator, false);
    }
    // And it stays said where the author reads their review.
    await page.getByRole('button', { name: 'Check Review' }).click();
    const review = page.getByRole('dialog', { name: 'Your review' });
    await expect(review.getByText(said)).toBeVisible();
    await expect(review.getByText(`Held until approved (${orderId})`)).toBeVisible();
    await expectAxeClean(page, `held review at ${viewport.width}`);
  });
}
