import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, nextMailTo, type CaughtMail } from './support/fixtures';
import { registerCustomer, uniqueEmail } from './support/customer';

/**
 * A shopper looks after the account alone (docs/accounts.md): a forgotten password from the login
 * dialog, a new email, their data as a download, and closing the account; axe finds nothing on
 * each new screen and state. At the desktop and the phone width.
 */

// Animations end at once, so axe never measures a dialog halfway through fading in.
test.use({ reducedMotion: 'reduce' });
// axe takes 2 to 6 s a view on the busy 2-core machine; each journey audits eight.
test.describe.configure({ timeout: 180_000 });

/** The next mail to `to` whose subject matches, skipping the notices sent before it. */
async function mailAbout(to: string, subject: RegExp): Promise<CaughtMail> {
  for (let skipped = 0; skipped < 5; skipped += 1) {
    const mail = await nextMailTo(to);
    if (subject.test(mail.subject)) return mail;
  }
  throw new Error(`No mail to ${to} about ${subject}`);
}

/** axe's violations of the page as it is now, as readable lines (none is the goal). */
async function violations(page: Page, view: string): Promise<string[]> {
  // Nothing is loading and the network is idle, so axe sees the view as the shopper does.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map(
    (v) => `${view}: ${v.id} (${v.help}): ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

const loginRefused = async (request: APIRequestContext, loginId: string, password: string) =>
  (await request.post('/api/auth/login', { data: { loginId, password } })).status();

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('forgot password, change email, download my data, close the account', async ({ page, request }) => {
      const found: string[] = [];
      const customer = await registerCustomer(request, uniqueEmail('self-service'));
      const newPassword = 'purple elephant dances';

      // Forgotten password, from the login dialog.
      await page.goto('/');
      await page.getByRole('link', { name: 'Account' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName('Login');
      await dialog.getByRole('button', { name: "Can't sign in? Forgot password?" }).click();
      await expect(dialog).toHaveAccessibleName('Forgot password?');
      found.push(...(await violations(page, 'forgot password')));

      await dialog.getByRole('textbox', { name: 'Email' }).fill(customer.email);
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await expect(dialog).toHaveAccessibleName('Choose a new password');
      await expect(dialog).toContainText(customer.email);
      found.push(...(await violations(page, 'new password')));

      const resetMail = await mailAbout(customer.email, /password reset code/);
      await dialog.getByRole('textbox', { name: 'Verification Code' }).fill(resetMail.code!);
      await dialog.getByLabel(/^New Password/).fill(newPassword);
      await dialog.getByLabel('Confirm Password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('Your password was changed, please login')).toBeVisible();
      await expect(dialog).toHaveAccessibleName('Login');
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email);
      await mailAbout(customer.email, /password was changed/);
      // The old password no longer opens the account; the new one does, in the dialog.
      expect(await loginRefused(request, customer.email, customer.password)).toBe(400);
      await dialog.getByLabel(/^Password/).fill(newPassword);
      await dialog.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Login success')).toBeVisible();
      await expect(dialog).toBeHidden();

      // The account page's new sections.
      await page.getByRole('link', { name: 'Account' }).click();
      await expect(page).toHaveURL(/\/user$/);
      const emailSection = page.getByRole('region', { name: 'Email' });
      await expect(emailSection).toContainText(`You sign in with ${customer.email}.`);
      await expect(page.getByRole('region', { name: 'Password' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Devices and data' })).toBeVisible();
      found.push(...(await violations(page, 'account page')));

      // Change of email: the code goes to the new address; the old one is told, then refused.
      const newEmail = uniqueEmail('moved');
      await emailSection.getByRole('textbox', { name: 'New email' }).fill(newEmail);
      await emailSection.getByLabel(/^Current password/).fill(newPassword);
      await emailSection.getByRole('button', { name: 'Send code to new email' }).click();
      const codeField = emailSection.getByRole('textbox', { name: 'Verification Code' });
      await expect(codeField).toBeFocused();
      await expect(emailSection).toContainText(`Enter the code we sent to ${newEmail}.`);
      found.push(...(await violations(page, 'email code step')));
      const codeMail = await mailAbout(newEmail, /verification code/);
      await codeField.fill(codeMail.code!);
      await emailSection.getByRole('button', { name: 'Confirm new email' }).click();
      await expect(page.getByText('Your email was changed')).toBeVisible();
      await expect(emailSection).toContainText(`You sign in with ${newEmail}.`);
      await mailAbout(customer.email, /email address was changed/);
      expect(await loginRefused(request, customer.email, newPassword)).toBe(400);

      // Download my data: one JSON document, the profile with the new email.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('my-shop-data.json');
      const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
        profile: { email: string };
      };
      expect(exported.profile.email).toBe(newEmail);

      // Closing: the confirmation says what is kept; afterwards nobody signs in with the address.
      const closeSection = page.getByRole('region', { name: 'Close my account' });
      await closeSection.getByRole('button', { name: 'Close my account' }).click();
      await expect(closeSection.getByLabel(/^Password/)).toBeFocused();
      await expect(closeSection).toContainText('your reviews stay, signed “Former customer”');
      await expect(closeSection).toContainText(
        'paid orders, their invoices and credit notes are kept for the shop’s accounts, with the name and address printed on them',
      );
      found.push(...(await violations(page, 'close confirmation')));
      await closeSection.getByLabel(/^Password/).fill(newPassword);
      await closeSection.getByRole('button', { name: 'Close my account for good' }).click();
      await expect(page.getByText('Your account was closed')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await loginRefused(request, newEmail, newPassword)).toBe(400);

      // The login dialog refuses the closed account as it would a wrong password.
      await page.getByRole('link', { name: 'Account' }).click();
      await dialog.getByRole('textbox', { name: 'Email' }).fill(newEmail);
      await dialog.getByLabel(/^Password/).fill(newPassword);
      await dialog.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Incorrect email or password')).toBeVisible();

      expect(found, found.join('\n')).toEqual([]);
    });
  });
}
