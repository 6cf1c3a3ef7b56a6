import { z } from 'zod';
import type { InCode } from '../wire-names';
import { SHOP_PAGE_SLUGS } from '@shared/constants';
import { plainText } from './text';

export { SHOP_PAGE_SLUGS };

export const shopPageSlugSchema = z.enum(SHOP_PAGE_SLUGS, { message: 'Unknown page' });
export const shopPageParamsSchema = z.object({ slug: shopPageSlugSchema });

/** A page as the storefront shows it; `bodyHtml` was sanitised when it was written. */
export const shopPageSchema = z.object({
  slug: shopPageSlugSchema,
  title: z.string(),
  bodyHtml: z.string(),
  updatedAt: z.string(),
});
export type ShopPage = InCode<z.infer<typeof shopPageSchema>>;

export const shopPageListSchema = z.object({ list: z.array(shopPageSchema) });

/** What the operator writes: the HTML is sanitised with the product description's policy. */
export const shopPageWriteSchema = z.object({
  title: plainText({ label: 'Title' })
    .trim()
    .min(1, 'Title must not be empty')
    .max(80, 'Title must be at most 80 characters'),
  bodyHtml: z.string().max(20_000, 'Text must be at most 20,000 characters'),
});
export type ShopPageWrite = InCode<z.infer<typeof shopPageWriteSchema>>;
