import { test, expect } from './support/fixtures';
import { itemAt } from '../src/shared/item-at';

interface NavItem {
  name: string;
  subItems: { name: string }[];
}

test.describe('the home page', () => {
  test('shows the welcome banner, every kind of section and the menu the server sends', async ({ page, request }) => {
    const nav = (await (await request.get('/api/home/nav-items')).json()).data.navItems as NavItem[];
    expect(nav.length).toBeGreaterThanOrEqual(6);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Northwind Market' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Testimonials' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const item of nav) await expect(menu.getByText(item.name, { exact: true }).first()).toBeVisible();
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByText(itemAt(nav, 0).name, { exact: true }).first()).toBeVisible();

    // A product card opens its product page.
    const card = page.locator('main a[href^="/inventory/"]:not([href^="/inventory/search"])').first();
    await card.scrollIntoViewIfNeeded();
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('opens the sub-item panel of a menu item on hover', async ({ page, request }) => {
    const nav = (await (await request.get('/api/home/nav-items')).json()).data.navItems as NavItem[];
    const withSubs = nav.find((n) => n.subItems.length > 0)!;
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: withSubs.name }).hover();
    await expect(page.getByRole('link', { name: itemAt(withSubs.subItems, 0).name }).first()).toBeVisible();
  });
});

test('an unknown path lands on /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('the cart without a stored token lands on / with the login dialog open', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens a drawer with the menu', async ({ page, request }) => {
    const nav = (await (await request.get('/api/home/nav-items')).json()).data.navItems as NavItem[];
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(itemAt(nav, 0).name, { exact: true }).first()).toBeVisible();
  });
});
