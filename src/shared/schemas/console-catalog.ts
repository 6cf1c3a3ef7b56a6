import { z } from 'zod';
import type { InCode } from '../wire-names';
import { consoleListQuerySchema } from './console-list';
import { addonTypes, idSchema } from './catalog';
import { sectionTypes } from './home';
import { plainText } from './text';
import { taxClassSchema } from './shipping';

/**
 * The operator's catalogue calls under /api/admin (docs/operator-console.md): products and their
 * stock, categories, the menu, the home page's banners and sections. Money in cents.
 */

/** The dearest price a product or an add-on may have: $1,000,000.00. */
export const MAX_PRICE_CENTS = 100_000_000;
/** The most units one product may count, and the largest single adjustment. */
export const MAX_STOCK = 1_000_000;

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} must not be negative`)
    .max(MAX_PRICE_CENTS, `${label} must be at most $1,000,000.00`);

const line = (label: string, max: number) =>
  plainText({ label })
    .trim()
    .min(1, `${label} must not be empty`)
    .max(max, `${label} must be at most ${max} characters`);

/** Text shown as is, possibly empty (a second title, a button's text). */
const optionalLine = (label: string, max: number) =>
  plainText({ label }).trim().max(max, `${label} must be at most ${max} characters`);

/**
 * An image: one of the shop's drawn demo pictures (`/media/demo/…`) or the `url` of a complete
 * upload (docs/uploads.md). The server checks which; here only its shape.
 */
export const imagePathSchema = z
  .string({ error: 'Image must be a path' })
  .trim()
  .min(1, 'Image must not be empty')
  .max(500, 'Image path must be at most 500 characters')
  .regex(/^(\/|https:\/\/)[^\s"'<>\\]*$/, 'Image must be a shop image path or an uploaded image URL');

/** A SKU: letters, digits, dashes, dots and underscores, unique across the shop (compared without case). */
export const skuSchema = plainText({ label: 'SKU' })
  .trim()
  .min(1, 'SKU must not be empty')
  .max(64, 'SKU must be at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'SKU may hold only letters, digits, dots, dashes and underscores');

/** A link inside the shop (`/category/3`) or to another site over https. */
const linkSchema = (label: string) =>
  z
    .string({ error: `${label} must be a link` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .regex(/^$|^\/(?!\/)[^\s"'<>\\]*$|^https:\/\/[^\s"'<>\\]+$/, `${label} must start with / or https://`);

export const productStatuses = ['active', 'withdrawn'] as const;
/** The columns the product table sorts by, each in either direction (`order`). */
export const consoleProductSorts = ['createdAt', 'name', 'price', 'stock'] as const;
export type ConsoleProductSort = (typeof consoleProductSorts)[number];

export const consoleProductListQuerySchema = consoleListQuerySchema(consoleProductSorts, 'createdAt').extend({
  // `search`: part of the name, the product's id, or the start of one of its SKUs.
  categoryId: idSchema.optional(),
  status: z.enum(productStatuses, { error: `must be one of ${productStatuses.join(', ')}` }).optional(),
  /** `low`: LOW_STOCK_THRESHOLD (admin-dashboard.ts) units or fewer, as the dashboard counts them. */
  stock: z.enum(['low'], { error: 'must be low' }).optional(),
});
export type ConsoleProductListQuery = InCode<z.infer<typeof consoleProductListQuerySchema>>;

