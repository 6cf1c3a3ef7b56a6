import { formatMoney } from '@shared/money';
import { badRequest, conflict } from '@server/lib/errors';
import { shareByLargestRemainder, unitsValue } from './shares.js';

/**
 * What a refund gives back, worked out from the order as it stands (pure: the service reads the
 * facts under the order's lock and writes what this answers). Never more than is left of the
 * payment, never more units of a line than it had, never more of a line than it was paid.
 */

export interface PlanLine {
  orderItemId: number;
  name: string;
  qty: number;
  /** The line's total less its share of the coupon. */
  paidValue: number;
  refundedQty: number;
  refundedAmount: number;
  shipped: boolean;
}

export interface PlanFacts {
  paid: number;
  /** Given back (or promised) by the order's committed refunds. */
  refunded: number;
  lines: PlanLine[];
}

export interface PlannedItem {
  orderItemId: number;
  qty: number;
  amount: number;
}

export interface Plan {
  amount: number;
  items: PlannedItem[];
}

const leftOf = (facts: PlanFacts) => Math.max(0, facts.paid - facts.refunded);

function refuseWhenNothingLeft(facts: PlanFacts) {
  const unitsLeft = facts.lines.some((l) => l.refundedQty < l.qty);
  if (leftOf(facts) === 0 && (facts.paid > 0 || !unitsLeft)) throw conflict('This order is already refunded');
}

/** Lines at their paid value; the whole is capped at what is left (a goodwill refund came first), shared to the cent. */
function capped(facts: PlanFacts, items: PlannedItem[]): Plan {
  const raw = items.reduce((sum, i) => sum + i.amount, 0);
  const left = leftOf(facts);
  if (raw <= left) return { amount: raw, items };
  const shares = shareByLargestRemainder(
    left,
    items.map((i) => i.amount),
  );
  return { amount: left, items: items.map((i, index) => ({ ...i, amount: shares[index] ?? 0 })) };
}

export function planByLines(
  facts: PlanFacts,
  wanted: readonly { orderItemId: number; qty: number }[],
  options: { unshippedOnly: boolean },
): Plan {
  refuseWhenNothingLeft(facts);
  const byId = new Map(facts.lines.map((l) => [l.orderItemId, l]));
  const items = wanted.map((w) => {
    const line = byId.get(w.orderItemId);
    if (!line) throw badRequest(`Order item ${w.orderItemId} is not part of this order`);
    if (options.unshippedOnly && line.shipped) {
      throw conflict(`"${line.name}" has shipped and can no longer be cancelled`);
    }
    const unitsLeft = line.qty - line.refundedQty;
    if (w.qty > unitsLeft) {
      throw conflict(
        unitsLeft === 0
          ? `"${line.name}" is already refunded`
          : `Only ${unitsLeft} of "${line.name}" ${unitsLeft === 1 ? 'is' : 'are'} left to refund`,
      );
    }
    return {
      orderItemId: line.orderItemId,
      qty: w.qty,
      amount: unitsValue(line.paidValue, line.qty, line.refundedQty, w.qty),
    };
  });
  return capped(facts, items);
}

export function planByAmount(facts: PlanFacts, amount: number): Plan {
  refuseWhenNothingLeft(facts);
  const left = leftOf(facts);
  if (amount > left) throw conflict(`Only ${formatMoney(left)} is left to refund`);
  return { amount, items: [] };
}

/** A shopper's request: all that is left, with every unit not refunded yet. */
export function planWhatIsLeft(facts: PlanFacts): Plan {
  refuseWhenNothingLeft(facts);
  const items = facts.lines
    .filter((l) => l.refundedQty < l.qty)
    .map((l) => ({
      orderItemId: l.orderItemId,
      qty: l.qty - l.refundedQty,
      amount: unitsValue(l.paidValue, l.qty, l.refundedQty, l.qty - l.refundedQty),
    }));
  const plan = capped(facts, items);
  // Units all refunded but money left (an earlier refund was capped or by amount): the rest goes back as an amount.
  return { ...plan, amount: leftOf(facts) };
}
