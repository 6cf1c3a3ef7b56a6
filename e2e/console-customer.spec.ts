import fs from 'node:fs';
import path from 'node:path';
import { test as suite, expect } from './support/fixtures';
import { getData } from './support/api';
import { registerCustomer, signIn } from './support/customer';
import { registerOperator } from './support/operator';
import { startShop, type Shop } from './support/shop';
import { parseMail, type CaughtMail } from '../src/server/test/mail-catcher';
import { toast } from './support/toast';
import { expectAxeClean } from './support/axe';

/**
 * The console's customer page at both widths: an operator adds an internal note and sends a
 * password reset; the customer follows the link in the mail (read from the outbox file, as the
 * shop writes it without SMTP) to the storefront's reset page and sets a new password, which ends
 * the sign-in they had. Each journey runs a shop of its own without SMTP_URL, so mail lands in
 * DATA_DIR/outbox. axe checks the page, the dialog and the reset page.
 */
const test = suite.extend<{ shop: Shop }>({
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  shop: async ({}, use) => {
    const shop = await startShop({ smtpUrl: '' });
    await use(shop);
    await shop.stop();
  },
  baseURL: async ({ shop }, use) => use(shop.baseUrl),
});

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const NEW_PASSWORD = 'lighthouse keeper 1852';

/** The shop's mails to `to` in its outbox, oldest first (the sender renames each whole file to .eml). */
function outboxMailsTo(dataDir: string, to: string): CaughtMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => parseMail(fs.readFileSync(path.join(dir, file), 'utf8')))
    .filter((mail) => mail.to.includes(to.toLowerCase()));
}

/** Reads each mail of the outbox once, as the SMTP catcher's `nextMailTo` does. */
function outboxReader(dataDir: string) {
  const seen = new Map<string, number>();
  return async (to: string): Promise<CaughtMail> => {
    const index = seen.get(to) ?? 0;
    await expect.poll(() => outboxMailsTo(dataDir, to).length, { timeout: 15_000 }).toBeGreaterThan(index);
    seen.set(to, index + 1);
    return outboxMailsTo(dataDir, to)[index]!;
  };
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px an operator notes a customer and sends a reset link the customer follows`, async ({
    page,
    request,
    browser,
    shop,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const nextMail = outboxReader(shop.dataDir);
    const customer = await registerCustomer(request, undefined, nextMail);
    const operator = await registerOperator(request, { dataDir: shop.dataDir, nextMail });
    const { userId } = await getData<{ userId: number }>(request, '/api/user/profile', customer.accessToken);

    await signIn(page, operator);
    await page.goto(`/admin/customers/${userId}`);
    await expect(page.getByRole('heading', { level: 1, name: customer.email })).toBeVisible();
    const details = page.getByRole('region', { name: 'Account details' });
    await expect(details).toContainText('Yes, at sign-up');
    await expect(details).toContainText('On 1 device');

    // An internal note, listed with who wrote it.
    const notes = page.getByRole('region', { name: 'Internal notes' });
    await notes
      .getByRole('textbox', { name: /Internal note/ })
      .fill('Called: the parcel goes to the neighbour at No. 12.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(toast(page, 'Note added')).toBeVisible();
    await expect(notes.getByRole('listitem').first()).toContainText('the neighbour at No. 12');
    await expect(notes.getByRole('listitem').first()).toContainText(operator.email);
    await expectAxeClean(page, `customer page at ${viewport.width}`);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, 'the customer page scrolls sideways').toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`customer-${viewport.width}.png`), fullPage: true });

    // The reset link, confirmed first.
    await page.getByRole('button', { name: 'Send password reset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send password reset' });
    await expect(dialog).toContainText(`mailed to ${customer.email}`);
    await expectAxeClean(page, `reset dialog at ${viewport.width}`);
    // A long address wraps inside the dialog: its buttons stay on the screen.
    const sendLink = dialog.getByRole('button', { name: 'Send link' });
    await expect(sendLink).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: testInfo.outputPath(`reset-dialog-${viewport.width}.png`) });
    await sendLink.click();
    await expect(toast(page, `Reset link sent to ${customer.email}`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The customer opens the mail's link in a browser of their own.
    const mail = await nextMail(customer.email);
    expect(mail.subject).toMatch(/^Set a new password for your .+ account$/);
    const link = /http:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    const own = await browser.newContext({ viewport });
    const shopper = await own.newPage();
    await shopper.goto(link!);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    // The token leaves the address bar once read.
    await expect.poll(() => new URL(shopper.url()).hash).toBe('');
    await expectAxeClean(shopper, `reset page at ${viewport.width}`);
    await shopper.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await shopper.getByLabel(/^Confirm Password/).fill(NEW_PASSWORD);
    await shopper.getByRole('button', { name: 'Set new password' }).click();
    await expect(shopper.getByText('Your password was changed. Sign in with your new password.')).toBeVisible();
    await expectAxeClean(shopper, `reset page done at ${viewport.width}`);
    await shopper.screenshot({ path: testInfo.outputPath(`reset-${viewport.width}.png`), fullPage: true });

    // The sign-in the customer had is over; the new password signs in, and the link works once.
    const refreshed = await request.post('/api/auth/refresh', { data: { refreshToken: customer.refreshToken } });
    expect(refreshed.status()).toBe(401);
    const login = await request.post('/api/auth/login', {
      data: { loginId: customer.email, password: NEW_PASSWORD },
      headers: { 'X-Forwarded-For': '10.200.0.1' },
    });
    expect(login.status()).toBe(200);
    // Opened again (a new tab: the same address would only change the fragment), it is refused.
    const again = await own.newPage();
    await again.goto(link!);
    await again.getByLabel(/^New Password/).fill('another fine passphrase');
    await again.getByLabel(/^Confirm Password/).fill('another fine passphrase');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await expect(again.getByRole('status')).toContainText('This reset link is no longer valid');
    await own.close();
  });
}
