import type { Config } from '@server/config';
import { publicUrl } from '@server/config';
import type { Db } from '@server/db/database';
import type { Clock } from '@server/providers/clock/clock';
import type { PaymentProvider } from './payment-provider.js';
import { StripePaymentProvider, type StripeApiAddress } from './stripe-provider.js';
import { TestCheckoutProvider } from './test-checkout-provider.js';

export * from './payment-provider.js';
export * from './payment-outcomes.js';
export { StripePaymentProvider, type StripeApiAddress } from './stripe-provider.js';
export { TestCheckoutProvider, type TestCheckoutDetails } from './test-checkout-provider.js';

export interface PaymentDeps {
  db: Db;
  clock: Clock;
  /** Tests only: the fake Stripe server the real SDK talks to. */
  stripeApi?: StripeApiAddress;
}

/** Stripe Checkout when STRIPE_SECRET_KEY is set; the built-in test checkout otherwise. */
export function createPaymentProvider(config: Config, deps: PaymentDeps): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      api: deps.stripeApi,
    });
  }
  return new TestCheckoutProvider({ db: deps.db, clock: deps.clock, publicUrl: publicUrl(config) });
}
