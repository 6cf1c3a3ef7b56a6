import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { registerCustomer, type Customer } from './customer';

const run = promisify(execFile);

/**
 * An operator made by the command a shop owner runs (`npm run operator -- grant EMAIL`), on the
 * suite's shop unless `shop` names another (its DATA_DIR and how to read its mail).
 */
export async function registerOperator(
  request: APIRequestContext,
  shop: { dataDir?: string; nextMail?: Parameters<typeof registerCustomer>[2] } = {},
): Promise<Customer> {
  const account = await registerCustomer(request, undefined, shop.nextMail);
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/server/modules/console/operator-cli.ts', 'grant', account.email],
    { env: { ...process.env, DATA_DIR: shop.dataDir ?? process.env.E2E_DATA_DIR, DATABASE_URL: '' } },
  );
  expect(stdout).toContain('is now an operator');
  return account;
}
