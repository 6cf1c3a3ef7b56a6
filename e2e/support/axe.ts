import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe-core's violations (its default rules: WCAG 2.x A/AA and best practices) on the page as it
 * is now, one line each: "state: rule (help) targets". For a journey that collects them over
 * several states before it expects none.
 */
export async function axeViolations(page: Page, state: string, axe = new AxeBuilder({ page })): Promise<string[]> {
  const results = await axe.analyze();
  return results.violations.map(
    (v) => `${state}: ${v.id} (${v.help}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/**
 * axe finds nothing on the page as it is now (the link-name rule accessibility.spec.ts turns on
 * included), once the app has taken over from the first paint and nothing is loading. `state`
 * names what is shown in the message.
 */
export async function expectAxeClean(page: Page, state: string) {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const found = await axeViolations(
    page,
    state,
    new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }),
  );
  expect(found, found.join('\n')).toEqual([]);
}
