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
