import { defineConfig, devices } from '@playwright/test';

const SHOP_WIDE_SETTINGS = '**/admin-daily-work.spec.ts';

/** E2E journeys in Debian's Chromium (never a downloaded browser) against the built shop. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // On CI (two cores shared with other work) a journey that fails is run once more and, passing,
  // is reported as flaky in the summary: one timing slip in 110 journeys was what failed the last
  // two runs. Locally a failure fails at once.
  retries: process.env.CI ? 1 : 0,
  // A journey that visits several pages and runs axe on each took 55–60 s on CI's busy cores
  // (console-categories, console-customer, storefront-truth): a limit, not a speed target.
  timeout: 120_000,
  // A cold page on CI's busy 2 cores (two browsers, the shop, the mail catcher) once took 8 s to
  // ask for its data: 10 s left too little margin; a failure still fails, only later.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  // A spec that turns a shop-wide setting on (holding new reviews) runs once the others are done,
  // so no other journey meets the setting halfway through.
  projects: [
    { name: 'journeys', testIgnore: SHOP_WIDE_SETTINGS },
    { name: 'shop-wide settings', testMatch: SHOP_WIDE_SETTINGS, dependencies: ['journeys'] },
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