export const consoleProductRowSchema = z.object({
  inventoryId: z.number().int(),
  name: z.string(),
  coverPath: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  categoryName: z.string(),
  isActive: z.boolean(),
  stock: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleProductRow = InCode<z.infer<typeof consoleProductRowSchema>>;
export const consoleProductListSchema = z.object({ list: z.array(consoleProductRowSchema), total: z.number().int() });

export const addonWriteSchema = z.object({
  /** Present: that add-on of this product is changed (carts holding it keep it); absent: a new one. */
  addonId: idSchema.optional(),
  addonType: z.enum(addonTypes, { error: `Add-on type must be one of ${addonTypes.join(', ')}` }),
  name: line('Add-on name', 100),
  plusPrice: cents('Add-on price'),
});
export type AddonWrite = InCode<z.infer<typeof addonWriteSchema>>;

/**
 * One colour and size combination as the product editor states it, saved with the product: the
 * combinations themselves follow the colour and size add-ons, so each is named by those names.
 */
export const combinationWriteSchema = z.object({
  color: z.string().trim().max(100).nullable(),
  size: z.string().trim().max(100).nullable(),
  /** null: keep its SKU (a combination new in this save gets a made one). */
  sku: skuSchema.nullable(),
  /** One of the product's images, or null for the product's own. */
  picture: imagePathSchema.nullable(),
  /** The count wanted; null: as the save leaves it. */
  stock: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be whole units')
    .min(0, 'Stock must not be negative')
    .max(MAX_STOCK)
    .nullable(),
  /**
   * The count the editor showed (null: a combination new in this save). The change is
   * `stock - stockSeen`, applied to the count as it is, so a sale meanwhile is not undone.
   */
  stockSeen: z.number().int().min(0).nullable(),
});
export type CombinationWrite = InCode<z.infer<typeof combinationWriteSchema>>;

export const productWriteSchema = z
  .object({
    name: line('Name', 200),
    /** A sub-category; its parent is the product's root category. */
    subCategoryId: idSchema,
    price: cents('Price'),
    /** The "was" price shown struck through; above the price, or null. */
    originalPrice: cents('Original price').nullable(),
    badgeIds: z.array(idSchema).max(5, 'At most 5 badges').default([]),
    features: z.array(line('Feature', 200)).max(20, 'At most 20 features').default([]),
    /** HTML; sanitised on save with the storefront's own policy. */
    descriptionHtml: z.string().max(20_000, 'Description must be at most 20,000 characters'),
    gallery: z.array(imagePathSchema).min(1, 'Add at least one gallery image').max(12, 'At most 12 gallery images'),
    detailGallery: z.array(imagePathSchema).max(12, 'At most 12 detail images').default([]),
    addons: z.array(addonWriteSchema).max(60, 'At most 60 add-ons').default([]),
    requires: z.object({ size: z.boolean(), color: z.boolean(), accessory: z.boolean(), ship: z.boolean() }),
    deliveryDays: z.number().int('must be whole days').min(0).max(365).default(5),
    isActive: z.boolean(),
    /** Grams shipped per unit, for weight-banded shipping; null: not weighed. Absent on a save: unchanged. */
    weightGrams: z
      .number({ error: 'Weight must be a number of grams' })
      .int('Weight must be whole grams')
      .min(0, 'Weight must not be negative')
      .max(1_000_000, 'Weight must be at most 1,000 kg')
      .nullable()
      .optional(),
    /** Which tax rate applies (standard when new). Absent on a save: unchanged. */
    taxClass: taxClassSchema.optional(),
    /** Absent: the combinations keep their SKUs, pictures and counts. */
    combinations: z.array(combinationWriteSchema).max(400, 'At most 400 combinations').optional(),
    /** Why counts changed, kept on each stock movement; needed when a combination's count moves. */
    stockReason: plainText({ label: 'Reason' }).trim().max(200, 'Reason must be at most 200 characters').optional(),
  })
  .superRefine((p, ctx) => {
    const combos = p.combinations ?? [];
    const key = (c: { color: string | null; size: string | null }) =>
      `${(c.color ?? '').toLowerCase()}|${(c.size ?? '').toLowerCase()}`;
    if (new Set(combos.map(key)).size !== combos.length) {
      ctx.addIssue({ code: 'custom', path: ['combinations'], message: 'Each combination only once' });
    }
    const skus = combos.flatMap((c) => (c.sku ? [c.sku.toUpperCase()] : []));
    if (new Set(skus).size !== skus.length) {
      ctx.addIssue({ code: 'custom', path: ['combinations'], message: 'Each SKU only once' });
    }
    if (p.originalPrice !== null && p.originalPrice <= p.price) {
      ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: 'Original price must be above the price' });
    }
    if (new Set(p.badgeIds).size !== p.badgeIds.length) {
      ctx.addIssue({ code: 'custom', path: ['badgeIds'], message: 'Each badge only once' });
    }
    const ids = p.addons.flatMap((a) => (a.addonId ? [a.addonId] : []));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['addons'], message: 'Each add-on only once' });
    }
    for (const type of addonTypes) {
      if (p.requires[type] && !p.addons.some((a) => a.addonType === type)) {
        ctx.addIssue({
          code: 'custom',
          path: ['requires', type],
          message: `A required ${type} needs a ${type} add-on`,
        });
      }
    }
  });
