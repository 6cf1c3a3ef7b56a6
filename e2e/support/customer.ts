import type { APIRequestContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { dataOf } from './api';
import { nextMailTo, type CaughtMail } from './fixtures';

export interface Customer {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** The Authorization header of `customer`'s API calls. */
export const bearer = (customer: Customer) => ({ Authorization: `Bearer ${customer.accessToken}` });

let counter = 0;
export function uniqueEmail(prefix = 'shopper') {
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;
}

let registrations = 0;

/**
 * A registered customer, made through the real API with the code from the caught mail. Each comes
 * from an address of its own (the e2e shop trusts its loopback proxy's X-Forwarded-For), as real
 * shoppers do: the shop's per-address sign-up limit (20 an hour) is for one address, not for the
 * whole suite. `nextMail` reads the code's mail (a spec with a shop of its own passes its catcher's).
 */
export async function registerCustomer(
  request: APIRequestContext,
  email = uniqueEmail(),
  nextMail: (to: string) => Promise<Pick<CaughtMail, 'code'>> = nextMailTo,
): Promise<Customer> {
  const password = 'correct horse battery';
  registrations += 1;
  // One address per registration and worker process: 10.<pid>.<count>.
  const from = {
    'X-Forwarded-For': `10.${process.pid % 256}.${Math.floor(registrations / 256) % 256}.${registrations % 256}`,
  };
  const { signUpToken } = await dataOf<{ signUpToken: string }>(
    await request.post('/api/auth/sign-up-token', { data: { email }, headers: from }),
  );
  const mail = await nextMail(email);
  if (!mail.code) throw new Error(`No code in the mail to ${email}`);
  await dataOf(
    await request.post('/api/auth/sign-up', {
      data: { verificationCode: mail.code, password, signUpToken },
      headers: from,
    }),
  );
  const tokens = await dataOf<{ accessToken: string; refreshToken: string }>(
    await request.post('/api/auth/login', { data: { loginId: email, password }, headers: from }),
  );
  return { email, password, ...tokens };
}

/** Starts the page signed in as `customer`, as a returning visitor with stored tokens would be. */
export async function signIn(page: Page, customer: Customer) {
  await page.addInitScript(
    ({ keys, access, refresh }) => {
      if (!sessionStorage.getItem('e2e-signed-in')) {
        localStorage.setItem(keys.accessToken, access);
        localStorage.setItem(keys.refreshToken, refresh);
        sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    { keys: STORAGE_KEYS, access: customer.accessToken, refresh: customer.refreshToken },
  );
}
