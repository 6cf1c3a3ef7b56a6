import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema } from './catalog';
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
