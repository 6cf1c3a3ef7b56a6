import { z } from 'zod';
import type { InCode } from '../wire-names';

export const badgeSchema = z.object({
  badgeId: z.number().int(),
  text: z.string(),
  bgColor: z.string(),
  textColor: z.string(),
});

/** A product as its card shows it (lists, home sections, recommendations). Money in minor units. */
export const productCardSchema = z.object({
  inventoryId: z.number().int(),
  name: z.string(),
  coverPath: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  badge: z.array(badgeSchema),
});

const navSubItemSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  externId: z.string().nullable(),
  link: z.string().nullable(),
  coverPath: z.string().nullable(),
});

export const navItemSchema = navSubItemSchema.extend({
  type: z.string(), // 'category' or another kind of link
  subItems: z.array(navSubItemSchema),
});

export const navItemsResponseSchema = z.object({ navItems: z.array(navItemSchema) });

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  coverPath: z.string(),
  firstTitle: z.string(),
  secondTitle: z.string(),
  firstButtonText: z.string(),
  firstButtonLink: z.string(),
  secondButtonText: z.string(),
  secondButtonLink: z.string(),
});

export const bannersResponseSchema = z.object({ banners: z.array(bannerSchema) });

export const sectionTypes = ['header', 'image', 'features', 'testimonial', 'collection', 'inventories'] as const;

export const sectionMetadataSchema = z.object({
  header: z.object({ primaryText: z.string(), secondaryText: z.string() }).optional(),
  image: z.object({ imagePath: z.string() }).optional(),
  features: z
    .object({ list: z.array(z.object({ iconPath: z.string(), title: z.string(), content: z.string() })) })
    .optional(),
  testimonial: z
    .object({ list: z.array(z.object({ photoPath: z.string(), userName: z.string(), content: z.string() })) })
    .optional(),
});

export const sectionSchema = z.object({
  sectionId: z.number().int(),
  sectionType: z.enum(sectionTypes),
  metadata: sectionMetadataSchema,
  entities: z.object({
    collection: z
      .object({
        displayName: z.string(),
        inventories: z.array(z.object({ inventoryId: z.number().int(), name: z.string(), coverPath: z.string() })),
      })
      .optional(),
    inventories: z.object({ list: z.array(productCardSchema) }).optional(),
  }),
});

export const sectionsResponseSchema = z.object({ list: z.array(sectionSchema) });

export type Badge = InCode<z.infer<typeof badgeSchema>>;
export type ProductCard = InCode<z.infer<typeof productCardSchema>>;
export type NavItem = InCode<z.infer<typeof navItemSchema>>;
export type NavSubItem = InCode<z.infer<typeof navSubItemSchema>>;
export type Banner = InCode<z.infer<typeof bannerSchema>>;
export type SectionType = (typeof sectionTypes)[number];
export type Section = InCode<z.infer<typeof sectionSchema>>;
