import { test as base, expect } from '@playwright/test';

/** Every journey runs against the shop that global-setup started. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
});

export { expect };

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  code: string | null;
}

/** The next mail the shop sent to `to`, caught by the SMTP server global-setup started. */
export async function nextMailTo(to: string): Promise<CaughtMail> {
  const res = await fetch(`${process.env.E2E_MAIL_URL}/mail?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`No mail reached ${to}: ${await res.text()}`);
  return (await res.json()) as CaughtMail;
}
