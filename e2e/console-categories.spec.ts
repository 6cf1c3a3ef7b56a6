import { test, expect } from './support/fixtures';
import { signIn } from './support/customer';
import { registerOperator } from './support/operator';
import { toast } from './support/toast';
import { expectAxeClean } from './support/axe';

/**
 * The console's categories at both widths: an operator adds a top-level category, moves it up
 * among the others, deletes it once it is empty, and is told why a category holding others
 * cannot go. axe checks the page and the dialogs.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px an operator adds, moves and deletes a category`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const operator = await registerOperator(request);
    await signIn(page, operator);
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    await expectAxeClean(page, `categories at ${viewport.width}`);

    const name = `Garden ${viewport.width}-${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'Add category' }).click();
    const adding = page.getByRole('dialog', { name: 'Add a category' });
    await adding.getByRole('textbox', { name: /^Name/ }).fill(name);
    await expect(adding.getByRole('combobox', { name: 'Inside' })).toHaveValue('');
    await expectAxeClean(page, `add dialog at ${viewport.width}`);
    await adding.getByRole('button', { name: 'Save category' }).click();
    await expect(toast(page, `${name} saved`)).toBeVisible();

    // A new top-level category comes last; moved up, it can move down again.
    const up = page.getByRole('button', { name: `Move ${name} up` });
    const down = page.getByRole('button', { name: `Move ${name} down` });
    await expect(up).toBeEnabled();
    await up.click();
    await expect(down).toBeEnabled();

    // A category holding sub-categories is refused, with what to do first.
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const refusing = page.getByRole('dialog', { name: /^Delete .+\?$/ });
    await refusing.getByRole('button', { name: 'Delete category' }).click();
    await expect(toast(page, /still has \d+ sub-categor(y|ies): delete them first/)).toBeVisible();
    await refusing.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const deleting = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expectAxeClean(page, `delete dialog at ${viewport.width}`);
    await deleting.getByRole('button', { name: 'Delete category' }).click();
    await expect(toast(page, `${name} deleted`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  });
}
