import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test as suite, expect } from './support/fixtures';
import { signIn } from './support/customer';
import { registerOperator } from './support/operator';
import { startShop, type Shop } from './support/shop';
import { startMailCatcher, type MailCatcher } from '../src/server/test/mail-catcher';
import { toast } from './support/toast';
import { expectAxeClean } from './support/axe';

/**
 * The shop's identity at both widths: the operator saves a new name, tagline, address, sender and
 * an uploaded logo in the console's Settings, and the storefront's next page shows them (the
 * header's logo, the footer, the tab's title, the home page's description). The identity applies
 * to the whole shop, so each journey runs a shop of its own (the suite's shop keeps its name).
 */
const test = suite.extend<{ shop: Shop & { mail: MailCatcher } }>({
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  shop: async ({}, use) => {
    const mail = await startMailCatcher();
    const shop = await startShop({ smtpUrl: mail.url });
    await use({ ...shop, mail });
    await shop.stop();
    await mail.stop();
  },
  baseURL: async ({ shop }, use) => use(shop.baseUrl),
});

async function noSidewaysScroll(page: Page, name: string) {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${name} scrolls sideways`).toBe(0);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `test-results/console-identity-${name}-${viewport.width}.png`, fullPage: true });

  test(`at ${viewport.width} px the operator renames the shop and uploads a logo; the storefront's next page shows them`, async ({
    page,
    request,
    shop,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const nextMail = (to: string) => shop.mail.waitForMail(to, { timeoutMs: 15_000 });
    const operator = await registerOperator(request, { dataDir: shop.dataDir, nextMail });
    await signIn(page, operator);

    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Shop identity' });
    const name = section.getByRole('textbox', { name: /^Shop name/ });
    await expect(name).toHaveValue('Northwind Market');
    await expectAxeClean(page, `settings at ${viewport.width}`);

    await name.fill('Harbour & Pine');
    await section.getByRole('textbox', { name: 'Tagline' }).fill('Things for the coast, made to last.');
    await section.getByRole('textbox', { name: 'Postal address' }).fill('77 Harbour Road\nPortland, OR 97201');
    await section.getByRole('textbox', { name: 'Sender name' }).fill('Harbour & Pine');
    const sender = section.getByRole('textbox', { name: /^Sender address/ });
    await sender.fill('hello at harbour');
    await section.getByRole('button', { name: 'Save shop identity' }).click();
    await expect(section.getByText('Sender address must be a valid email address')).toBeVisible();
    await sender.fill('hello@harbour.test');

    const logo = await sharp({ create: { width: 240, height: 64, channels: 3, background: '#1f4e5f' } })
      .png()
      .toBuffer();
    await section
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(section.getByRole('img', { name: 'Logo 1' })).toBeVisible();
    await noSidewaysScroll(page, `settings at ${viewport.width}`);
    await expectAxeClean(page, `settings filled at ${viewport.width}`);
    await shot(page, 'settings');

    await section.getByRole('button', { name: 'Save shop identity' }).click();
    await expect(toast(page, 'Shop identity saved: the next page, mail and invoice use it')).toBeVisible();
    // The console's own header follows at once.
    await expect(page.getByRole('link', { name: /Harbour & Pine.*Operator console/ }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Harbour & Pine/);

    await page.goto('/');
    await expect(page).toHaveTitle('Harbour & Pine');
    const home = page.getByRole('link', { name: 'Harbour & Pine home' }).first();
    await expect(home.locator('img')).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Things for the coast, made to last.',
    );
    await expect(
      page.getByRole('contentinfo').getByText(/© \d{4} Harbour & Pine\. All rights reserved\./),
    ).toBeVisible();
    await noSidewaysScroll(page, `home at ${viewport.width}`);
    await expectAxeClean(page, `home at ${viewport.width}`);
    await shot(page, 'home');
  });
}
