import { z } from 'zod';
import type { InCode } from '../wire-names';
import { consoleListQuerySchema, consolePageSchema } from './console-list';
import { idSchema } from './catalog';

export const consoleReviewSorts = ['createdAt', 'rating'] as const;
/** `awaiting`: held for approval (and so not shown); `hidden`: hidden by an operator. */
export const reviewVisibilities = ['visible', 'hidden', 'awaiting'] as const;

/**
 * `rating` is whole stars: 4 lists the reviews rated 3.5 or 4 (half stars round up to the star
 * they fill), 1 lists 0.5 and 1.
 */
export const consoleReviewListQuerySchema = consoleListQuerySchema(consoleReviewSorts, 'createdAt').extend({
  rating: z.coerce
    .number({ error: 'must be a whole number of stars, 1 to 5' })
    .int('must be a whole number of stars, 1 to 5')
    .min(1, 'must be a whole number of stars, 1 to 5')
    .max(5, 'must be a whole number of stars, 1 to 5')
    .optional(),
  visibility: z.enum(reviewVisibilities, { error: 'must be visible, hidden or awaiting' }).optional(),
});

export const consoleReviewSchema = z.object({
  reviewId: z.number().int(),
  inventoryId: z.number().int(),
  productName: z.string(),
  rating: z.number(),
  content: z.string(),
  photoPath: z.string().nullable(),
  customerEmail: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
  /** Held for the operator's approval (the shop's setting when it was written); hidden until approved. */
  awaitingApproval: z.boolean(),
  /** The order the review was written from; null for the demo catalogue's reviews. */
  orderUuid: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type ConsoleReview = InCode<z.infer<typeof consoleReviewSchema>>;
export const consoleReviewListSchema = consolePageSchema(consoleReviewSchema);
export const reviewIdParamsSchema = z.object({ reviewId: idSchema });
export const reviewVisibilityResponseSchema = z.object({ hidden: z.boolean() });
