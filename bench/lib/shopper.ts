import type { Db } from '../../src/server/db/database.js';

export interface BenchShopper {
  userId: number;
  /** `Bearer …`, for the Authorization header. */
  authorization: string;
  billingAddressId: number;
  shippingAddressId: number;
}

/**
 * A customer written straight into the database, signed in (`sign` makes the access token), with
 * a default billing and a default shipping address: what a benchmark needs to place orders
 * without going through sign-up. `fullName` lets an invoice bench print names in every script.
 */
export async function benchShopper(
  db: Db,
  sign: (userId: number) => Promise<string>,
  label: string,
  { fullName = 'Bench Shopper', addressLine2 = '' } = {},
): Promise<BenchShopper> {
  const now = new Date().toISOString();
  const { user_id } = await db.kysely
    .insertInto('app_user')
    .values({ email: `${label}@example.com`, screen_name: label, password_hash: null, created_at: now })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const address = async (type: 'billing' | 'shipping') =>
    (
      await db.kysely
        .insertInto('address')
        .values({
          user_id,
          address_type: type,
          full_name: fullName,
          phone_number: '+1 415 555 0100',
          address_line1: '1 Load Street',
          address_line2: addressLine2,
          city: 'San Francisco',
          state_or_province: 'CA',
          postal_code: '94107',
          country_code: 'US',
          is_default: 1,
          created_at: now,
        })
        .returning('address_id')
        .executeTakeFirstOrThrow()
    ).address_id;
  return {
    userId: user_id,
    authorization: `Bearer ${await sign(user_id)}`,
    billingAddressId: await address('billing'),
    shippingAddressId: await address('shipping'),
  };
}

/** The card the built-in test checkout accepts. */
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', name: 'Bench Shopper' };

/** Pays a session on the built-in test checkout page as a shopper's browser posts it; throws unless paid. */
export async function payOnTestCheckout(base: string, checkoutUrl: string): Promise<void> {
  const res = await fetch(`${base}${new URL(checkoutUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(GOOD_CARD).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`pay: ${res.status}`);
}
