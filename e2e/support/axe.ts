import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe-core (its default rules: WCAG 2.x A/AA and best practices, and the link-name rule
 * accessibility.spec.ts turns on) finds nothing on the page as it is now, once the app has taken
 * over from the first paint and nothing is loading. `state` names what is shown in the message.
 */
export async function expectAxeClean(page: Page, state: string) {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const found = results.violations.map(
    (v) => `${state}: ${v.id} (${v.help}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(found, found.join('\n')).toEqual([]);
}
