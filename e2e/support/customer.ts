import type { APIRequestContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { dataOf } from './api';
import { nextMailTo } from './fixtures';

export interface Customer {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** The Authorization header of a customer's API calls. */
export const bearer = (c: Customer) => ({ Authorization: `Bearer ${c.accessToken}` });

let counter = 0;
export function uniqueEmail(prefix = 'shopper') {
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;
}

/** A registered customer, made through the real API with the code from the caught mail. */
export async function registerCustomer(request: APIRequestContext, email = uniqueEmail()): Promise<Customer> {
  const password = 'correct horse battery';
  const { signUpToken } = await dataOf<{ signUpToken: string }>(
    await request.post('/api/auth/sign-up-token', { data: { email } }),
  );
  const mail = await nextMailTo(email);
  if (!mail.code) throw new Error(`No code in the mail to ${email}`);
  await dataOf(
    await request.post('/api/auth/sign-up', { data: { verificationCode: mail.code, password, signUpToken } }),
  );
  const tokens = await dataOf<{ accessToken: string; refreshToken: string }>(
    await request.post('/api/auth/login', { data: { loginId: email, password } }),
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
