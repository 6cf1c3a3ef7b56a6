import { z } from 'zod';
import type { InCode } from '../wire-names';
import {
  DEFAULT_PAGE_SIZE,
  PRODUCT_SORTS,
  MAX_ID,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  PRODUCT_REVIEWS_PAGE_SIZE,
} from '../constants';
import { productCardSchema } from './home';
import { plainText } from './text';

/**
 * Database ids are positive 32-bit integers written in plain decimal digits: a JSON number, or
 * digits in a path or query. `155e0`, `0x1`, ` 1`, `1.0` or `[155]` are bad requests, not
 * aliases of an id (one id, one spelling: nothing else can slip past a check on the text).
 */
export const idSchema = z
  .union(
    [
      z.number({ error: 'must be a number' }),
      z
        .string()
        .regex(/^\d{1,16}$/, 'must be a number')
        .transform(Number),
    ],
    {
      error: 'must be a number',
    },
  )
  .pipe(z.number().int('must be a whole number').min(1, 'must be a positive id').max(MAX_ID, 'is not a valid id'));

// In constants.ts, so the storefront reads them without loading zod.
export { MAX_PAGE };

export const pageSchema = z.coerce
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_PAGE, `must be at most ${MAX_PAGE}`);

/** How many a page holds (`num`): 1 to MAX_PAGE_SIZE, `fallback` when not given. */
export const pageSizeSchema = (fallback: number) =>
  z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .default(fallback);

export const productSorts = PRODUCT_SORTS;
export type ProductSort = (typeof productSorts)[number];

/** Cents, 0 to 100 000 000 ($1 000 000): `minPrice` and `maxPrice`. */
const priceBoundSchema = z.coerce
  .number({ error: 'must be a number of cents' })
  .int('must be a whole number of cents')
  .min(0, 'must be at least 0')
  .max(100_000_000, 'must be at most 100000000');

/** A switch that is on only as `1` (`inStock=1`); any other value is a mistake worth telling. */
const flagSchema = z.literal('1', { error: 'must be 1' }).transform(() => true);

/** A repeatable parameter (`color=Red&color=Blue`): one value or several, at most 20. */
const namesSchema = z
  .union([plainText(), z.array(plainText())], { error: 'must be a name' })
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string().min(1, 'must not be empty').max(60, 'is too long')).max(20, 'at most 20 values'));

/** The filters of a product list or its facets: every one narrows, choices within a group add up. */
export const productFilterQuerySchema = z.object({
  // A long query is cut rather than refused: only its first words are searched anyway.
  search: plainText()
    .transform((s) => s.slice(0, 200))
    .optional(),
  /** `exact=1`: search the words as typed, never a correction of them. */
  exact: flagSchema.optional(),
  categoryId: idSchema.optional(),
  minPrice: priceBoundSchema.optional(),
  maxPrice: priceBoundSchema.optional(),
  minRating: z.coerce
    .number({ error: 'must be a number from 1 to 5' })
    .int('must be a whole number from 1 to 5')
    .min(1, 'must be a number from 1 to 5')
    .max(5, 'must be a number from 1 to 5')
    .optional(),
  inStock: flagSchema.optional(),
  onSale: flagSchema.optional(),
  color: namesSchema.optional(),
  size: namesSchema.optional(),
});
export type ProductFilterQuery = InCode<z.infer<typeof productFilterQuerySchema>>;

export const productListQuerySchema = productFilterQuerySchema.extend({
  page: pageSchema.default(1),
  num: pageSizeSchema(DEFAULT_PAGE_SIZE),
  sort: z.enum(productSorts, { error: `must be one of ${productSorts.join(', ')}` }).default('default'),
});
export type ProductListQuery = InCode<z.infer<typeof productListQuerySchema>>;

export const productListSchema = z.object({
  list: z.array(productCardSchema),
  total: z.number().int(),
  /** Present when the words had too few matches and a correction of them was searched instead. */
  correctedSearch: z.string().optional(),
});

const countedNameSchema = z.object({ name: z.string(), count: z.number().int() });

/** Each count: how many products the list would show with that choice added to the others. */
export const productFacetsSchema = z.object({
  /** Cheapest and dearest price among the products the other filters leave (0 and 0 when none). */
  price: z.object({ min: z.number().int(), max: z.number().int() }),
  ratings: z.array(z.object({ atLeast: z.number().int(), count: z.number().int() })),
  inStock: z.number().int(),
  onSale: z.number().int(),
  colors: z.array(countedNameSchema),
  sizes: z.array(countedNameSchema),
  categories: z.array(z.object({ categoryId: z.number().int(), displayName: z.string(), count: z.number().int() })),
  correctedSearch: z.string().optional(),
});
export type ProductFacets = InCode<z.infer<typeof productFacetsSchema>>;

