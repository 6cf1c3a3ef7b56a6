import { test as suite, expect } from './support/fixtures';
import { dataOf, getData } from './support/api';
import { bearer, registerCustomer, signIn } from './support/customer';
import { buyAndPay, plainProduct } from './support/order';
import { registerOperator } from './support/operator';
import { startShop, type Shop } from './support/shop';
import { startMailCatcher, type MailCatcher } from '../src/server/test/mail-catcher';
import type { ConsoleMail } from '../src/shared/schemas/console-mails';

/**
 * This journey takes the relay down while the shopper's order is paid, shipped and refunded, so
 * it runs a shop of its own: its SMTP server lives in this test (the suite's catcher is shared by
 * every spec) and its mail retries are short (first wait 200 ms, at most 1 s), so the queue
 * drains soon after the relay is back.
 */
const test = suite.extend<object, { shop: Shop & { relay: MailCatcher } }>({
  shop: [
    // Playwright reads a fixture's dependencies from its first parameter; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const relay = await startMailCatcher();
      const shop = await startShop({
        smtpUrl: relay.url,
        env: { MAIL_RETRY_FIRST_MS: '200', MAIL_RETRY_MAX_MS: '1000', MAIL_MAX_ATTEMPTS: '100' },
      });
      await use({ ...shop, relay });
      await shop.stop();
      await relay.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, use) => use(shop.baseUrl),
});

test('paid, shipped and refunded while the relay is down: three notifications arrive live in the bell, three mails once the relay is back', async ({
  page,
  context,
  request,
  baseURL,
  shop,
}) => {
  const { relay } = shop;
  const nextMail = (to: string) => relay.waitForMail(to, { timeoutMs: 15_000 });
  const shopper = await registerCustomer(request, undefined, nextMail);
  const op = await registerOperator(request, { dataDir: shop.dataDir, nextMail });
  const product = await plainProduct(request);

  // The shopper has the shop open, signed in, with the bell's live stream connected.
  await signIn(page, shopper);
  const streamOpen = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/notifications/stream' && r.status() === 200,
  );
  await page.goto('/');
  await streamOpen;
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  // Set once: still there at the end means the page was never reloaded or left.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // The relay goes down (connections refused) before anything happens to the order.
  await relay.pause();

  // 1. Paid, on the test checkout in another tab: the bell of the open page counts it.
  const checkout = await context.newPage();
  const orderId = await buyAndPay(checkout, request, baseURL!, shopper, product.inventoryId);
  await checkout.close();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  const { orderUuid } = (
    await getData<{ list: { orderId: string; orderUuid: string }[] }>(request, '/api/order/list', shopper.accessToken)
  ).list.find((o) => o.orderId === orderId)!;
  const detail = await getData<{ items: { orderItemId: number }[] }>(
    request,
    `/api/order/${orderUuid}`,
    shopper.accessToken,
  );

  // 2. Shipped by the operator.
  await dataOf(
    await request.post(`/api/admin/orders/${orderUuid}/shipments`, {
      headers: bearer(op),
      data: {
        orderItemIds: detail.items.map((i) => i.orderItemId),
        carrierName: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      },
    }),
  );
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  // 3. Refunded in part by the operator.
  await dataOf(
    await request.post(`/api/admin/orders/${orderUuid}/refunds`, {
      headers: bearer(op),
      data: { amount: 100, reason: 'A goodwill refund for the wait.' },
    }),
  );
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  await expect(page.getByRole('status').filter({ hasText: 'unread' })).toHaveText('3 unread notifications');

  // Meanwhile the three mails wait in the outbox: the relay refused the sender, nothing arrived.
  const orderMails = () =>
    getData<{ list: ConsoleMail[] }>(request, `/api/admin/orders/${orderUuid}/mails`, op.accessToken).then(
      (d) => d.list,
    );
  await expect.poll(async () => (await orderMails()).some((m) => m.lastError !== null), { timeout: 15_000 }).toBe(true);
  const waiting = await orderMails();
  expect(waiting).toHaveLength(3);
  expect(waiting.filter((m) => m.status === 'sent')).toEqual([]);
  const toShopper = () => relay.mails.filter((m) => m.to.includes(shopper.email.toLowerCase()));
  expect(toShopper()).toHaveLength(1); // the sign-up code, sent before the outage

  // The relay is back: the three mails arrive, in the order of their causes.
  await relay.resume();
  await expect
    .poll(async () => (await orderMails()).map((m) => m.status), { timeout: 20_000 })
    .toEqual(['sent', 'sent', 'sent']);
  // Each is sent, so none is sent again: three mails, once each.
  const subjects = toShopper()
    .slice(1)
    .map((m) => m.subject);
  expect(subjects).toHaveLength(3);
  expect(subjects[0]).toMatch(/order .+ is confirmed/);
  expect(subjects[1]).toMatch(/items of order .+ have shipped/);
  expect(subjects[2]).toMatch(/your refund for order .+/);
  expect(new Set(toShopper().map((m) => m.headers['message-id'])).size).toBe(4);

  // The bell lists the three, newest first; "Mark all as read" clears the count.
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('listitem').nth(0)).toContainText('Refund completed');
  await expect(panel.getByRole('listitem').nth(1)).toContainText('Items shipped');
  await expect(panel.getByRole('listitem').nth(2)).toContainText('Payment received');
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(panel.getByText('Unread:')).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
