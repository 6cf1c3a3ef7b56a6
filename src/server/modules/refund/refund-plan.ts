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
  /** What the line was paid: its total less its share of the coupon, plus its tax when tax was added. */
  paidValue: number;
  /** The line's total less its share of the coupon: its part of its tax line's base. */
  baseValue: number;
  /** Its share of its tax line's amount (inside `paidValue` either way), and that line's index; -1: untaxed. */
  taxValue: number;
  taxLineIndex: number;
  refundedQty: number;
  refundedAmount: number;
  /** Units of the line that parcels hold. */
  shippedQty: number;
}

/** The order's delivery: what was paid for it (with its tax when added), its price, its tax. */
export interface PlanShipping {
  paid: number;
  base: number;
  tax: number;
  taxLineIndex: number;
  /** A committed refund gave it back already. */
  refunded: boolean;
}

/** One tax line of the order and how much of it committed refunds gave back. */
export interface PlanTaxLine {
  name: string;
  rateMilli: number;
  base: number;
  amount: number;
  refunded: number;
}

export interface PlanFacts {
  paid: number;
  /** Given back (or promised) by the order's committed refunds. */
  refunded: number;
  lines: PlanLine[];
  shipping: PlanShipping;
  taxLines: PlanTaxLine[];
}

/** The tax a refund gives back at one rate of its order, and the base it is on. */
export interface RefundTaxLine {
  name: string;
  rateMilli: number;
  base: number;
  amount: number;
}

export interface PlannedItem {
  orderItemId: number;
  qty: number;
  amount: number;
}

export interface Plan {
  amount: number;
  items: PlannedItem[];
  /** The delivery's price given back within `amount` (its tax is in `taxAmount`). */
  shippingAmount: number;
  /** The tax given back within `amount`: the sum of `taxLines`. */
  taxAmount: number;
  taxLines: RefundTaxLine[];
}

const leftOf = (facts: PlanFacts) => Math.max(0, facts.paid - facts.refunded);

function refuseWhenNothingLeft(facts: PlanFacts) {
  const unitsLeft = facts.lines.some((l) => l.refundedQty < l.qty);
  if (leftOf(facts) === 0 && (facts.paid > 0 || !unitsLeft)) throw conflict('This order is already refunded');
}

type Money = Pick<Plan, 'amount' | 'items'>;

/** Lines at their paid value; the whole is capped at what is left (a goodwill refund came first), shared to the cent. */
function capped(facts: PlanFacts, items: PlannedItem[], extra = 0): Money & { wasCapped: boolean } {
  const raw = items.reduce((sum, i) => sum + i.amount, 0) + extra;
  const left = leftOf(facts);
  if (raw <= left) return { amount: raw, items, wasCapped: false };
  const shares = shareByLargestRemainder(left, [...items.map((i) => i.amount), extra]);
  return { amount: left, items: items.map((i, index) => ({ ...i, amount: shares[index] ?? 0 })), wasCapped: true };
}

/* The tax a refund gives back (docs/shipping-and-tax.md, "Refunds"). */

const taxLeftOf = (line: PlanTaxLine) => Math.max(0, line.amount - line.refunded);
const baseShare = (line: PlanTaxLine, amount: number) =>
  line.amount > 0 ? Math.min(line.base, Math.floor((2 * line.base * amount + line.amount) / (2 * line.amount))) : 0;

function withTax(facts: PlanFacts, money: Money, shippingAmount: number, lines: RefundTaxLine[]): Plan {
  const kept = lines.filter((l) => l.amount > 0 || l.base > 0);
  return { ...money, shippingAmount, taxAmount: kept.reduce((sum, l) => sum + l.amount, 0), taxLines: kept };
}

/**
 * An amount's tax share: what is left of every tax line when the refund empties the order;
 * otherwise the order's tax in proportion to the money, counted on what all refunds gave back so
 * far (so steps add up: T(x) = tax × x / paid, half up, and this refund gives T(after) − T(before)),
 * shared over the tax lines by what is left of each.
 */
