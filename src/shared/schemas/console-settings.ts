import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema } from './catalog';
import { imagePathSchema } from './console-catalog';
import { plainText } from './text';

/** The shop's switches set in the console. */
export const shopSettingsSchema = z.object({
  /** New reviews wait for the operator's approval before they show on the product page. */
  holdNewReviews: z.boolean({ error: 'holdNewReviews must be true or false' }),
  /** Catalogue prices include tax (the tax is the part inside them); false: tax is added at checkout. */
  pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false' }),
  /** Printed on invoices and credit notes (a VAT number, a sales tax permit); empty: none. */
  taxNumber: z.string(),
});
export type ShopSettings = InCode<z.infer<typeof shopSettingsSchema>>;

/** Saving the switches: a switch left out keeps its value. */
export const shopSettingsWriteSchema = z.object({
  holdNewReviews: z.boolean({ error: 'holdNewReviews must be true or false' }).optional(),
  pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false' }).optional(),
  taxNumber: plainText({ label: 'Tax number' }).trim().max(64, 'Tax number must be at most 64 characters').optional(),
});
export type ShopSettingsWrite = InCode<z.infer<typeof shopSettingsWriteSchema>>;

export const heldReviewParamsSchema = z.object({ reviewId: idSchema });
export const reviewApprovedSchema = z.object({ reviewId: z.number().int(), hidden: z.boolean() });

/** At most this many synonym groups, each at most SYNONYM_GROUP_MAX characters. */
export const SYNONYM_GROUPS_MAX = 200;
export const SYNONYM_GROUP_MAX = 300;

/**
 * The search's synonym groups: each a list of words or phrases separated by commas that stand for
 * one another in a search ("tee, t-shirt, tshirt": a search for any finds what the others find).
 */
export const searchSynonymsSchema = z.object({ groups: z.array(z.string()) });
export type SearchSynonyms = InCode<z.infer<typeof searchSynonymsSchema>>;

const entriesOf = (group: string) => group.split(',').filter((entry) => /[\p{L}\p{N}]/u.test(entry));

export const searchSynonymsWriteSchema = z.object({
  groups: z
    .array(
      plainText({ label: 'A synonym group' })
        .trim()
        .max(SYNONYM_GROUP_MAX, `A synonym group must be at most ${SYNONYM_GROUP_MAX} characters`)
        .refine((group) => entriesOf(group).length >= 2, {
          message: 'A synonym group needs two words or more, separated by commas',
        }),
      { error: 'groups must be a list of synonym groups' },
    )
    .max(SYNONYM_GROUPS_MAX, `At most ${SYNONYM_GROUPS_MAX} synonym groups`),
});
export type SearchSynonymsWrite = InCode<z.infer<typeof searchSynonymsWriteSchema>>;

/** The shop's postal address: at most this many lines, each at most SHOP_ADDRESS_LINE_MAX characters. */
export const SHOP_ADDRESS_LINES_MAX = 6;
export const SHOP_ADDRESS_LINE_MAX = 100;

/**
 * The shop's identity: its name (header, tab titles, mail, invoices), its tagline (the home
 * page's description), its postal address (invoices, credit notes, packing slips), who mail comes
 * from, and its logo (an uploaded picture; null: the name as the logo).
 */
export const shopIdentitySchema = z.object({
  name: z.string(),
  tagline: z.string(),
  addressLines: z.array(z.string()),
  senderName: z.string(),
  senderEmail: z.string(),
  logoPath: z.string().nullable(),
});
export type ShopIdentity = InCode<z.infer<typeof shopIdentitySchema>>;

export const shopAddressLinesSchema = z
  .array(
    plainText({ label: 'An address line' })
      .trim()
      .max(SHOP_ADDRESS_LINE_MAX, `An address line must be at most ${SHOP_ADDRESS_LINE_MAX} characters`),
    { error: 'addressLines must be a list of lines' },
  )
  .transform((lines) => lines.filter((line) => line !== ''))
  .pipe(z.array(z.string()).max(SHOP_ADDRESS_LINES_MAX, `The address must be at most ${SHOP_ADDRESS_LINES_MAX} lines`));

/** Saving the identity: every field, as the form shows them. */
export const shopIdentityWriteSchema = z.object({
  name: plainText({ label: 'Shop name', required: 'Shop name is required' })
    .trim()
    .min(1, 'Shop name is required')
    .max(80, 'Shop name must be at most 80 characters'),
  tagline: plainText({ label: 'Tagline' }).trim().max(200, 'Tagline must be at most 200 characters'),
  addressLines: shopAddressLinesSchema,
  /** Empty: mail comes from the bare address. */
  senderName: plainText({ label: 'Sender name', required: 'Sender name is required' })
    .trim()
    .max(80, 'Sender name must be at most 80 characters'),
  senderEmail: z
    .string({ error: 'Sender address is required' })
    .trim()
    .pipe(z.email('Sender address must be a valid email address')),
  logoPath: imagePathSchema.nullable(),
});
export type ShopIdentityWrite = InCode<z.infer<typeof shopIdentityWriteSchema>>;