export const suggestQuerySchema = z.object({
  q: plainText()
    .transform((s) => s.slice(0, 100))
    .default(''),
});

export const suggestionsSchema = z.object({
  products: z.array(
    z.object({ inventoryId: z.number().int(), name: z.string(), coverPath: z.string(), price: z.number().int() }),
  ),
  categories: z.array(z.object({ categoryId: z.number().int(), displayName: z.string() })),
  /** Present when nothing started with the words typed and a correction of them is shown. */
  correctedQuery: z.string().optional(),
});
export type Suggestions = InCode<z.infer<typeof suggestionsSchema>>;
export type ProductList = InCode<z.infer<typeof productListSchema>>;

export const categorySchema = z.object({ displayName: z.string(), description: z.string() });
export type Category = InCode<z.infer<typeof categorySchema>>;

/** At this many units or fewer a product says how many are left ("Only 3 left"). */
export const LOW_STOCK_THRESHOLD = 5;
export const stockStates = ['in_stock', 'low', 'sold_out'] as const;
export type StockState = (typeof stockStates)[number];

/** What the public is told of a product's stock: a state, and the count only when it is low. */
export function publicStock(units: number): { stock: number; stockState: StockState } {
  const stock = Math.max(0, Math.min(units, LOW_STOCK_THRESHOLD + 1));
  const stockState = stock === 0 ? 'sold_out' : stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in_stock';
  return { stock, stockState };
}

const categoryRefSchema = z.object({ categoryId: z.number().int(), displayName: z.string() });

export const productSchema = productCardSchema.extend({
  galleryJson: z.array(z.string()),
  detailGalleryJson: z.array(z.string()),
  features: z.array(z.string()),
  prodDescMd: z.string(),
  ratingDisplay: z.number().int(),
  reviewCount: z.number().int(),
  rootCategory: categoryRefSchema,
  subCategory: categoryRefSchema,
  requireSizeAddon: z.boolean(),
  requireColorAddon: z.boolean(),
  requireAccessoryAddon: z.boolean(),
  requireShipAddon: z.boolean(),
  deliveryTime: z.number().int(),
  /**
   * Units that can still be bought (stock less what unpaid orders hold), told exactly only when
   * few are left: 0 is sold out, 1 to LOW_STOCK_THRESHOLD is the count, and LOW_STOCK_THRESHOLD + 1
   * means that many or more. Nobody outside learns how much the shop has.
   */
  stock: z
    .number()
    .int()
    .min(0)
    .max(LOW_STOCK_THRESHOLD + 1),
  stockState: z.enum(stockStates),
});
export type Product = InCode<z.infer<typeof productSchema>>;

export const addonTypes = ['color', 'size', 'ship', 'accessory'] as const;
export type AddonType = (typeof addonTypes)[number];

export const addonSchema = z.object({
  addonId: z.number().int(),
  addonType: z.enum(addonTypes),
  name: z.string(),
  plusPrice: z.number().int(),
});
export type Addon = InCode<z.infer<typeof addonSchema>>;
export const addonListSchema = z.object({ list: z.array(addonSchema) });

export const reviewSorts = ['default', 'newest', 'rating_desc', 'rating_asc'] as const;
export const reviewListQuerySchema = z.object({
  page: pageSchema.default(1),
  num: pageSizeSchema(PRODUCT_REVIEWS_PAGE_SIZE),
  sort: z.enum(reviewSorts, { error: `must be one of ${reviewSorts.join(', ')}` }).default('default'),
});

export const reviewSchema = z.object({
  reviewId: z.number().int(),
  /** Stars, in halves (0.5 … 5). */
  rating: z.number(),
  content: z.string(),
  photoPath: z.string().nullable(),
  user: z.object({ screenName: z.string() }),
  /** Written by one of the shop's operators: the storefront marks it as the shop's own. */
  byShop: z.boolean(),
  createdAt: z.string(),
  orderItemId: z.number().int().nullable(),
});
export type Review = InCode<z.infer<typeof reviewSchema>>;
export const reviewListSchema = z.object({ list: z.array(reviewSchema), total: z.number().int() });

export const recommendListSchema = z.object({ list: z.array(productCardSchema) });

export const productIdParamsSchema = z.object({ id: idSchema });
export const categoryIdParamsSchema = z.object({ categoryId: idSchema });
