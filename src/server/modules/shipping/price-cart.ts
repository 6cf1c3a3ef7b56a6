import { COUNTRY_CODE } from '@shared/constants';
import { STATES_COUNTRY, usStateCode } from '@shared/regions';
import type { TaxClass } from '@shared/schemas/shipping';
import type { Executor } from '@server/db/transaction';
import { badRequest } from '@server/lib/errors';
import { linePaidValues } from '@server/lib/money-split';
import { quoteMethods, type QuotedMethod } from './quote.js';
import * as repo from './shipping.repository.js';
import { sumTax, taxLinesFor, type OrderTaxLine } from './tax.js';

/** Where goods go: a country and, in the United States, a state ('' when none is known). */
export interface Destination {
  countryCode: string;
  stateCode: string;
}

/** An address's destination; the state is read from what was typed (`CA` or `California`). */
export function destinationOf(address: { countryCode: string; stateOrProvince: string }): Destination {
  const countryCode = (address.countryCode || COUNTRY_CODE).toUpperCase();
  const stateCode = countryCode === STATES_COUNTRY ? (usStateCode(address.stateOrProvince) ?? '') : '';
  return { countryCode, stateCode };
}

/** The shop's home country, for a cart without a shipping address. */
export const homeDestination = (): Destination => ({ countryCode: COUNTRY_CODE, stateCode: '' });

/** One line of a cart or order as pricing needs it. */
export interface PricedLine {
  lineTotal: number;
  qty: number;
  taxClass: TaxClass;
  weightGrams: number | null;
}

export interface CartPrice {
  /** Every method offered at the destination for this cart, cheapest first; empty: no zone covers it. */
  methods: QuotedMethod[];
  /** The method counted: the one asked for, else the cheapest; null when none is offered. */
  method: QuotedMethod | null;
  shippingAmount: number;
  pricesIncludeTax: boolean;
  taxLines: OrderTaxLine[];
  taxAmount: number;
  /** What is charged: items − discount + shipping, plus the tax when prices exclude it. */
  amount: number;
}

export const NO_ZONE_MESSAGE = 'We do not deliver to this address yet: please choose another shipping address';

/** The methods offered at a destination for a cart. */
export async function methodsFor(
  db: Executor,
  destination: Destination,
  cart: { itemsAfterDiscount: number; weightGrams: number },
): Promise<QuotedMethod[]> {
  const zoneId = await repo.zoneOf(db, destination.countryCode, destination.stateCode);
  if (zoneId === null) return [];
  return quoteMethods(await repo.methodsOfZone(db, zoneId), cart);
}

export const weightOf = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, l) => sum + (l.weightGrams ?? 0) * l.qty, 0);

/**
 * Prices a cart for a destination: the shipping (the method asked for, or the cheapest) and the
 * tax lines, by the one rule (tax.ts). `strict`: a method asked for that is not offered here (of
 * another zone, switched off, too heavy) is a 400; otherwise the cheapest is counted instead.
 */
export async function priceCart(
  db: Executor,
  input: {
    lines: readonly PricedLine[];
    discount: number;
    destination: Destination;
    shippingMethodId?: number;
    strict: boolean;
  },
): Promise<CartPrice> {
  const itemsTotal = input.lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const itemsAfterDiscount = itemsTotal - input.discount;
  const methods = await methodsFor(db, input.destination, { itemsAfterDiscount, weightGrams: weightOf(input.lines) });
  let method = methods[0] ?? null;
  if (input.shippingMethodId !== undefined) {
    const asked = methods.find((m) => m.shippingMethodId === input.shippingMethodId);
    if (asked) method = asked;
    else if (input.strict) {
      throw badRequest(
        methods.length === 0
          ? NO_ZONE_MESSAGE
          : 'This shipping method does not deliver to this address; please choose another',
      );
    }
  }
  const shippingAmount = method?.price ?? 0;
  const pricesIncludeTax = await repo.pricesIncludeTax(db);
  const rates = await repo.ratesAt(db, input.destination.countryCode, input.destination.stateCode);
  const paid = linePaidValues(
    input.lines.map((l) => l.lineTotal),
    input.discount,
  );
  const taxLines = taxLinesFor({
    lines: input.lines.map((l, i) => ({ paid: paid[i] ?? 0, taxClass: l.taxClass })),
    shippingAmount,
    shippingTaxFree: method?.taxFree ?? true,
    rates: rates.map((r) => ({
      taxRateId: r.tax_rate_id,
      name: r.name,
      taxClass: r.tax_class,
      rateMilli: r.rate_milli,
    })),
    pricesIncludeTax,
  });
  const taxAmount = sumTax(taxLines);
  return {
    methods,
    method,
    shippingAmount,
    pricesIncludeTax,
    taxLines,
    taxAmount,
    amount: itemsAfterDiscount + shippingAmount + (pricesIncludeTax ? 0 : taxAmount),
  };
}
