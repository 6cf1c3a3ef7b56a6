import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema } from './catalog';
import { plainText } from './text';
import { MAX_PRICE_CENTS } from './console-catalog';
import { COUNTRY_CODES, STATES_COUNTRY, US_STATES } from '../regions';
import { taxClassSchema } from './shipping';

/**
 * The operator's shipping zones and methods and tax rates under /api/admin (docs/shipping-and-tax.md).
 * Money in cents, rates in percent, weights in grams.
 */

export { taxClasses, taxClassSchema, TAX_CLASS_LABELS, type TaxClass } from './shipping';

const name = (label: string) =>
  plainText({ label }).trim().min(1, `${label} must not be empty`).max(100, `${label} must be at most 100 characters`);

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} must not be negative`)
    .max(MAX_PRICE_CENTS, `${label} must be at most $1,000,000.00`);

export const countryCodeSchema = z
  .string({ error: 'Country must be a two-letter country code' })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code), 'Country must be a two-letter ISO country code, like US');

/** A state is named only in the United States, by its USPS code (`CA`). */
const stateSchema = z
  .string({ error: 'State must be a two-letter state code' })
  .trim()
  .toUpperCase()
  .refine((code) => code in US_STATES, 'State must be a two-letter US state code, like CA');

/** A country, or one state of the United States. */
export const regionSchema = z
  .object({ countryCode: countryCodeSchema, stateOrProvince: stateSchema.optional() })
  .refine((r) => r.stateOrProvince === undefined || r.countryCode === STATES_COUNTRY, {
    error: 'Only a region of the United States may name a state',
    path: ['stateOrProvince'],
  });
export type Region = InCode<z.infer<typeof regionSchema>>;

export const zoneWriteSchema = z.object({
  name: name('Zone name'),
  regions: z
    .array(regionSchema, { error: 'regions must be a list of {countryCode, stateOrProvince?}' })
    .min(1, 'A zone needs at least one country or state')
    .max(300, 'At most 300 regions')
    .refine(
      (rs) => new Set(rs.map((r) => `${r.countryCode}/${r.stateOrProvince ?? ''}`)).size === rs.length,
      'Each region only once',
    ),
});
export type ZoneWrite = InCode<z.input<typeof zoneWriteSchema>>;

/** Above the heaviest band's weight the method is not offered. */
export const weightBandSchema = z.object({
  upToGrams: z
    .number({ error: 'upToGrams must be a number of grams' })
    .int('upToGrams must be whole grams')
    .min(1, 'upToGrams must be at least 1')
    .max(10_000_000, 'upToGrams is too large'),
  price: cents('Band price'),
});
export type WeightBand = InCode<z.infer<typeof weightBandSchema>>;

export const methodWriteSchema = z.object({
  name: name('Method name'),
  /** The price when the method has no weight bands. */
  price: cents('Price'),
  /** An items total (after the coupon) from which the method is free; null or absent: never free. */
  freeFrom: cents('Free from').nullable().optional(),
  deliveryDays: z
    .number({ error: 'Delivery days must be a number' })
    .int('Delivery days must be whole days')
    .min(0, 'Delivery days must not be negative')
    .max(365, 'Delivery days must be at most 365'),
  active: z.boolean({ error: 'active must be true or false' }),
  /** The shipping carries no tax (otherwise it is taxed at the destination's standard rate). */
  taxFree: z.boolean({ error: 'taxFree must be true or false' }).optional().default(false),
  /** By the cart's weight, lightest first: the first band the weight fits sets the price. */
  weightBands: z
    .array(weightBandSchema)
    .max(20, 'At most 20 weight bands')
    .refine((bands) => bands.every((b, i) => i === 0 || b.upToGrams > bands[i - 1]!.upToGrams), {
      error: 'Weight bands must go from the lightest to the heaviest, each weight once',
    })
    .optional()
    .default([]),
});
export type MethodWrite = InCode<z.input<typeof methodWriteSchema>>;

export const methodSchema = z.object({
  shippingMethodId: z.number().int(),
  zoneId: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  freeFrom: z.number().int().nullable(),
  deliveryDays: z.number().int(),
  active: z.boolean(),
  taxFree: z.boolean(),
  weightBands: z.array(weightBandSchema),
});
export type ShippingMethod = InCode<z.infer<typeof methodSchema>>;

export const zoneSchema = z.object({
  zoneId: z.number().int(),
  name: z.string(),
  regions: z.array(z.object({ countryCode: z.string(), stateOrProvince: z.string().optional() })),
  /** Cheapest first. */
  methods: z.array(methodSchema),
});
export type ShippingZone = InCode<z.infer<typeof zoneSchema>>;
export const zoneListSchema = z.object({ list: z.array(zoneSchema) });

export const zoneParamsSchema = z.object({ zoneId: idSchema });
export const methodParamsSchema = z.object({ methodId: idSchema });

/** Percent with at most three decimals (8.875), from 0 to 100. */
export const taxRatePercentSchema = z
  .number({ error: 'Rate must be a number (percent)' })
  .min(0, 'Rate must not be negative')
  .max(100, 'Rate must be at most 100 %')
  .refine((r) => Math.abs(Math.round(r * 1000) - r * 1000) < 1e-6, 'Rate may have at most three decimals');

export const taxRateWriteSchema = z
  .object({
    name: name('Tax name'),
    countryCode: countryCodeSchema,
    stateOrProvince: stateSchema.optional(),
    taxClass: taxClassSchema,
    rate: taxRatePercentSchema,
  })
  .refine((r) => r.stateOrProvince === undefined || r.countryCode === STATES_COUNTRY, {
    error: 'Only a rate of the United States may name a state',
    path: ['stateOrProvince'],
  });
export type TaxRateWrite = InCode<z.input<typeof taxRateWriteSchema>>;

export const taxRateSchema = z.object({
  taxRateId: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  stateOrProvince: z.string().optional(),
  taxClass: taxClassSchema,
  rate: z.number(),
});
export type TaxRate = InCode<z.infer<typeof taxRateSchema>>;
export const taxRateListSchema = z.object({ list: z.array(taxRateSchema) });
export const taxRateParamsSchema = z.object({ taxRateId: idSchema });
