import { test as suite, expect } from './support/fixtures';
import { getData } from './support/api';
import { expectAxeClean } from './support/axe';
import { registerCustomer, signIn } from './support/customer';
import { buyAndPay, plainProduct } from './support/order';
import { registerOperator } from './support/operator';
import { startShop, type Shop } from './support/shop';
import { startMailCatcher, type MailCatcher } from '../src/server/test/mail-catcher';
import { signatureIsValid, startWebhookReceiver, type WebhookReceiver } from '../src/server/test/webhook-receiver';

/**
 * An operator points a webhook at another system (here a small HTTP server of this test), a
 * shopper pays, and the operator reads the delivery in the console. Webhooks to a local address
 * need WEBHOOK_ALLOW_PRIVATE, so the journey runs a shop of its own with that setting.
 */
const test = suite.extend<object, { shop: Shop & { relay: MailCatcher; receiver: WebhookReceiver } }>({
  shop: [
    // Playwright reads a fixture's dependencies from its first parameter; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const relay = await startMailCatcher();
      const receiver = await startWebhookReceiver();
      const shop = await startShop({ smtpUrl: relay.url, env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
      await use({ ...shop, relay, receiver });
      await shop.stop();
      await receiver.stop();
      await relay.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, use) => use(shop.baseUrl),
});

test.use({ reducedMotion: 'reduce' });

const PHONE = { width: 390, height: 844 };

test('the operator makes a key and a webhook in the console, a shopper pays, and the delivery shows in the log', async ({
  page,
  browser,
  request,
  baseURL,
  shop,
}, testInfo) => {
  test.setTimeout(180_000);
  const { receiver, relay } = shop;
  const nextMail = (to: string) => relay.waitForMail(to, { timeoutMs: 15_000 });
  const operator = await registerOperator(request, { dataDir: shop.dataDir, nextMail });
  const hookUrl = `${receiver.url}/warehouse`;

  // The operator gives the warehouse system a key that reads the settings (webhooks among them)…
  await signIn(page, operator);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Integrations', exact: true }).click();
  await page.getByRole('button', { name: 'New API key' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'New API key' });
  await keyDialog.getByRole('textbox', { name: /Name/ }).fill('Warehouse');
  await keyDialog.getByRole('checkbox', { name: 'Settings Read' }).check();
  await keyDialog.getByRole('button', { name: 'Create key' }).click();
  const keyShown = page.getByRole('dialog', { name: 'Copy the key of Warehouse' });
  const apiKey = await keyShown.getByRole('textbox', { name: 'Secret' }).inputValue();
  expect(apiKey).toMatch(/^nwk_live_/);
  await keyShown.getByRole('button', { name: 'Done' }).click();

  // …then opens Webhooks from the console's navigation and adds an endpoint.
  await nav.getByRole('link', { name: 'Webhooks', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByLabel('URL').fill(hookUrl);
  await page.getByLabel('Description (optional)').fill('Warehouse system');
  const events = page.getByRole('group', { name: 'Events' });
  await expect(events.getByRole('checkbox', { name: /order\.paid/ })).toBeChecked();
  await events.getByRole('checkbox', { name: /order\.shipped/ }).check();
  await expectAxeClean(page, 'new endpoint form at 1280');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secretBox = page.getByLabel('Signing secret');
  await expect(secretBox).toHaveText(/^whsec_/);
  const secret = (await secretBox.textContent())!;
  await expectAxeClean(page, 'secret shown at 1280');
  await page.screenshot({ path: testInfo.outputPath('webhooks-secret-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  const endpoint = page.getByRole('list', { name: 'Endpoints' }).getByRole('listitem').filter({ hasText: hookUrl });
  await expect(endpoint).toContainText('Active');

  // A shopper, in a browser of their own, buys and pays.
  const shopper = await registerCustomer(request, undefined, nextMail);
  const shopperContext = await browser.newContext({ baseURL });
  const shopperPage = await shopperContext.newPage();
  await signIn(shopperPage, shopper);
  const product = await plainProduct(request);
  const orderNumber = await buyAndPay(shopperPage, request, baseURL!, shopper, product.inventoryId);
  await shopperContext.close();

  // The other system got one signed `order.paid` for that order.
  const [hook] = await receiver.waitFor(1, 20_000);
  expect(hook!.body.type).toBe('order.paid');
  expect(signatureIsValid(hook!, secret)).toBe(true);
  expect((hook!.body.data as { order: { orderId: string } }).order.orderId).toBe(orderNumber);

  // The operator reads the delivery in the console's log.
  await endpoint.getByRole('button', { name: `Deliveries to ${hookUrl}` }).click();
  const log = page.getByRole('table', { name: `Deliveries to ${hookUrl}` });
  const row = log.getByRole('row').filter({ hasText: hook!.body.id });
  await expect(row).toContainText('order.paid');
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('200');
  await expect(row).toContainText('ms');
  await expectAxeClean(page, 'deliveries at 1280');

  // The warehouse system reads the same log with its key.
  const { list: hooks } = await getData<{ list: { webhookId: number; url: string }[] }>(
    request,
    '/api/admin/webhooks',
    apiKey,
  );
  const webhookId = hooks.find((w) => w.url === hookUrl)!.webhookId;
  const { list: log2 } = await getData<{ list: { eventId: string; status: string }[] }>(
    request,
    `/api/admin/webhooks/${webhookId}/deliveries`,
    apiKey,
  );
  expect(log2).toEqual([expect.objectContaining({ eventId: hook!.body.id, status: 'delivered' })]);
  await page.screenshot({ path: testInfo.outputPath('webhooks-log-1280.png'), fullPage: true });

  // On a phone, the same page: the endpoint and its log as cards, nothing cut off.
  await page.setViewportSize(PHONE);
  await page.reload();
  await page.getByRole('button', { name: `Deliveries to ${hookUrl}` }).click();
  const cards = page.getByRole('list', { name: `Deliveries to ${hookUrl}` });
  await expect(cards.getByRole('listitem').filter({ hasText: hook!.body.id })).toContainText('Delivered');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page, 'deliveries at 390');
  await page.screenshot({ path: testInfo.outputPath('webhooks-log-390.png'), fullPage: true });
});
