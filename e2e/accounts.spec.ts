import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../src/shared/constants';
import { test, expect, nextMailTo } from './support/fixtures';
import { registerCustomer, uniqueEmail } from './support/customer';

// Registrations are rate limited per IP (20 an hour on one server): this file makes two.

function stored(page: Page) {
  return page.evaluate(
    (keys) => Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, localStorage.getItem(key)])),
    STORAGE_KEYS,
  );
}

test('register through the dialog, log in, keep the session over a reload, log out', async ({ page, request }) => {
  const email = uniqueEmail('accounts');
  const password = 'correct horse battery';
  // A new account is 'Customer' and a random code until its owner chooses a name: nothing of the email.
  const screenName = /^Customer [0-9A-Z]{5}$/;

  await page.goto('/');
  await page.getByRole('link', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Login');
  await dialog.getByRole('button', { name: "Don't have account? Go register" }).click();
  await expect(dialog).toHaveAccessibleName('Register');

  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('Please check your email for verification code')).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Verify your email');
  expect((await stored(page)).signUpToken).toBeTruthy();

  const mail = await nextMailTo(email);
  expect(mail.code).toMatch(/^\d{6}$/);
  await dialog.getByRole('textbox', { name: 'Verification Code' }).fill(mail.code!);
  await dialog.getByLabel(/^Password/).fill(password);
  const confirm = dialog.getByLabel('Confirm Password');
  await confirm.fill(`${password}!`);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match');

  await confirm.fill(password);
  await expect(dialog.getByText('Passwords do not match')).toBeHidden();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Register success, please login')).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Login');
  expect((await stored(page)).signUpToken).toBeNull();

  // A typo answers 400, not 401: the message shows and no refresh is attempted.
  const refreshes: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/auth/refresh')) refreshes.push(req.url());
  });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel(/^Password/).fill('not the password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(refreshes).toEqual([]);

  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login success')).toBeVisible();
  await expect(dialog).toBeHidden();
  const session = await stored(page);
  expect(session.accessToken).toBeTruthy();
  expect(session.refreshToken).toBeTruthy();

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: screenName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Billing Address' })).toHaveAttribute('href', '/address/billing');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: screenName })).toBeVisible();

  const revoked = page.waitForResponse((res) => res.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await revoked).ok()).toBe(true);
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await stored(page)).toEqual({ accessToken: null, refreshToken: null, signUpToken: null });
  // Logout ended the sign-in on the server too: the old refresh token is dead.
  const refresh = await request.post('/api/auth/refresh', { data: { refreshToken: session.refreshToken } });
  expect(refresh.status()).toBe(401);

  // Signed out, a guarded page sends the shopper to / with the login dialog.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('an invalid access token is refreshed transparently with the stored refresh token', async ({ page, request }) => {
  const customer = await registerCustomer(request, uniqueEmail('refresh'));
  const screenName = /^Customer [0-9A-Z]{5}$/;
  await page.addInitScript(
    ({ keys, refresh }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      // Well-formed but unsigned garbage: the server answers 401 and the client must refresh.
      localStorage.setItem(keys.accessToken, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.not-a-signature');
      localStorage.setItem(keys.refreshToken, refresh);
      sessionStorage.setItem('e2e-seeded', '1');
    },
    { keys: STORAGE_KEYS, refresh: customer.refreshToken },
  );

  const refreshes: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/auth/refresh')) refreshes.push(res.status());
  });
  const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/auth/refresh'));
  await page.goto('/user');
  expect((await refreshed).status()).toBe(200);
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: screenName })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The profile load on start and the page's own request share one refresh: a second one with
  // the same (rotated) token would look like theft to the server and end the session.
  expect(refreshes).toEqual([200]);
  const session = await stored(page);
  expect(session.refreshToken).not.toBe(customer.refreshToken);
  expect(session.accessToken).not.toContain('not-a-signature');
  const profile = await request.get('/api/user/profile', {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(((await profile.json()) as { data: { screenName: string } }).data.screenName).toMatch(screenName);

  // The account page's icons: 24px in the wide layout, 16px on a phone.
  const icon = page.getByRole('link', { name: 'My Orders' }).locator('svg').first();
  expect((await icon.boundingBox())?.width).toBe(24);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await icon.boundingBox())?.width).toBe(16);
});
