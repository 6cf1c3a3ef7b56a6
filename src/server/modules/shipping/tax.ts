import type { TaxClass, TaxLine } from '@shared/schemas/shipping';

/**
 * Tax to the cent, with one rounding rule everywhere (docs/shipping-and-tax.md, "Rounding"):
 * tax is computed once per rate of the order, on that rate's taxable base (after the coupon),
 * rounded half up. Prices that exclude tax: tax = base × r. Prices that include it: the tax is
 * the part of the base that is tax, base × r / (1 + r). Rates are kept in thousandths of a
 * percent, so the sums are exact integer arithmetic until the one rounding.
 */

/** Thousandths of a percent in 100 %. */
export const RATE_SCALE = 100_000;

export const rateToMilli = (percent: number) => Math.round(percent * 1000);
export const milliToRate = (milli: number) => milli / 1000;

/** numerator / denominator rounded half up (both non-negative). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The tax of one rate on a base, by the one rule. */
export function taxOn(base: number, rateMilli: number, pricesIncludeTax: boolean): number {
  if (base <= 0 || rateMilli <= 0) return 0;
  return pricesIncludeTax
    ? divideHalfUp(base * rateMilli, RATE_SCALE + rateMilli)
    : divideHalfUp(base * rateMilli, RATE_SCALE);
}

/** A rate that applies at the destination. */
export interface ApplicableRate {
  taxRateId: number;
  name: string;
  taxClass: TaxClass;
  rateMilli: number;
}

/** A tax line before it is stored: which part of the order it taxes. */
export interface OrderTaxLine extends TaxLine {
  kind: 'items' | 'shipping';
  /** The class whose items it taxes; null for the shipping. */
  taxClass: TaxClass | null;
  rateMilli: number;
}

/**
 * The order's tax lines: one per rate for the items (each base the lines of that class, after
 * their share of the coupon) and one for the shipping at the standard rate unless `shippingTaxFree`.
 * A class without a rate at the destination carries no tax and makes no line.
 */
export function taxLinesFor(input: {
  /** Each line's value after the coupon, with its class. */
  lines: readonly { paid: number; taxClass: TaxClass }[];
  shippingAmount: number;
  shippingTaxFree: boolean;
  rates: readonly ApplicableRate[];
  pricesIncludeTax: boolean;
}): OrderTaxLine[] {
  const out: OrderTaxLine[] = [];
  for (const rate of input.rates) {
    const base = input.lines.filter((l) => l.taxClass === rate.taxClass).reduce((sum, l) => sum + l.paid, 0);
    if (base <= 0) continue;
    out.push({ ...lineOf('items', rate.name, rate.rateMilli, base, input.pricesIncludeTax), taxClass: rate.taxClass });
  }
  const standard = input.rates.find((r) => r.taxClass === 'standard');
  if (standard && !input.shippingTaxFree && input.shippingAmount > 0) {
    const name = `${standard.name} (shipping)`;
    out.push({
      ...lineOf('shipping', name, standard.rateMilli, input.shippingAmount, input.pricesIncludeTax),
      taxClass: null,
    });
  }
  return out;
}

function lineOf(kind: 'items' | 'shipping', name: string, rateMilli: number, base: number, included: boolean) {
  return { kind, name, rateMilli, rate: milliToRate(rateMilli), base, amount: taxOn(base, rateMilli, included) };
}

export const sumTax = (lines: readonly { amount: number }[]) => lines.reduce((sum, l) => sum + l.amount, 0);