export type ProductWrite = InCode<z.input<typeof productWriteSchema>>;

/** A new product also gets its first count. */
export const productCreateSchema = productWriteSchema.and(
  z.object({ stock: z.number().int('Stock must be whole units').min(0, 'Stock must not be negative').max(MAX_STOCK) }),
);
export type ProductCreate = InCode<z.input<typeof productCreateSchema>>;

export const consoleProductSchema = z.object({
  inventoryId: z.number().int(),
  name: z.string(),
  subCategoryId: z.number().int(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  badgeIds: z.array(z.number().int()),
  features: z.array(z.string()),
  descriptionHtml: z.string(),
  gallery: z.array(z.string()),
  detailGallery: z.array(z.string()),
  addons: z.array(
    z.object({
      addonId: z.number().int(),
      addonType: z.enum(addonTypes),
      name: z.string(),
      plusPrice: z.number().int(),
    }),
  ),
  requires: z.object({ size: z.boolean(), color: z.boolean(), accessory: z.boolean(), ship: z.boolean() }),
  deliveryDays: z.number().int(),
  isActive: z.boolean(),
  weightGrams: z.number().int().nullable(),
  taxClass: taxClassSchema,
  stock: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleProduct = InCode<z.infer<typeof consoleProductSchema>>;

export const stockAdjustmentSchema = z.object({
  adjustments: z
    .array(
      z.object({
        /**
         * What is counted: a product without colour or size combinations by `inventoryId`, one
         * combination by `variantId` or `sku`. Exactly one of the three.
         */
        inventoryId: idSchema.optional(),
        variantId: idSchema.optional(),
        sku: skuSchema.optional(),
        /** Units added (positive) or taken off (negative). */
        delta: z
          .number({ error: 'Change must be a number' })
          .int('Change must be whole units')
          .min(-MAX_STOCK, `Change must be at least -${MAX_STOCK}`)
          .max(MAX_STOCK, `Change must be at most ${MAX_STOCK}`)
          .refine((d) => d !== 0, 'Change must not be 0'),
      }),
    )
    .min(1, 'Choose at least one product')
    .max(100, 'At most 100 products at once')
    .refine(
      (a) => a.every((x) => [x.inventoryId, x.variantId, x.sku].filter((v) => v !== undefined).length === 1),
      'Name each product by exactly one of inventoryId, variantId or sku',
    )
    .refine(
      (a) => new Set(a.map((x) => x.inventoryId ?? x.variantId ?? x.sku?.toUpperCase())).size === a.length,
      'Each product only once',
    ),
  reason: line('Reason', 200),
});
export type StockAdjustment = InCode<z.infer<typeof stockAdjustmentSchema>>;
/** Each adjustment's count after it; `variantId` and `sku` are null for a product without combinations. */
export const stockAdjustmentResultSchema = z.object({
  list: z.array(
    z.object({
      inventoryId: z.number().int(),
      variantId: z.number().int().nullable(),
      sku: z.string().nullable(),
      stock: z.number().int(),
    }),
  ),
});

export const stockMovementListSchema = z.object({
  list: z.array(
    z.object({
      movementId: z.number().int(),
      /** The combination counted, or null for the product's own count. */
      sku: z.string().nullable(),
      delta: z.number().int(),
      stockAfter: z.number().int(),
      reason: z.string(),
      actor: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const badgeListSchema = z.object({
  list: z.array(z.object({ badgeId: z.number().int(), text: z.string(), bgColor: z.string(), textColor: z.string() })),
});

export const consoleCategorySchema = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  displayName: z.string(),
  description: z.string(),
  coverPath: z.string().nullable(),
  productCount: z.number().int(),
});
export const consoleCategoryListSchema = z.object({ list: z.array(consoleCategorySchema) });
export const categoryWriteSchema = z.object({
  displayName: line('Name', 100),
  description: plainText({ label: 'Description', multiline: true })
    .trim()
    .max(1000, 'Description must be at most 1000 characters'),
});
export const categoryCreateSchema = categoryWriteSchema.extend({ parentId: idSchema.nullable() });
/** The categories under one parent (null: the top-level ones), each named once, in their new order. */
export const categoryOrderSchema = z.object({
  parentId: idSchema.nullable(),
  categoryIds: z
    .array(idSchema)
    .min(1, 'categoryIds must name at least one category')
    .max(500, 'categoryIds must name at most 500 categories')
    .refine((ids) => new Set(ids).size === ids.length, 'categoryIds must name each category once'),
});

const navSubItemFields = {
  name: line('Menu item name', 60),
  /** The category it opens; null for a plain link. */
  categoryId: idSchema.nullable(),
  /** Where a plain link goes (ignored for a category). */
  link: linkSchema('Link'),
  coverPath: imagePathSchema.nullable(),
};
const needsTarget = (item: { categoryId: number | null; link: string }) => item.categoryId !== null || item.link !== '';
const targetMessage = { message: 'Choose a category or give a link', path: ['link'] };
const navSubItemWriteSchema = z.object(navSubItemFields).refine(needsTarget, targetMessage);
export const navigationWriteSchema = z.object({
  items: z
    .array(
      z
        .object({
          ...navSubItemFields,
          subItems: z.array(navSubItemWriteSchema).max(30, 'At most 30 sub-items in a menu'),
        })
        .refine(needsTarget, targetMessage),
    )
    .max(12, 'At most 12 menu items'),
});
export type NavigationWrite = InCode<z.infer<typeof navigationWriteSchema>>;

export const bannerWriteSchema = z.object({
  coverPath: imagePathSchema,
  firstTitle: line('Title', 100),
  secondTitle: optionalLine('Subtitle', 200),
  firstButtonText: optionalLine('First button', 40),
  firstButtonLink: linkSchema('First button link'),
  secondButtonText: optionalLine('Second button', 40),
  secondButtonLink: linkSchema('Second button link'),
});
export const bannersWriteSchema = z.object({
  banners: z.array(bannerWriteSchema).max(10, 'At most 10 banners'),
});
export type BannersWrite = InCode<z.infer<typeof bannersWriteSchema>>;

const productIds = z
  .array(idSchema)
  .min(1, 'Choose at least one product')
  .max(24, 'At most 24 products')
  .refine((ids) => new Set(ids).size === ids.length, 'Each product only once');

/** A home section of each of the six types, with what that type shows. */
export const sectionWriteSchema = z.discriminatedUnion(
  'sectionType',
  [
    z.object({
      sectionType: z.literal('header'),
      primaryText: line('Heading', 120),
      secondaryText: optionalLine('Text', 300),
    }),
    z.object({ sectionType: z.literal('image'), imagePath: imagePathSchema }),
    z.object({
      sectionType: z.literal('features'),
      list: z
        .array(z.object({ iconPath: imagePathSchema, title: line('Title', 80), content: optionalLine('Text', 300) }))
        .min(1, 'Add at least one feature')
        .max(8, 'At most 8 features'),
    }),
    z.object({
      sectionType: z.literal('testimonial'),
      list: z
        .array(z.object({ photoPath: imagePathSchema, userName: line('Name', 80), content: line('Quote', 500) }))
        .min(1, 'Add at least one testimonial')
        .max(8, 'At most 8 testimonials'),
    }),
    z.object({
      sectionType: z.literal('collection'),
      displayName: line('Collection name', 100),
      inventoryIds: productIds,
    }),
    z.object({ sectionType: z.literal('inventories'), inventoryIds: productIds }),
  ],
  { error: `Section type must be one of ${sectionTypes.join(', ')}` },
);
export type SectionWrite = InCode<z.infer<typeof sectionWriteSchema>>;
export const sectionsWriteSchema = z.object({ sections: z.array(sectionWriteSchema).max(20, 'At most 20 sections') });
export type SectionsWrite = InCode<z.infer<typeof sectionsWriteSchema>>;

export const productIdResponseSchema = z.object({ inventoryId: z.number().int() });
export const categoryIdResponseSchema = z.object({ categoryId: z.number().int() });
export const consoleProductIdParamsSchema = z.object({ inventoryId: idSchema });
export const consoleCategoryIdParamsSchema = z.object({ categoryId: idSchema });
