import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema } from './catalog';
import { plainText } from './text';

export const addressTypes = ['shipping', 'billing'] as const;
export type AddressType = (typeof addressTypes)[number];

const text = (label: string, max: number) =>
  plainText({ label, required: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The form's fields, with messages a person can read (shown under each field). */
export const addressFieldsSchema = z.object({
  fullName: text('Full name', 100),
  phoneNumber: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^\+?[\d\s().-]{7,20}$/, 'Phone number must be 7 to 20 digits, spaces or + ( ) -')
    .refine((v) => (v.match(/\d/g)?.length ?? 0) >= 7, 'Phone number must have at least 7 digits'),
  addressLine1: text('Address line 1', 200),
  addressLine2: plainText({ label: 'Address line 2' })
    .trim()
    .max(200, 'Address line 2 must be at most 200 characters')
    .optional()
    .default(''),
  city: text('City', 100),
  stateOrProvince: text('State', 100),
  postalCode: z
    .string({ error: 'Postal code is required' })
    .trim()
    .min(1, 'Postal code is required')
    .regex(/^\d{5}(-\d{4})?$/, 'Postal code must be a US ZIP code like 94107 or 94107-1234'),
});
export type AddressFields = InCode<z.infer<typeof addressFieldsSchema>>;

export const addressTypeSchema = z.enum(addressTypes, { error: 'addressType must be shipping or billing' });

export const createAddressSchema = addressFieldsSchema.extend({
  addressType: addressTypeSchema,
  countryCode: z.string().optional(), // always stored as US
  isDefault: z.boolean().optional(),
});

/**
 * A change is either the edited fields (optionally with `isDefault`) or only `{isDefault: true}`.
 * For the contract and its documentation: the server reads the body itself, so that a bad
 * address gets the message of its first bad field rather than a union's.
 */
export const updateAddressSchema = z.union([
  addressFieldsSchema.extend({ isDefault: z.boolean().optional() }),
  z.object({ isDefault: z.boolean() }),
]);

export const addressParamsSchema = z.object({ addressId: idSchema });
export const addressListQuerySchema = z.object({ addressType: addressTypeSchema.optional() });

export const addressSchema = z.object({
  addressId: z.number().int(),
  fullName: z.string(),
  phoneNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  stateOrProvince: z.string(),
  postalCode: z.string(),
  addressType: z.enum(addressTypes),
  countryCode: z.string(),
  isDefault: z.boolean(),
});
export type Address = InCode<z.infer<typeof addressSchema>>;
export const addressListSchema = z.object({ list: z.array(addressSchema) });
