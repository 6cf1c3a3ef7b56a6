import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema } from './catalog';

/** The shop's switches set in the console. */
export const shopSettingsSchema = z.object({
  /** New reviews wait for the operator's approval before they show on the product page. */
  holdNewReviews: z.boolean({ error: 'holdNewReviews must be true or false' }),
});
export type ShopSettings = InCode<z.infer<typeof shopSettingsSchema>>;

export const heldReviewParamsSchema = z.object({ reviewId: idSchema });
export const reviewApprovedSchema = z.object({ reviewId: z.number().int(), hidden: z.boolean() });
