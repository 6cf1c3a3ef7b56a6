import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { test, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { bearer, registerCustomer, signIn } from './support/customer';
import { buyAndPay, plainProduct } from './support/order';
import { registerOperator } from './support/operator';

const orderCard = (page: Page, orderId: string) => page.getByRole('article').filter({ hasText: orderId });

test('after the sale: invoice, a review with a photo, a refund approved by the operator, a shipment tracked', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await plainProduct(request);
  const shopper = await registerCustomer(request);
  await signIn(page, shopper);
  const orderId = await buyAndPay(page, request, baseURL!, shopper, product.inventoryId);

  // Get Invoice downloads {orderId}.pdf, whose text names the order and the billing name.
  const card = orderCard(page, orderId);
  await expect(card).toContainText('Payment Success');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Get Invoice' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${orderId}.pdf`);
  const pdf = await fs.readFile((await download.path())!);
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  expect(text).toContain(orderId);
  expect(text).toContain('Zofia Łukasiewicz');

  // Write Review with a photo; then Check Review shows it.
  await card.getByRole('link', { name: `Detail of order ${orderId}` }).click();
  await page.getByRole('tab', { name: 'Order Items' }).click();
  const item = page.getByRole('article', { name: product.name });
  await item.getByRole('button', { name: 'Write Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write Review' });
  await dialog.getByRole('radio', { name: '4.5 stars' }).click();
  await dialog.getByLabel('Review').fill(`Sturdy and exactly as pictured (${orderId}).`);
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#b5523b' } })
    .jpeg()
    .toBuffer();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByRole('img', { name: /photo/i })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await item.getByRole('button', { name: 'Check Review' }).click();
  const review = page.getByRole('dialog', { name: 'Your review' });
  await expect(review).toContainText(`Sturdy and exactly as pictured (${orderId}).`);
  await page.keyboard.press('Escape');

  // The review is on the product page, with its photo: the shopper scrolls down to the comments
  // (they load as the page is scrolled; docs/performance.md).
  await page.goto(`/inventory/${product.inventoryId}`);
  await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
  await page.mouse.wheel(0, 1200);
  await expect(page.getByText(`Sturdy and exactly as pictured (${orderId}).`)).toBeVisible();

  // Request Refund: a blank reason sends nothing; a reason makes the Refund Info tab appear.
  await page.goto('/user/order');
  await orderCard(page, orderId)
    .getByRole('link', { name: `Detail of order ${orderId}` })
    .click();
  await page.getByRole('button', { name: 'Request Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Request Refund' });
  await refund.getByRole('button', { name: 'Submit' }).click();
  await expect(refund).toBeVisible();
  await refund.getByLabel('Reason').fill('It arrived scratched.');
  await refund.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('tab', { name: 'Refund Info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Refund' })).toHaveCount(0);

  // The operator approves through the API; the shopper sees Refunded and no invoice button.
  const op = await registerOperator(request);
  const { orderUuid } = (
    await getData<{ list: { orderId: string; orderUuid: string }[] }>(request, '/api/order/list', shopper.accessToken)
  ).list.find((o) => o.orderId === orderId)!;
  await dataOf(await request.post(`/api/admin/orders/${orderUuid}/refund/approve`, { headers: bearer(op), data: {} }));
  await page.goto('/user/order');
  await expect(orderCard(page, orderId)).toContainText('Refunded');
  await expect(orderCard(page, orderId).getByRole('button', { name: 'Get Invoice' })).toHaveCount(0);

  // Another order, shipped by the operator: Check Shipment shows the tracking number.
  const second = await plainProduct(request, 1);
  const secondId = await buyAndPay(page, request, baseURL!, shopper, second.inventoryId);
  const secondOrder = (
    await getData<{ list: { orderId: string; orderUuid: string }[] }>(request, '/api/order/list', shopper.accessToken)
  ).list.find((o) => o.orderId === secondId)!;
  const detail = await getData<{ items: { orderItemId: number }[] }>(
    request,
    `/api/order/${secondOrder.orderUuid}`,
    shopper.accessToken,
  );
  await dataOf(
    await request.post(`/api/admin/orders/${secondOrder.orderUuid}/shipments`, {
      headers: bearer(op),
      data: {
        orderItemIds: detail.items.map((i) => i.orderItemId),
        carrierName: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      },
    }),
  );
  await orderCard(page, secondId)
    .getByRole('link', { name: `Detail of order ${secondId}` })
    .click();
  await page.getByRole('tab', { name: 'Order Items' }).click();
  await page.getByRole('article', { name: second.name }).getByRole('button', { name: 'Check Shipment' }).click();
  const shipment = page.getByRole('dialog', { name: 'Shipment' });
  await expect(shipment).toContainText('UPS');
  await expect(shipment.getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
});
