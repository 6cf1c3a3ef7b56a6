import { serve } from '@server/serve';

/**
 * The shop as `npm start` runs it, except that the process dies (SIGKILL) the moment a payment is
 * reported, after the provider recorded it and before its order heard of it: what
 * order-crash.test.ts needs to prove such an order is fulfilled by the next start.
 */
const die = async (): Promise<void> => {
  process.kill(process.pid, 'SIGKILL');
};

serve({ providers: { paymentOutcomes: { paid: die, failed: die, refundUpdated: die } } }).catch((error) => {
  console.error(error);
  process.exit(1);
});
