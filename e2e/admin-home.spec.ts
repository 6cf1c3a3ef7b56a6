import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { bearer, signIn, type Customer } from './support/customer';
import { dataOf, getData } from './support/api';
import { registerOperator } from './support/operator';
import { toast } from './support/toast';

/** The home page as a new visitor sees it: a browser of its own, so nothing cached. */
async function visitHome(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  return { page, close: () => context.close() };
}

/** Reads a list the console saves whole, changes it back with `undo`, and saves it. */
async function restore<T>(request: APIRequestContext, operator: Customer, path: string, undo: (list: T) => void) {
  const list = await getData<T>(request, path, operator.accessToken);
  undo(list);
  await dataOf(await request.post(path, { data: list, headers: bearer(operator) }));
}

/** Types `text` into a console field, saves with `save`, and waits for the save's toast. */
async function saveField(page: Page, field: string, text: string, save: string, done: string) {
  await page.getByRole('textbox', { name: field, exact: true }).fill(text);
  await page.getByRole('button', { name: save }).click();
  await expect(toast(page, done)).toBeVisible();
}

test('an operator renames a menu item and a banner, and the storefront shows both at once', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const operator = await registerOperator(request);
  await signIn(page, operator);

  await page.goto('/admin/navigation');
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  const menuName = page.getByRole('textbox', { name: 'Item 1 name', exact: true });
  const oldMenuName = await menuName.inputValue();
  await saveField(page, 'Item 1 name', `Menu ${stamp}`, 'Save menu', 'Menu saved: the shop shows it now');

  await page.getByRole('link', { name: 'Home page' }).click();
  await expect(page.getByRole('heading', { name: 'Home page', level: 1 })).toBeVisible();
  const oldTitle = await page.getByRole('textbox', { name: 'Banner 1 title', exact: true }).inputValue();
  await saveField(
    page,
    'Banner 1 title',
    `Banner ${stamp}`,
    'Save banners',
    'Banners saved: the home page shows them now',
  );

  const visitor = await visitHome(browser);
  await expect(visitor.page.getByRole('navigation', { name: 'Main' }).getByText(`Menu ${stamp}`)).toBeVisible();
  await expect(visitor.page.getByRole('heading', { name: `Banner ${stamp}`, level: 2 })).toBeVisible();
  await visitor.close();

  // Put the shop back as it was for the other specs, which share its database.
  await restore(request, operator, '/api/admin/navigation', (menu: { items: { name: string }[] }) => {
    menu.items[0]!.name = oldMenuName;
  });
  await restore(request, operator, '/api/admin/home/banners', (home: { banners: { firstTitle: string }[] }) => {
    home.banners[0]!.firstTitle = oldTitle;
  });
});
