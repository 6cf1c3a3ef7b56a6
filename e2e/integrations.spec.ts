import { test, expect } from './support/fixtures';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/customer';
import { registerOperator } from './support/operator';

/**
 * The console's Integrations page at both widths (docs/operator-console.md "Integrations"): the
 * operator makes an API key with one scope, copies its secret (shown once), another system calls
 * with it — let in where its scope allows, refused with the missing scope elsewhere — and once
 * the operator revokes it, its next call is refused. axe checks the page and both dialogs.
 */
test.use({ reducedMotion: 'reduce' });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px an operator makes a key, another system calls with it, and revoking stops it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const operator = await registerOperator(request);
    await signIn(page, operator);

    await page.goto('/admin');
    if (viewport.width < 1024) {
      await page.getByRole('button', { name: 'Console menu' }).click();
      await page.getByRole('dialog', { name: 'Console' }).getByRole('link', { name: 'Integrations' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Integrations' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

    const name = `Warehouse ${viewport.width} ${Date.now()}`;
    await page.getByRole('button', { name: 'New API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('checkbox', { name: 'Orders Read' }).check();
    await expectAxeClean(page, `new key dialog at ${viewport.width}`);
    await page.screenshot({ path: `test-results/integrations-create-${viewport.width}.png` });
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: `Copy the key of ${name}` });
    const secret = await shown.getByRole('textbox', { name: 'Secret' }).inputValue();
    expect(secret).toMatch(/^nwk_live_/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectAxeClean(page, `secret dialog at ${viewport.width}`);
    await page.screenshot({ path: `test-results/integrations-secret-${viewport.width}.png` });
    await shown.getByRole('button', { name: 'Done' }).click();

    // Another system, with the key: orders yes, stock no.
    const asKey = { Authorization: `Bearer ${secret}` };
    expect((await request.get('/api/admin/orders', { headers: asKey })).status()).toBe(200);
    const stock = await request.post('/api/admin/stock/adjustments', {
      headers: asKey,
      data: { adjustments: [{ inventoryId: 1, delta: 1 }], reason: 'Recount' },
    });
    expect(stock.status()).toBe(403);
    expect((await stock.json()).errMsg).toBe('This key lacks the scope stock:write');

    // The list shows it (last used now), never the secret.
    await page.reload();
    const row = (
      viewport.width < 768
        ? page.getByRole('list', { name: 'API keys' }).getByRole('listitem')
        : page.getByRole('table', { name: 'API keys' }).getByRole('row')
    ).filter({ hasText: name });
    await expect(row).toContainText('Orders: read');
    await expect(row).not.toContainText('Never');
    await expect(page.getByText(secret)).toHaveCount(0);
    await expectAxeClean(page, `integrations page at ${viewport.width}`);
    await page.screenshot({ path: `test-results/integrations-list-${viewport.width}.png`, fullPage: true });

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Revoke ${name}?` })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await expect(row).toContainText('Revoked');
    expect((await request.get('/api/admin/orders', { headers: asKey })).status()).toBe(401);
  });
}