function taxOfAmount(facts: PlanFacts, money: Money, shippingAmount: number): Plan {
  const left = leftOf(facts);
  if (money.amount >= left) {
    return withTax(
      facts,
      money,
      shippingAmount,
      facts.taxLines.map((l) => ({
        name: l.name,
        rateMilli: l.rateMilli,
        base: baseShare(l, taxLeftOf(l)),
        amount: taxLeftOf(l),
      })),
    );
  }
  const orderTax = facts.taxLines.reduce((sum, l) => sum + l.amount, 0);
  const taxLeft = facts.taxLines.reduce((sum, l) => sum + taxLeftOf(l), 0);
  const upTo = (x: number) => (facts.paid > 0 ? Math.floor((2 * orderTax * x + facts.paid) / (2 * facts.paid)) : 0);
  const total = Math.min(taxLeft, Math.max(0, upTo(facts.refunded + money.amount) - upTo(facts.refunded)));
  const shares = shareByLargestRemainder(total, facts.taxLines.map(taxLeftOf));
  return withTax(
    facts,
    money,
    shippingAmount,
    facts.taxLines.map((l, i) => ({
      name: l.name,
      rateMilli: l.rateMilli,
      base: baseShare(l, shares[i] ?? 0),
      amount: shares[i] ?? 0,
    })),
  );
}

export function planByLines(
  facts: PlanFacts,
  wanted: readonly { orderItemId: number; qty: number }[],
  options: { unshippedOnly: boolean; refundShipping?: boolean },
): Plan {
  refuseWhenNothingLeft(facts);
  if (options.refundShipping && facts.shipping.refunded)
    throw conflict('The shipping of this order is already refunded');
  const taxBy = facts.taxLines.map((l) => ({ name: l.name, rateMilli: l.rateMilli, base: 0, amount: 0 }));
  const addTax = (index: number, base: number, amount: number) => {
    const line = taxBy[index];
    if (!line) return;
    line.base += base;
    line.amount += amount;
  };
  const byId = new Map(facts.lines.map((l) => [l.orderItemId, l]));
  const items = wanted.map((w) => {
    const line = byId.get(w.orderItemId);
    if (!line) throw badRequest(`Order item ${w.orderItemId} is not part of this order`);
    if (options.unshippedOnly && line.shippedQty > 0) {
      // Refunded units may be shipped ones (a return): counted against the unshipped, to be safe.
      const unshipped = Math.max(0, line.qty - line.shippedQty - line.refundedQty);
      if (unshipped === 0) throw conflict(`"${line.name}" has shipped and can no longer be cancelled`);
      if (w.qty > unshipped) {
        throw conflict(
          `Only ${unshipped} of "${line.name}" ${unshipped === 1 ? 'has' : 'have'} not shipped and can be cancelled`,
        );
      }
    }
    const unitsLeft = line.qty - line.refundedQty;
    if (w.qty > unitsLeft) {
      throw conflict(
        unitsLeft === 0
          ? `"${line.name}" is already refunded`
          : `Only ${unitsLeft} of "${line.name}" ${unitsLeft === 1 ? 'is' : 'are'} left to refund`,
      );
    }
    addTax(
      line.taxLineIndex,
      unitsValue(line.baseValue, line.qty, line.refundedQty, w.qty),
      unitsValue(line.taxValue, line.qty, line.refundedQty, w.qty),
    );
    return {
      orderItemId: line.orderItemId,
      qty: w.qty,
      amount: unitsValue(line.paidValue, line.qty, line.refundedQty, w.qty),
    };
  });
  const shipping = options.refundShipping ? facts.shipping : null;
  if (shipping) addTax(shipping.taxLineIndex, shipping.base, shipping.tax);
  const money = capped(facts, items, shipping?.paid ?? 0);
  const shippingAmount = shipping?.base ?? 0;
  if (money.wasCapped) return taxOfAmount(facts, money, shippingAmount);
  // Never more of a tax line than is left of it (a refund by amount may have taken some).
  return withTax(
    facts,
    money,
    shippingAmount,
    taxBy.map((t, i) => ({ ...t, amount: Math.min(t.amount, taxLeftOf(facts.taxLines[i]!)) })),
  );
}

export function planByAmount(facts: PlanFacts, amount: number): Plan {
  refuseWhenNothingLeft(facts);
  const left = leftOf(facts);
  if (amount > left) throw conflict(`Only ${formatMoney(left)} is left to refund`);
  return taxOfAmount(facts, { amount, items: [] }, 0);
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
  const money = { items: plan.items, amount: leftOf(facts) };
  return taxOfAmount(facts, money, facts.shipping.refunded ? 0 : facts.shipping.base);
}
