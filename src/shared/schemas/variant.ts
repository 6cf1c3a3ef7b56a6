import { z } from 'zod';
import type { InCode } from '../wire-names';
import { idSchema, productIdParamsSchema, stockStates } from './catalog';
import { consoleProductIdParamsSchema, imagePathSchema, skuSchema } from './console-catalog';

/**
 * A variant is one combination of a product's colour and size add-ons (colour × size, or either
 * alone) with its own SKU, stock and optional picture. Products without colour or size add-ons
 * have no variants: their one count stays on the product (docs/catalog.md).
 */

/** What a shopper may know of one combination: never the exact count beyond "few left". */
export const variantSchema = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  colorAddonId: z.number().int().nullable(),
  sizeAddonId: z.number().int().nullable(),
  /** Can be added to the cart now. */
  available: z.boolean(),
  stockState: z.enum(stockStates),
  /** The exact count only when few are left (as the product's own `stock`), else LOW_STOCK_THRESHOLD + 1 or 0. */
  stock: z.number().int().min(0),
  /** The picture the gallery shows for this combination's colour, or null to keep the product's. */
  picture: z.string().nullable(),
});
export type Variant = InCode<z.infer<typeof variantSchema>>;
export const variantListSchema = z.object({ list: z.array(variantSchema) });
export type VariantList = InCode<z.infer<typeof variantListSchema>>;
export { productIdParamsSchema };

/** One combination as the operator edits it, with its exact count. */
export const adminVariantSchema = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  colorAddonId: z.number().int().nullable(),
  sizeAddonId: z.number().int().nullable(),
  /** The add-ons' names, for the grid's headings ("Black", "9"). */
  colorName: z.string().nullable(),
  sizeName: z.string().nullable(),
  stock: z.number().int(),
  picture: z.string().nullable(),
});
export type AdminVariant = InCode<z.infer<typeof adminVariantSchema>>;
export const adminVariantListSchema = z.object({ list: z.array(adminVariantSchema) });
export { consoleProductIdParamsSchema };

/**
 * Saves the SKUs and pictures of a product's combinations (the combinations themselves follow the
 * product's colour and size add-ons; counts change through stock adjustments, which leave a movement).
 */
export const variantWriteSchema = z.object({
  variants: z
    .array(z.object({ variantId: idSchema, sku: skuSchema, picture: imagePathSchema.nullable() }))
    .max(400, 'At most 400 combinations')
    .refine((v) => new Set(v.map((x) => x.variantId)).size === v.length, 'Each combination only once')
    .refine((v) => new Set(v.map((x) => x.sku.toUpperCase())).size === v.length, 'Each SKU only once'),
});
export type VariantWrite = InCode<z.input<typeof variantWriteSchema>>;
