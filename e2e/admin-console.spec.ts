import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { bearer, registerCustomer, signIn, type Customer } from './support/customer';
import { registerOperator } from './support/operator';
import { buyAndPay, plainProduct } from './support/order';
import { toast } from './support/toast';

const orderCard = (page: Page, orderId: string) => page.getByRole('article').filter({ hasText: orderId });
/** The toast saying how an action went (the timeline may say the same words). */

async function orderUuidOf(request: APIRequestContext, shopper: Customer, orderId: string) {
  const { list } = await getData<{ list: { orderId: string; orderUuid: string }[] }>(
    request,
    '/api/order/list',
    shopper.accessToken,
  );
  return list.find((o) => o.orderId === orderId)!.orderUuid;
}

/** A page of its own (own storage) signed in as `who`. */
async function pageAs(browser: Browser, baseURL: string, who: Customer) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

test('a customer who types /admin sees the not-found page', async ({ page, request }) => {
  await signIn(page, await registerCustomer(request));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);
});

test('an operator ships an item, approves a refund and hides a review from the console', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const product = await plainProduct(request, 1);
  const shopper = await registerCustomer(request);
  await signIn(page, shopper);
  const toShip = await buyAndPay(page, request, baseURL!, shopper, product.inventoryId);
  const toRefund = await buyAndPay(page, request, baseURL!, shopper, product.inventoryId);
  const refundUuid = await orderUuidOf(request, shopper, toRefund);
  await dataOf(
    await request.post(`/api/order/${refundUuid}/refund`, {
      headers: bearer(shopper),
      data: { reason: 'Bought it twice' },
    }),
  );
  const shipUuid = await orderUuidOf(request, shopper, toShip);
  const detail = await getData<{ items: { orderItemId: number }[] }>(
    request,
    `/api/order/${shipUuid}`,
    shopper.accessToken,
  );
  await dataOf(
    await request.post(`/api/order/${shipUuid}/item/${detail.items[0]!.orderItemId}/review`, {
      headers: bearer(shopper),
      data: { rating: 2, content: `Scuffed on arrival (${toShip})` },
    }),
  );

  const op = await pageAs(browser, baseURL!, await registerOperator(request));
  await op.goto('/admin');
  await expect(op.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Ship: the orders list, searched by the shopper's email, opens the order; Ship items.
  await op.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  await op.getByRole('searchbox', { name: 'Order number or email' }).fill(shopper.email);
  await op.keyboard.press('Enter');
  await op.getByRole('link', { name: toShip }).click();
  await expect(op.getByRole('heading', { level: 1, name: `Order ${toShip}` })).toBeVisible();
  await op.getByRole('button', { name: 'Ship items' }).click();
  const ship = op.getByRole('dialog', { name: 'Ship items' });
  await ship.getByRole('button', { name: 'Ship items' }).click();
  await expect(ship.getByText('Carrier must not be empty')).toBeVisible();
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Ship items' }).click();
  await expect(toast(op, '1 unit shipped', { exact: true })).toBeVisible();
  await expect(op.getByRole('region', { name: 'Shipments' })).toContainText('1Z999AA10123456784');
  await expect(op.getByRole('region', { name: 'Timeline' })).toContainText('Items shipped with UPS');

  await page.goto(`/user/order/${shipUuid}`);
  await page.getByRole('tab', { name: 'Order Items' }).click();
  await expect(
    page.getByRole('article', { name: product.name }).getByRole('button', { name: 'Check Shipment' }),
  ).toBeVisible();

  // Approve the refund from the dashboard's queue.
  await op.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dashboard' }).click();
  await op.getByRole('link', { name: /Refund requests/ }).click();
  await expect(op).toHaveURL(/refund=requested/);
  await op.getByRole('link', { name: toRefund }).click();
  await op.getByRole('button', { name: 'Approve refund' }).click();
  const approve = op.getByRole('dialog', { name: 'Approve refund' });
  await approve.getByRole('button', { name: 'Approve refund' }).click();
  await expect(toast(op, 'Refund approved', { exact: true })).toBeVisible();
  await expect(op.getByRole('region', { name: 'Timeline' })).toContainText('Refund paid out');

  await page.goto('/user/order');
  await expect(orderCard(page, toRefund)).toContainText('Refunded');

  // Hide the review: it leaves the product page.
  await op.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reviews' }).click();
  await op.getByRole('searchbox', { name: 'Product or email' }).fill(shopper.email);
  await op.keyboard.press('Enter');
  const row = op.getByRole('row').filter({ hasText: `Scuffed on arrival (${toShip})` });
  await row.getByRole('button', { name: /^Hide review/ }).click();
  await op.getByRole('dialog', { name: 'Hide review' }).getByRole('button', { name: 'Hide review' }).click();
  await expect(toast(op, 'Review hidden', { exact: true })).toBeVisible();
  await expect(row.getByText('Hidden')).toBeVisible();
  await page.goto(`/inventory/${product.inventoryId}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(`Scuffed on arrival (${toShip})`)).toHaveCount(0);
  await op.context().close();
});
