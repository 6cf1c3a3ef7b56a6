import type { Browser } from '@playwright/test';
import { test, expect, nextMailTo } from './support/fixtures';
import { getData } from './support/api';
import { registerCustomer, signIn, type Customer } from './support/customer';
import { registerOperator } from './support/operator';
import { buyAndPay, plainProduct } from './support/order';
import { expectAxeClean } from './support/axe';

/**
 * A team behind the counter (docs/operator-console.md, "Staff and roles"): the owner invites a
 * Fulfilment member, who accepts with the mailed code, ships an item and sees neither refunds,
 * products nor staff; the owner finds the shipment in the activity log under the member's name.
 */
test.use({ reducedMotion: 'reduce' });

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function pageAs(browser: Browser, baseURL: string, who: Customer) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

test('the owner invites a Fulfilment member, who ships an item; the owner finds it in the activity log', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const product = await plainProduct(request, 2);
  const shopper = await registerCustomer(request);
  await signIn(page, shopper);
  const orderId = await buyAndPay(page, request, baseURL!, shopper, product.inventoryId);

  const owner = await registerOperator(request);
  const invitee = await registerCustomer(request);
  const ownerPage = await pageAs(browser, baseURL!, owner);
  await ownerPage.setViewportSize(WIDE);
  await ownerPage.goto('/admin/staff');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Invite' }).click();
  const invite = ownerPage.getByRole('dialog', { name: 'Invite to the staff' });
  await invite.getByLabel('Email').fill(invitee.email);
  await invite.getByLabel('Role').selectOption('fulfilment');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ownerPage.locator('[data-sonner-toast]').getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: 'Invitations waiting' })).toContainText(invitee.email);
  await expectAxeClean(ownerPage, 'staff');
  await ownerPage.screenshot({ path: 'test-results/staff-1280.png', fullPage: true });

  // The invitee, signed in with the invited address, enters the mailed code on a phone.
  const mail = await nextMailTo(invitee.email);
  expect(mail.subject).toContain('invitation code');
  const member = await pageAs(browser, baseURL!, invitee);
  await member.setViewportSize(PHONE);
  await member.goto('/admin/join');
  await member.getByLabel('Invitation code').fill(mail.code!);
  await expectAxeClean(member, 'staff invitation');
  await member.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(member).toHaveURL(/\/admin$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The console shows a Fulfilment member no products, no staff, no refund.
  await member.getByRole('button', { name: 'Console menu' }).click();
  const menu = member.getByRole('dialog', { name: 'Console' });
  await expect(menu.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Products' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Orders', exact: true }).click();
  await member.getByRole('searchbox', { name: 'Order number or email' }).fill(shopper.email);
  await member.getByRole('searchbox', { name: 'Order number or email' }).press('Enter');
  await member.getByRole('link', { name: orderId }).first().click();
  await expect(member.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await expect(member.getByRole('button', { name: /Refund/ })).toHaveCount(0);
  await expect(member.getByRole('region', { name: 'Refunds' })).toHaveCount(0);
  await member.getByRole('button', { name: 'Ship items' }).click();
  const ship = member.getByRole('dialog', { name: 'Ship items' });
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Ship items' }).click();
  await expect(member.getByRole('region', { name: 'Shipments' })).toContainText('1Z999AA10123456784');
  await expectAxeClean(member, 'order as fulfilment');
  await member.screenshot({ path: 'test-results/fulfilment-order-390.png', fullPage: true });
  // The API agrees with what the console hides.
  const refused = await request.get('/api/admin/products', {
    headers: { Authorization: `Bearer ${invitee.accessToken}` },
  });
  expect(refused.status()).toBe(403);

  // The owner finds the shipment under the member's name.
  const profile = await getData<{ userId: number }>(request, '/api/user/profile', invitee.accessToken);
  for (const viewport of [WIDE, PHONE]) {
    await ownerPage.setViewportSize(viewport);
    await ownerPage.goto('/admin/activity');
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await ownerPage.getByLabel('Person').selectOption(`operator:${profile.userId}`);
    await ownerPage.getByLabel('Area').selectOption('shipments');
    const entry = ownerPage.getByRole(viewport === WIDE ? 'row' : 'listitem').filter({ hasText: `order ${orderId}` });
    await expect(entry).toContainText(invitee.email);
    await expect(entry).toContainText('1Z999AA10123456784');
    await expectAxeClean(ownerPage, `activity ${viewport.width}`);
    await ownerPage.screenshot({ path: `test-results/activity-${viewport.width}.png`, fullPage: true });
  }
});
