import type { Page } from '@playwright/test';

/** The toast (sonner) saying `text`; `exact` where the text is also part of a longer one. */
export const toast = (page: Page, text: string | RegExp, options?: { exact?: boolean }) =>
  page.locator('[data-sonner-toast]').getByText(text, options);
