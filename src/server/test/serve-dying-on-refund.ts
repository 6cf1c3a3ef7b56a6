import path from 'node:path';
import { openDb } from '@server/db/database';
import { systemClock } from '@server/providers/clock/clock';
import { TestCheckoutProvider, type PaymentProvider, type RefundInput } from '@server/providers/payment/index';
import { serve } from '@server/serve';

/**
 * The shop as `npm start` runs it with the test checkout, except that the process dies (SIGKILL)
 * the moment the provider has made a refund, before the shop writes its answer: what
 * refund-crash.test.ts needs to prove the next start settles that refund once, with the same key.
 * The provider reads the shop's own database file through a connection of its own.
 */
const dataDir = process.env.DATA_DIR ?? './data';
const checkout = new TestCheckoutProvider({
  db: openDb({ url: path.join(dataDir, 'shop.db') }),
  clock: systemClock,
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
});
const dying: PaymentProvider = Object.assign(Object.create(checkout) as PaymentProvider, {
  async refund(input: RefundInput) {
    await checkout.refund(input);
    process.kill(process.pid, 'SIGKILL');
    return new Promise<never>(() => {});
  },
});

serve({ providers: { payment: dying } }).catch((error) => {
  console.error(error);
  process.exit(1);
});
