import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema } from './catalog';

/**
 * Shipping and tax as the shopper and every order see them (docs/shipping-and-tax.md). Money in
 * cents; a tax rate in percent (`8.25`).
 */

/** The classes a product's tax rate is chosen by; a rate names one. */
export const taxClasses = ['standard', 'reduced', 'zero'] as const;
export type TaxClass = (typeof taxClasses)[number];
export const TAX_CLASS_LABELS: Record<TaxClass, string> = {
  standard: 'Standard',
  reduced: 'Reduced',
  zero: 'Zero',
};
export const taxClassSchema = z.enum(taxClasses, { error: `Tax class must be one of ${taxClasses.join(', ')}` });

/**
 * One tax line of an order (or an estimate, a refund): the rate, what it was taken on, and the
 * tax. Items at one rate and the shipping at one rate are one line each, so an order to a place
 * with one standard rate has at most two lines of the same rate, named apart ("CA sales tax",
 * "CA sales tax (shipping)").
 */
export const taxLineSchema = z.object({
  name: z.string(),
  /** Percent, e.g. 8.25. */
  rate: z.number(),
  /** The taxable amount: with prices that include tax, the tax is inside it. */
  base: z.number().int(),
  amount: z.number().int(),
});
export type TaxLine = InCode<z.infer<typeof taxLineSchema>>;

export const shippingMethodsQuerySchema = z.object({ shippingAddressId: idSchema });

/** A method the shopper may choose for an address: `price` is after any "free from". */
export const shippingMethodChoiceSchema = z.object({
  shippingMethodId: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  deliveryDays: z.number().int(),
});
export type ShippingMethodChoice = InCode<z.infer<typeof shippingMethodChoiceSchema>>;

/** Cheapest first (then the quicker). Empty when no zone covers the address. */
export const shippingMethodListSchema = z.object({ list: z.array(shippingMethodChoiceSchema) });
export type ShippingMethodList = InCode<z.infer<typeof shippingMethodListSchema>>;
