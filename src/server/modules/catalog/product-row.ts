import type { Insertable } from 'kysely';
import type { ProductTable } from '@server/db/schema';
import { sanitizeHtml } from '@server/lib/sanitize-html';
import { productSearchFields } from './search-text.js';

export interface NewProduct {
  name: string;
  coverPath: string;
  price: number;
  originalPrice?: number | null;
  descriptionHtml: string;
  gallery?: string[];
  detailGallery?: string[];
  features?: string[];
  rootCategory: { id: number; name: string };
  subCategory: { id: number; name: string };
  requires?: Partial<Record<'size' | 'color' | 'accessory' | 'ship', boolean>>;
  deliveryDays?: number;
  popularity?: number;
  ratingDisplay?: number;
  reviewCount?: number;
  isActive?: boolean;
  createdAt: string;
}

/**
 * The one way a product row is made: description sanitised on write, search text derived
 * from name, description and category names. `sanitize` may be swapped for a memoised one
 * when the same trusted template repeats (the seed).
 */
export function productRow(
  input: NewProduct,
  sanitize: (html: string) => string = sanitizeHtml,
): Insertable<ProductTable> {
  const html = sanitize(input.descriptionHtml);
  const flag = (b: boolean | undefined) => (b ? 1 : 0);
  return {
    name: input.name,
    cover_path: input.coverPath,
    price: input.price,
    original_price: input.originalPrice ?? null,
    gallery_json: JSON.stringify(input.gallery ?? [input.coverPath]),
    detail_gallery_json: JSON.stringify(input.detailGallery ?? []),
    features_json: JSON.stringify(input.features ?? []),
    prod_desc_md: html,
    rating_display: input.ratingDisplay ?? 500,
    review_count: input.reviewCount ?? 0,
    root_category_id: input.rootCategory.id,
    sub_category_id: input.subCategory.id,
    require_size_addon: flag(input.requires?.size),
    require_color_addon: flag(input.requires?.color),
    require_accessory_addon: flag(input.requires?.accessory),
    require_ship_addon: flag(input.requires?.ship),
    delivery_days: input.deliveryDays ?? 5,
    popularity: input.popularity ?? 0,
    is_active: input.isActive === false ? 0 : 1,
    created_at: input.createdAt,
    updated_at: input.createdAt,
    ...productSearchFields({
      name: input.name,
      descriptionHtml: html,
      categoryNames: [input.rootCategory.name, input.subCategory.name],
    }),
  };
}
