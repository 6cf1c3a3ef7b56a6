import type { PaymentOutcome, PaymentOutcomes, RefundOutcome } from '@server/providers/payment/index';

/** Payment outcomes that only remember their calls; `failNext` makes the next call throw. */
export function recordingOutcomes() {
  const calls: { kind: 'paid' | 'failed' | 'refundUpdated'; event: PaymentOutcome | RefundOutcome }[] = [];
  let failures = 0;
  const record = (kind: (typeof calls)[number]['kind']) => async (event: PaymentOutcome | RefundOutcome) => {
    // Yield first, so concurrent deliveries really overlap.
    await new Promise((resolve) => setImmediate(resolve));
    if (failures > 0) {
      failures--;
      throw new Error(`outcome ${kind} failed (test)`);
    }
    calls.push({ kind, event });
  };
  const outcomes: PaymentOutcomes = {
    paid: record('paid'),
    failed: record('failed'),
    refundUpdated: record('refundUpdated'),
  };
  return {
    outcomes,
    calls,
    of: (kind: (typeof calls)[number]['kind']) => calls.filter((c) => c.kind === kind).map((c) => c.event),
    failNext() {
      failures++;
    },
  };
}
